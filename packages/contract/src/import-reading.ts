import { isCalendarDate, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './common.ts';
import { defineMessages } from './i18n.ts';
import {
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_BODY_BYTES,
  type ImportDateOrder,
  type ImportField,
  type ImportMapping,
  type ImportProblem,
  type ImportRow,
  type ImportSource,
} from './imports.ts';
import { HOURS_PRECISION, MAX_HOURS_PER_DAY } from './timesheet.ts';

/*
 * Reading an import file: recognising an export by its header, reading a row's cells through a
 * mapping, numbering identical rows, cutting rows into batches. The web app reads a file with
 * these before it sends it, the server reads each row it is sent with them again. Apart from the
 * calls' schemas (imports.ts), so that only the import screen's chunk carries them.
 */

/** The task of rows that name none, found or created in their project. */
export const IMPORT_DEFAULT_TASK = 'General';

/** How each recognised export is read: the columns that tell it, and where each field is. */
interface KnownExport {
  /** Every one of these columns is in the export's header. */
  tells: readonly string[];
  /** Each field's column, the first of several that is in the header. */
  fields: Partial<Record<ImportField, readonly string[]>>;
  dateOrder: ImportDateOrder;
}

const KNOWN_EXPORTS: Record<Exclude<ImportSource, 'csv'>, KnownExport> = {
  // Clockify's detailed report; its dates follow the workspace's format, month first by default.
  clockify: {
    tells: ['Project', 'Client', 'Task', 'User', 'Group', 'Email', 'Start Date', 'Duration (h)'],
    fields: {
      date: ['Start Date'],
      hours: ['Duration (decimal)', 'Duration (h)'],
      email: ['Email'],
      person: ['User'],
      project: ['Project'],
      task: ['Task'],
      description: ['Description'],
      billable: ['Billable'],
    },
    dateOrder: 'mdy',
  },
  // Toggl Track's detailed report.
  toggl: {
    tells: ['User', 'Email', 'Client', 'Project', 'Task', 'Description', 'Start date', 'Duration'],
    fields: {
      date: ['Start date'],
      hours: ['Duration'],
      email: ['Email'],
      person: ['User'],
      project: ['Project'],
      task: ['Task'],
      description: ['Description'],
      billable: ['Billable'],
    },
    dateOrder: 'ymd',
  },
  // Harvest's detailed time report names people, not their emails.
  harvest: {
    tells: ['Date', 'Client', 'Project', 'Task', 'Notes', 'Hours', 'First Name', 'Last Name'],
    fields: {
      date: ['Date'],
      hours: ['Hours'],
      person: ['First Name'],
      project: ['Project'],
      task: ['Task'],
      description: ['Notes'],
      billable: ['Billable?'],
    },
    dateOrder: 'ymd',
  },
  // Kimai's default export template: customers, projects and activities.
  kimai: {
    tells: ['Date', 'Duration', 'Customer', 'Project', 'Activity', 'Description'],
    fields: {
      date: ['Date'],
      hours: ['Duration'],
      email: ['Email', 'E-mail'],
      person: ['User', 'Username', 'Name'],
      project: ['Project'],
      task: ['Activity'],
      description: ['Description'],
      billable: ['Billable'],
    },
    dateOrder: 'ymd',
  },
};

/** Names of people, projects and tasks as an import matches them: trimmed, spaces collapsed, any case. */
export const importNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Header cells compared as people write them: trimmed, without a byte-order mark, any case. */
const headerKey = (column: string) =>
  column
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** What a file is and how to read it, as recognised from its header; `csv` with no mapping when unknown. */
export interface RecognisedImport {
  source: ImportSource;
  mapping: Partial<ImportMapping>;
  dateOrder: ImportDateOrder;
}

/** Recognises an export by its header and maps its columns; Harvest's person is its first and last name. */
export function recogniseImport(columns: readonly string[]): RecognisedImport {
  const byKey = new Map(columns.map((column) => [headerKey(column), column]));
  for (const [source, known] of Object.entries(KNOWN_EXPORTS) as [
    Exclude<ImportSource, 'csv'>,
    KnownExport,
  ][]) {
    if (!known.tells.every((column) => byKey.has(headerKey(column)))) continue;
    const mapping: Partial<ImportMapping> = {};
    for (const [field, candidates] of Object.entries(known.fields) as [ImportField, readonly string[]][]) {
      const found = candidates.map((candidate) => byKey.get(headerKey(candidate))).find(Boolean);
      if (found !== undefined) mapping[field] = found;
    }
    // A person found by email is not also matched by name.
    if (mapping.email !== undefined) delete mapping.person;
    return { source, mapping, dateOrder: known.dateOrder };
  }
  return { source: 'csv', mapping: {}, dateOrder: 'ymd' };
}

/**
 * The hours a cell says: decimal (1.5 or 1,5), h:mm or h:mm:ss. Rounded to the stored hundredths;
 * null when it says none.
 */
export function readImportHours(text: string): number | null {
  const value = text.trim();
  let hours: number;
  const clock = /^(\d{1,3}):([0-5]?\d)(?::([0-5]?\d))?$/.exec(value);
  if (clock) {
    hours = Number(clock[1]) + Number(clock[2]) / 60 + Number(clock[3] ?? 0) / 3600;
  } else if (/^\d+([.,]\d+)?$/.test(value)) {
    hours = Number(value.replace(',', '.'));
  } else {
    return null;
  }
  return Math.round(hours * HOURS_PRECISION) / HOURS_PRECISION;
}

/** The calendar date (yyyy-MM-dd) a cell says in `order`, ignoring a time after it; null when none. */
export function readImportDate(text: string, order: ImportDateOrder): string | null {
  const value = text.trim().split(/[ T]/)[0] ?? '';
  const parts = value.split(/[-/.]/);
  if (parts.length !== 3) return null;
  const [year, month, day] =
    order === 'ymd'
      ? parts
      : order === 'mdy'
        ? [parts[2], parts[0], parts[1]]
        : [parts[2], parts[1], parts[0]];
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{1,2}$/.test(month ?? '') || !/^\d{1,2}$/.test(day ?? ''))
    return null;
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** What a cell of a billable column says: yes, no, or nothing. */
export function readImportBillable(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['yes', 'true', '1', 'y', 'x'].includes(value)) return true;
  if (['no', 'false', '0', 'n'].includes(value)) return false;
  return null;
}

