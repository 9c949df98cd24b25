import { HOURS_PRECISION, defineMessages } from '@portal/contract';
import { formatDay } from '../i18n/format.ts';
import { t } from '../i18n/intl.ts';
import type { ExportTable } from '@portal/export';

const messages = defineMessages({
  day: {
    id: 'export.week.day',
    defaultMessage: '{weekday} {date}',
    description: "A day's column of an exported week: its short weekday name, then its date as yyyy-MM-dd.",
  },
  week: {
    id: 'export.week.detail',
    defaultMessage: 'Week: {from} to {to}',
    description: 'Under the title of an exported week; both days as yyyy-MM-dd.',
  },
  total: { id: 'export.week.total', defaultMessage: 'Total' },
});

/** One row of a weekly grid as exported: its labels (user, project, task, ...), hours per day and total. */
export interface WeekLine {
  labels: readonly string[];
  days: readonly number[];
  total: number;
}

export interface WeekExport {
  title: string;
  details: string[];
  /** The heading of each label column: ['User', 'Status', 'Project', 'Task']. */
  labelHeaders: readonly string[];
  /** The week's dates, Sunday first. */
  days: readonly string[];
  lines: readonly WeekLine[];
}

/** A day's column heading in an export: 'Sun 2026-11-22', so that a spreadsheet keeps the date. */
export const exportDayHeader = (date: string): string =>
  t(messages.day, { weekday: formatDay(date, { weekday: 'short' }), date });

/** The lines under an export's title for a week: 'Week: 2026-11-22 to 2026-11-28'. */
export const weekDetail = (days: readonly string[]): string =>
  t(messages.week, { from: days[0] ?? '', to: days.at(-1) ?? '' });

/**
 * A weekly grid as an export table: the label columns, a column per day and Total, one row per line,
 * then the totals of every day and of the week, added in hundredths so that they are exact.
 */
export function weekExportTable({ title, details, labelHeaders, days, lines }: WeekExport): ExportTable {
  const dayTotals = days.map(() => 0);
  let weekTotal = 0;
  const total = t(messages.total);
  for (const line of lines) {
    line.days.forEach((hours, day) => {
      dayTotals[day]! += Math.round(hours * HOURS_PRECISION);
    });
    weekTotal += Math.round(line.total * HOURS_PRECISION);
  }
  return {
    title,
    details,
    columns: [
      ...labelHeaders.map((header) => ({ header, kind: 'text' as const })),
      ...days.map((date) => ({ header: exportDayHeader(date), kind: 'hours' as const })),
      { header: total, kind: 'hours' },
    ],
    rows: lines.map((line) => ({ cells: [...line.labels, ...line.days, line.total] })),
    total: [
      total,
      ...labelHeaders.slice(1).map(() => ''),
      ...dayTotals.map((centihours) => centihours / HOURS_PRECISION),
      weekTotal / HOURS_PRECISION,
    ],
  };
}
