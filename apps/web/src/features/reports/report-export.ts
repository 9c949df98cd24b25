import { defineMessages } from '@portal/contract';
// Names beyond those listed are counted with an ICU plural, which the full formatter reads.
import '../../lib/i18n/icu-formatter.ts';
import { t } from '../../lib/i18n/intl.ts';
import { buildReportExportTable, type ExportTable } from '@portal/export';
import { REPORT_MESSAGES } from './messages.ts';
import type { Period } from './periods.ts';
import { groupingName, groupingsText, type ReportTable } from './report-table.ts';

const messages = defineMessages({
  title: { id: 'reports.export.title', defaultMessage: 'Timesheet Report' },
  period: {
    id: 'reports.export.period',
    defaultMessage: 'Period: {from} to {to}',
    description: 'Under the title of an export; both days as yyyy-MM-dd.',
  },
  groupedBy: { id: 'reports.export.grouped-by', defaultMessage: 'Grouped by: {groupings}' },
  filter: {
    id: 'reports.export.filter',
    defaultMessage: '{filter}: {names}',
    description: 'A filter set, under the title of an export: the filter, then what it lets through.',
  },
  noFilters: { id: 'reports.export.no-filters', defaultMessage: 'Filters: none' },
  hours: { id: 'reports.export.hours', defaultMessage: 'Hours' },
  billableHours: { id: 'reports.export.billable-hours', defaultMessage: 'Billable hours' },
  billableAmount: {
    id: 'reports.export.billable-amount',
    defaultMessage: 'Billable amount ({currency})',
  },
  cost: { id: 'reports.export.cost', defaultMessage: 'Cost ({currency})' },
  margin: { id: 'reports.export.margin', defaultMessage: 'Margin ({currency})' },
  namesAndMore: {
    id: 'reports.export.names-and-more',
    defaultMessage: '{names} and {count, plural, other {# more}}',
    description: 'The first names a filter lets through, then how many more it does.',
  },
});

/** Names a filter lists in full; beyond them it says how many more. */
const NAMES_LISTED = 10;

/** A filter as the export describes it: its name and the names of what it lets through. */
export interface FilterDescription {
  label: string;
  names: string[];
}

/** Names listed in full up to `NAMES_LISTED`, then how many more: 'Ada, Bob and 2 more'. */
export const listNames = (names: readonly string[]): string =>
  names.length > NAMES_LISTED
    ? t(messages.namesAndMore, {
        names: names.slice(0, NAMES_LISTED).join(', '),
        count: names.length - NAMES_LISTED,
      })
    : names.join(', ');

/** The line under an export's title that says its period: 'Period: 2026-11-01 to 2026-11-30'. */
export const periodDetail = (period: Period): string =>
  t(messages.period, { from: period.from, to: period.to });

/** The lines under an export's title: the period, the grouping and each filter that is set. */
export function reportDetails(
  period: Period,
  table: ReportTable,
  filters: readonly FilterDescription[],
): string[] {
  const set = filters.filter((filter) => filter.names.length > 0);
  return [
    periodDetail(period),
    t(messages.groupedBy, { groupings: groupingsText(table.groupBy, groupingName) }),
    ...(set.length > 0
      ? set.map((filter) => t(messages.filter, { filter: filter.label, names: listNames(filter.names) }))
      : [t(messages.noFilters)]),
  ];
}

/** The file name of a report's export, before the format: timesheet-report-2026-11-01-2026-11-30. */
export const reportFileStem = (period: Period) => `timesheet-report-${period.from}-${period.to}`;

/** The report's table as exported (see buildReportExportTable), worded in the language shown. */
export const reportExportTable = (table: ReportTable, details: string[]): ExportTable =>
  buildReportExportTable(table, details, {
    title: t(messages.title),
    grouping: groupingName,
    hours: t(messages.hours),
    billableHours: t(messages.billableHours),
    money: (column, currency) => t(messages[column], { currency }),
    subtotal: (name) => t(REPORT_MESSAGES.subtotal, { name }),
    total: t(REPORT_MESSAGES.total),
  });
