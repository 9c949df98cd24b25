import { readFile } from 'node:fs/promises';
import escapeHtml from 'escape-html';
import {
  defineMessages,
  type DisplayLocale,
  isRightToLeft,
  type ReportGrouping,
  type ReportSchedule,
  reportPeriodLabel,
  type ReportSummaryAnswer,
} from '@portal/contract';
import {
  buildReportExportTable,
  buildReportTable,
  ENGLISH_STYLE,
  type ExportStyle,
  type ExportTable,
  tableCsv,
} from '@portal/export';
import { needsEmbeddedFont, type PdfFonts, tablePdf } from '@portal/export/pdf';
import { PDF_FONT_FILES } from '@portal/export/pdf-fonts';
import { intlFor } from '../../i18n/messages.ts';
import type { EmailContent } from '../notifications/notifications.email.ts';
import type { EmailAttachment } from '../notifications/notifications.service.ts';
import type { SchedulePeriod } from './saved-reports.schedule.ts';

const GROUPING_NAMES = defineMessages({
  user: { id: 'email.saved-report.grouping.user', defaultMessage: 'User' },
  project: { id: 'email.saved-report.grouping.project', defaultMessage: 'Project' },
  task: { id: 'email.saved-report.grouping.task', defaultMessage: 'Task' },
  day: { id: 'email.saved-report.grouping.day', defaultMessage: 'Day' },
  week: { id: 'email.saved-report.grouping.week', defaultMessage: 'Week' },
  month: { id: 'email.saved-report.grouping.month', defaultMessage: 'Month' },
  client: { id: 'email.saved-report.grouping.client', defaultMessage: 'Client' },
});

const messages = defineMessages({
  title: { id: 'email.saved-report.title', defaultMessage: 'Timesheet Report' },
  period: {
    id: 'email.saved-report.period',
    defaultMessage: 'Period: {from} to {to}',
    description: 'Under the title of a scheduled report; both days as yyyy-MM-dd.',
  },
  groupedBy: { id: 'email.saved-report.grouped-by', defaultMessage: 'Grouped by: {groupings}' },
  then: {
    id: 'email.saved-report.then',
    defaultMessage: '{first}, then {second}',
    description: 'Two groupings of a report, the second within the first.',
  },
  hours: { id: 'email.saved-report.hours', defaultMessage: 'Hours' },
  billableHours: { id: 'email.saved-report.billable-hours', defaultMessage: 'Billable hours' },
  noClient: {
    id: 'email.saved-report.no-client',
    defaultMessage: 'No client',
    description: 'The group of time on projects that belong to no client.',
  },
  billableAmount: {
    id: 'email.saved-report.billable-amount',
    defaultMessage: 'Billable amount ({currency})',
  },
  cost: { id: 'email.saved-report.cost', defaultMessage: 'Cost ({currency})' },
  margin: { id: 'email.saved-report.margin', defaultMessage: 'Margin ({currency})' },
  subtotal: {
    id: 'email.saved-report.subtotal',
    defaultMessage: '{name} Total',
    description: "A group's subtotal: the group, such as a project or a person, then the word for total.",
  },
  total: { id: 'email.saved-report.total', defaultMessage: 'Total' },
  taskOfProject: {
    id: 'email.saved-report.task-of-project',
    defaultMessage: '{task} ({project})',
    description: 'A task named with its project, where other projects have a task of the same name.',
  },
  pageFooter: {
    id: 'email.saved-report.page',
    defaultMessage: 'Page {page} of {count}',
    description: "The foot of each page of a report's PDF: the page's number and how many there are.",
  },
  subject: {
    id: 'email.saved-report.subject',
    defaultMessage: '{name}: {from} to {to}',
    description: 'The subject of a scheduled report: its name, then its period, both days as yyyy-MM-dd.',
  },
  attached: {
    id: 'email.saved-report.attached',
    defaultMessage: 'The report "{name}" of {from} to {to} is attached.',
    description: 'The first line of a scheduled report email; both days as yyyy-MM-dd.',
  },
  openAt: {
    id: 'email.saved-report.open-at',
    defaultMessage: 'Open it in the timesheet portal: {url}',
    description: 'The last line of a plain-text email; url is the address of the report.',
  },
  openLink: { id: 'email.saved-report.open-link', defaultMessage: 'Open it in the timesheet portal' },
});

