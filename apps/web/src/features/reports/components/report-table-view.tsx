import { defineMessages } from '@portal/contract';
import { PageSizeControl, PaginationFooter, usePagination } from '../../../components/ui/pagination.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { REPORT_MESSAGES } from '../messages.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import {
  formatReportHours,
  groupingInText,
  groupingName,
  type ReportGroup,
  type ReportMoney,
  type ReportTable,
} from '../report-table.ts';

const messages = defineMessages({
  heading: {
    id: 'reports.table.heading',
    defaultMessage: '{first} / {second}',
    description:
      "The heading of a table's first column when it holds several groupings, each within the one before: applied once per further level.",
  },
  caption: { id: 'reports.table.caption', defaultMessage: 'Hours by {first}' },
  captionTwo: { id: 'reports.table.caption-two', defaultMessage: 'Hours by {first}, then by {second}' },
  captionThree: {
    id: 'reports.table.caption-three',
    defaultMessage: 'Hours by {first}, then by {second}, then by {third}',
  },
  billableHours: { id: 'reports.table.billable-hours', defaultMessage: 'Billable hours' },
  region: { id: 'reports.table.region', defaultMessage: 'Report table' },
  pages: { id: 'reports.table.pages', defaultMessage: 'Report' },
});

const MONEY_COLUMNS = ['billableAmount', 'cost', 'margin'] as const;

/**
 * A line's billing cells, when the report has money: its billable hours, billable amount, cost and
 * margin, the columns an invoice is made from.
 */
function MoneyCells({
  line,
  currency,
}: {
  line: { billableHours: number; money?: ReportMoney | undefined };
  currency: string | undefined;
}) {
  if (currency === undefined) return null;
  return (
    <>
      <td className={hoursCell}>{formatReportHours(line.billableHours)}</td>
      {MONEY_COLUMNS.map((column) => (
        <td key={column} className={hoursCell}>
          {formatMoney(line.money?.[column] ?? 0, currency)}
        </td>
      ))}
    </>
  );
}

const headCell = 'px-5 py-3 text-sm font-medium text-gray-600 dark:text-gray-400';
const labelCell = 'py-2.5 pe-3 text-start text-sm break-words';
const hoursCell = 'px-5 py-2.5 text-end text-sm tabular-nums';
const rowBorder = 'border-t border-gray-100 dark:border-gray-800';

/** How far a level's labels are indented: each level within the one before. */
const LEVEL_INDENT = ['ps-5', 'ps-10', 'ps-16'] as const;
/** The row of a group that holds others, by its level: the outermost stands out most. */
const GROUP_TONE = [
  'bg-gray-50 font-semibold text-gray-800 dark:bg-white/2 dark:text-white/90',
  'font-medium text-gray-800 dark:text-white/90',
] as const;
const LINE_TONE = 'text-gray-700 dark:text-gray-300';

/**
 * The report as a table: with several levels each group's row carries its subtotal and its rows sit
 * beneath it, indented; the total closes the table. A report with money (for a reader who may see it)
 * has its billable amount, cost and margin beside the hours. Groups are paged, a group never split
 * across pages.
 */
export function ReportTableView({ table }: { table: ReportTable }) {
  const page = usePagination(table.groups);
  const names = table.groupBy.map(groupingName);
  const inText = table.groupBy.map(groupingInText);
  const heading = names.reduce((outer, inner) => t(messages.heading, { first: outer, second: inner }));
  const [first = '', second = '', third = ''] = inText;
  const caption =
    inText.length === 1
      ? t(messages.caption, { first })
      : inText.length === 2
        ? t(messages.captionTwo, { first, second })
        : t(messages.captionThree, { first, second, third });

  return (
    <>
      <div className="mb-3 flex justify-end">
        <PageSizeControl id="report-page-size" size={page.size} onChange={page.setSize} />
      </div>
      {/* Focusable so that keyboard users can scroll the table on a narrow screen. */}
      <div
        role="region"
        aria-label={t(messages.region)}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
      >
        <table className="w-full min-w-[480px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 dark:border-gray-800">
            <tr>
              <th scope="col" className={`${headCell} text-start`}>
                {heading}
              </th>
              <th scope="col" className={`${headCell} w-40 text-end`}>
                {t(REPORT_MESSAGES.hours)}
              </th>
              {table.currency === undefined ? null : (
                <th scope="col" className={`${headCell} w-40 text-end`}>
                  {t(messages.billableHours)}
                </th>
              )}
              {table.currency === undefined
                ? null
                : MONEY_COLUMNS.map((column) => (
                    <th key={column} scope="col" className={`${headCell} w-40 text-end`}>
                      {t(REPORT_MESSAGES[column])}
                    </th>
                  ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((group) => (
              <GroupRows key={group.key.id} group={group} level={0} currency={table.currency} />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-200 font-semibold text-gray-800 dark:border-gray-700 dark:text-white/90">
            <tr>
              <th scope="row" className={`${labelCell} ps-5`}>
                {t(REPORT_MESSAGES.total)}
              </th>
              <td className={hoursCell}>{formatReportHours(table.totalHours)}</td>
              <MoneyCells
                line={{ billableHours: table.totalBillableHours, money: table.totalMoney }}
                currency={table.currency}
              />
            </tr>
          </tfoot>
        </table>
      </div>
      <PaginationFooter page={page} label={t(messages.pages)} onPageChange={page.setPage} />
    </>
  );
}

/** A group's row, then the rows of the groups within it, each level indented further. */
function GroupRows({
  group,
  level,
  currency,
}: {
  group: ReportGroup;
  level: number;
  currency: string | undefined;
}) {
  const holdsRows = group.rows.length > 0;
  return (
    <>
      <tr className={`${rowBorder} ${holdsRows ? (GROUP_TONE[level] ?? GROUP_TONE[1]) : LINE_TONE}`}>
        <th
          scope="row"
          className={`${labelCell} ${LEVEL_INDENT[level] ?? LEVEL_INDENT[2]} ${holdsRows ? '' : 'font-normal'}`}
        >
          {group.key.label}
        </th>
        <td className={hoursCell}>{formatReportHours(group.hours)}</td>
        <MoneyCells line={group} currency={currency} />
      </tr>
      {group.rows.map((row) => (
        <GroupRows key={row.key.id} group={row} level={level + 1} currency={currency} />
      ))}
    </>
  );
}
