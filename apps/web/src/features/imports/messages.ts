import { defineMessages } from '@portal/contract';

/** What the Import time screen says in more than one place. */
export const IMPORT_MESSAGES = defineMessages({
  columnRequired: { id: 'imports.form.column-required', defaultMessage: 'Choose the column that holds this' },
  noColumn: { id: 'imports.form.no-column', defaultMessage: '(none)' },
  chooseColumn: { id: 'imports.form.choose-column', defaultMessage: 'Choose a column' },
  entries: {
    id: 'imports.summary.entries',
    defaultMessage: '{count, plural, one {# entry} other {# entries}} ({hours} hours)',
  },
  refusedHeading: { id: 'imports.refused.heading', defaultMessage: 'Rows that cannot be imported' },
  safeAgain: {
    id: 'imports.safe-again',
    defaultMessage: 'Importing the file again is safe: rows already imported are skipped.',
  },
  failedNoAnswer: {
    id: 'imports.failed.no-answer',
    defaultMessage: 'No answer came from the server.',
  },
});

/** Each field's name, which its select is labelled with. */
export const IMPORT_FIELD_LABELS = defineMessages({
  date: { id: 'imports.field.date', defaultMessage: 'Date' },
  hours: { id: 'imports.field.hours', defaultMessage: 'Hours' },
  email: { id: 'imports.field.email', defaultMessage: 'Email' },
  person: { id: 'imports.field.person', defaultMessage: "Person's name" },
  project: { id: 'imports.field.project', defaultMessage: 'Project' },
  task: { id: 'imports.field.task', defaultMessage: 'Task' },
  description: { id: 'imports.field.description', defaultMessage: 'Description' },
  billable: { id: 'imports.field.billable', defaultMessage: 'Billable' },
});

/** How each date order reads, by an example date. */
export const IMPORT_DATE_ORDER_LABELS = defineMessages({
  ymd: { id: 'imports.date-order.ymd', defaultMessage: '2024-04-30' },
  mdy: { id: 'imports.date-order.mdy', defaultMessage: '04/30/2024 (month first)' },
  dmy: { id: 'imports.date-order.dmy', defaultMessage: '30/04/2024 or 30.04.2024 (day first)' },
});

/** What a file was recognised as. */
export const IMPORT_SOURCE_LABELS = defineMessages({
  clockify: { id: 'imports.source.clockify', defaultMessage: 'Recognised: Clockify detailed report' },
  toggl: { id: 'imports.source.toggl', defaultMessage: 'Recognised: Toggl Track detailed report' },
  harvest: { id: 'imports.source.harvest', defaultMessage: 'Recognised: Harvest detailed time report' },
  kimai: { id: 'imports.source.kimai', defaultMessage: 'Recognised: Kimai export' },
});

/** Why a file cannot be imported at all. */
export const IMPORT_FILE_PROBLEMS = defineMessages({
  empty: { id: 'imports.file.empty', defaultMessage: 'The file is empty.' },
  'no-rows': { id: 'imports.file.no-rows', defaultMessage: 'The file has no rows below its header.' },
  'header-too-wide': {
    id: 'imports.file.header-too-wide',
    defaultMessage: 'The header has more than {columns} columns, or a name longer than {length} characters.',
  },
});