/** Numbers as the portal writes them in each language: Arabic keeps Latin digits. */
const formattingLocale = (locale: DisplayLocale) =>
  locale === 'ar' ? 'ar-u-nu-latn' : intlFor(locale).locale;

/** A report's answer as the table a file writes, worded in `locale`. */
export function reportExportTable(
  answer: ReportSummaryAnswer,
  groupBy: ReportGrouping[],
  period: SchedulePeriod,
  locale: DisplayLocale,
): ExportTable {
  const intl = intlFor(locale);
  const grouping = (by: ReportGrouping) => intl.formatMessage(GROUPING_NAMES[by]);
  const table = buildReportTable(
    answer.rows,
    groupBy,
    {
      period: (by, key) => reportPeriodLabel(by, key, formattingLocale(locale)),
      taskOfProject: (task, project) => intl.formatMessage(messages.taskOfProject, { task, project }),
      noClient: intl.formatMessage(messages.noClient),
    },
    new Map(),
    answer.currency,
  );
  const [first, second] = groupBy.map(grouping);
  const details = [
    intl.formatMessage(messages.period, { from: period.from, to: period.to }),
    intl.formatMessage(messages.groupedBy, {
      groupings: second === undefined ? (first ?? '') : intl.formatMessage(messages.then, { first, second }),
    }),
  ];
  return buildReportExportTable(table, details, {
    title: intl.formatMessage(messages.title),
    grouping,
    hours: intl.formatMessage(messages.hours),
    billableHours: intl.formatMessage(messages.billableHours),
    money: (column, currency) => intl.formatMessage(messages[column], { currency }),
    subtotal: (name) => intl.formatMessage(messages.subtotal, { name }),
    total: intl.formatMessage(messages.total),
  });
}

let fonts: Promise<PdfFonts> | undefined;
/** The fonts for a PDF in a language the standard fonts cannot draw, read once. */
const pdfFonts = () =>
  (fonts ??= Promise.all([readFile(PDF_FONT_FILES.normal), readFile(PDF_FONT_FILES.bold)]).then(
    ([normal, bold]) => ({ normal: normal.toString('binary'), bold: bold.toString('binary') }),
  ));

/** The table as the schedule's file, named for its period. */
export async function reportFile(
  table: ExportTable,
  format: ReportSchedule['format'],
  period: SchedulePeriod,
  locale: DisplayLocale,
): Promise<EmailAttachment> {
  const filename = `timesheet-report-${period.from}-${period.to}.${format}`;
  if (format === 'csv') {
    return {
      filename,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(tableCsv(table).join(''), 'utf8'),
    };
  }
  const style: ExportStyle = {
    ...ENGLISH_STYLE,
    locale: formattingLocale(locale),
    rtl: isRightToLeft(locale),
    pageFooter: intlFor(locale).formatMessage(messages.pageFooter, { page: '{page}', count: '{count}' }),
  };
  const blob = needsEmbeddedFont(table, style)
    ? tablePdf(table, undefined, style, await pdfFonts())
    : tablePdf(table, undefined, style);
  return { filename, contentType: 'application/pdf', content: Buffer.from(await blob.arrayBuffer()) };
}

/** The email a scheduled report comes in, in its recipient's language, with a link to the report. */
export function renderReportEmail(
  name: string,
  state: string,
  period: SchedulePeriod,
  publicUrl: string,
  locale: DisplayLocale,
): EmailContent {
  const intl = intlFor(locale);
  const url = `${publicUrl}/reports?${state}`;
  const values = { name, from: period.from, to: period.to };
  const line = intl.formatMessage(messages.attached, values);
  const written = intl.locale;
  const attributes =
    written === 'en' ? '' : ` lang="${escapeHtml(written)}"${isRightToLeft(locale) ? ' dir="rtl"' : ''}`;
  return {
    subject: intl.formatMessage(messages.subject, values),
    text: `${line}\n\n${intl.formatMessage(messages.openAt, { url })}\n`,
    html:
      `<!doctype html><html${attributes}><body style="font-family:sans-serif">` +
      `<p>${escapeHtml(line)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(intl.formatMessage(messages.openLink))}</a></p></body></html>`,
  };
}
