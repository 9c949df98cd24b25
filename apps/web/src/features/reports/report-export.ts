import type { ExportColumn, ExportRow, ExportTable } from '../../lib/export/table.ts';
import type { Period } from './periods.ts';
import { GROUPING_LABELS, type ReportTable } from './report-table.ts';

export const REPORT_TITLE = 'Timesheet Report';

/** Names a filter lists in full; beyond them it says how many more. */
const NAMES_LISTED = 10;

/** A filter as the export describes it: its name and the names of what it lets through. */
export interface FilterDescription {
  label: string;
  names: string[];
}

const listNames = (names: readonly string[]) =>
  names.length > NAMES_LISTED
    ? `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`
    : names.join(', ');

/** The lines under an export's title: the period, the grouping and each filter that is set. */
export function reportDetails(
  period: Period,
  table: ReportTable,
  filters: readonly FilterDescription[],
): string[] {
  const set = filters.filter((filter) => filter.names.length > 0);
  return [
    `Period: ${period.from} to ${period.to}`,
    `Grouped by: ${table.groupBy.map((by) => GROUPING_LABELS[by]).join(', then ')}`,
    ...(set.length > 0
      ? set.map((filter) => `${filter.label}: ${listNames(filter.names)}`)
      : ['Filters: none']),
  ];
}

/** The file name of a report's export, before the format: timesheet-report-2026-11-01-2026-11-30. */
export const reportFileStem = (period: Period) => `timesheet-report-${period.from}-${period.to}`;

/**
 * The report's table as exported: a column per grouping level and Hours. With two levels each
 * group's rows are followed by its subtotal, '<group> Total', as a spreadsheet's own subtotals are
 * written; the last row is the total.
 */
export function reportExportTable(table: ReportTable, details: string[]): ExportTable {
  const columns: ExportColumn[] = [
    ...table.groupBy.map((by) => ({ header: GROUPING_LABELS[by], kind: 'text' as const })),
    { header: 'Hours', kind: 'hours' },
  ];
  const rows: ExportRow[] = [];
  const twoLevels = table.groupBy.length > 1;
  for (const group of table.groups) {
    if (!twoLevels) {
      rows.push({ cells: [group.key.label, group.hours] });
      continue;
    }
    for (const line of group.rows) rows.push({ cells: [group.key.label, line.key.label, line.hours] });
    rows.push({ cells: [`${group.key.label} Total`, '', group.hours], isSubtotal: true });
  }
  return {
    title: REPORT_TITLE,
    details,
    columns,
    rows,
    total: twoLevels ? ['Total', '', table.totalHours] : ['Total', table.totalHours],
  };
}