/**
 * Why a row cannot be imported. Ids are `import-problem.<code>`; the web app shows them in its
 * reader's language beside the row's line.
 */
export const importProblems = defineMessages({
  'date-invalid': { id: 'import-problem.date-invalid', defaultMessage: 'The date cannot be read' },
  'hours-invalid': {
    id: 'import-problem.hours-invalid',
    defaultMessage: 'The hours cannot be read, or are not more than 0 and at most 24',
  },
  'person-missing': { id: 'import-problem.person-missing', defaultMessage: 'The row names no person' },
  'person-not-found': {
    id: 'import-problem.person-not-found',
    defaultMessage: 'No one in this organization has this email or name',
  },
  'person-ambiguous': {
    id: 'import-problem.person-ambiguous',
    defaultMessage: 'Several people in this organization have this name',
  },
  'project-missing': { id: 'import-problem.project-missing', defaultMessage: 'The row names no project' },
  'project-not-found': {
    id: 'import-problem.project-not-found',
    defaultMessage: 'No project has this name (choose to create missing projects and tasks)',
  },
  'task-not-found': {
    id: 'import-problem.task-not-found',
    defaultMessage: 'The project has no task of this name (choose to create missing projects and tasks)',
  },
  'text-too-long': {
    id: 'import-problem.text-too-long',
    defaultMessage: 'A name or the description is too long',
  },
  'week-submitted': { id: 'import-problem.week-submitted', defaultMessage: 'The week is submitted' },
  'week-approved': { id: 'import-problem.week-approved', defaultMessage: 'The week is approved' },
  'month-closed': { id: 'import-problem.month-closed', defaultMessage: 'The month is closed for payroll' },
  'day-limit': { id: 'import-problem.day-limit', defaultMessage: 'The day would hold more than 24 hours' },
});

/** One row as read through a mapping, before people, projects and tasks are looked up. */
export interface ImportRowRead {
  date: string;
  hours: number;
  email: string | null;
  person: string | null;
  project: string;
  task: string;
  description: string;
  billable: boolean | null;
}

/** Reads one row's cells through a mapping; a problem when a field it needs cannot be read. */
export function readImportRow(
  columns: readonly string[],
  mapping: ImportMapping,
  dateOrder: ImportDateOrder,
  cells: readonly string[],
  source: ImportSource,
): ImportRowRead | { problem: ImportProblem } {
  const index = new Map(columns.map((column, at) => [column, at]));
  const cell = (column: string | undefined) =>
    column === undefined ? '' : (cells[index.get(column) ?? -1] ?? '').trim();
  const date = readImportDate(cell(mapping.date), dateOrder);
  if (date === null) return { problem: 'date-invalid' };
  const hours = readImportHours(cell(mapping.hours));
  if (hours === null || hours <= 0 || hours > MAX_HOURS_PER_DAY) return { problem: 'hours-invalid' };
  const email = cell(mapping.email).toLowerCase() || null;
  // Harvest names a person in two columns.
  const lastName =
    source === 'harvest' ? cell(columns.find((column) => headerKey(column) === 'last name')) : '';
  const person = [cell(mapping.person), lastName].filter(Boolean).join(' ') || null;
  if (email === null && person === null) return { problem: 'person-missing' };
  const project = cell(mapping.project);
  if (project === '') return { problem: 'project-missing' };
  const task = cell(mapping.task) || IMPORT_DEFAULT_TASK;
  const description = cell(mapping.description);
  if (
    project.length > MAX_NAME_LENGTH ||
    task.length > MAX_NAME_LENGTH ||
    description.length > MAX_TEXT_LENGTH
  ) {
    return { problem: 'text-too-long' };
  }
  const billable = mapping.billable === undefined ? null : readImportBillable(cell(mapping.billable));
  return { date, hours, email, person, project, task, description, billable };
}

/**
 * Numbers each row among the identical rows before it in the file, so that two identical rows are
 * two entries, and the same file imported again gives each row the same identity.
 */
export function importOccurrences(rows: readonly (readonly string[])[]): number[] {
  const seen = new Map<string, number>();
  return rows.map((cells) => {
    const key = JSON.stringify(cells);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return occurrence;
  });
}

/**
 * A file's rows cut into the batches the calls take: at most IMPORT_BATCH_ROWS rows, and few enough
 * that a batch's body stays within IMPORT_MAX_BODY_BYTES: a character counts as the most bytes
 * UTF-8 writes it with, and room is left for the columns and the rest of the body.
 */
export function importBatches<Row extends ImportRow>(rows: readonly Row[]): Row[][] {
  const budget = IMPORT_MAX_BODY_BYTES - 64 * 1024;
  const batches: Row[][] = [];
  let batch: Row[] = [];
  let size = 0;
  for (const row of rows) {
    const rowSize = 3 * JSON.stringify(row).length;
    if (batch.length > 0 && (batch.length === IMPORT_BATCH_ROWS || size + rowSize > budget)) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += rowSize;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
