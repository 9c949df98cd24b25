import { PageSizeControl, PaginationFooter, usePagination } from '../../../components/ui/pagination.tsx';
import { GROUPING_LABELS, formatReportHours, type ReportTable } from '../report-table.ts';

const headCell = 'px-5 py-3 text-sm font-medium text-gray-600 dark:text-gray-400';
const labelCell = 'py-2.5 pe-3 text-start text-sm break-words';
const hoursCell = 'px-5 py-2.5 text-end text-sm tabular-nums';
const rowBorder = 'border-t border-gray-100 dark:border-gray-800';

/**
 * The report as a table: with two levels each group's row carries its subtotal and its rows sit
 * beneath it; the total closes the table. Groups are paged, a group never split across pages.
 */
export function ReportTableView({ table }: { table: ReportTable }) {
  const page = usePagination(table.groups);
  const heading = table.groupBy.map((by) => GROUPING_LABELS[by]).join(' / ');
  const twoLevels = table.groupBy.length > 1;

  return (
    <>
      <div className="mb-3 flex justify-end">
        <PageSizeControl id="report-page-size" size={page.size} onChange={page.setSize} />
      </div>
      {/* Focusable so that keyboard users can scroll the table on a narrow screen. */}
      <div
        role="region"
        aria-label="Report table"
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
      >
        <table className="w-full min-w-[480px]">
          <caption className="sr-only">Hours by {heading.toLowerCase().replace(' / ', ', then by ')}</caption>
          <thead className="border-b border-gray-200 dark:border-gray-800">
            <tr>
              <th scope="col" className={`${headCell} text-start`}>
                {heading}
              </th>
              <th scope="col" className={`${headCell} w-40 text-end`}>
                Hours
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((group) =>
              twoLevels ? (
                <GroupRows key={group.key.id} group={group} />
              ) : (
                <tr key={group.key.id} className={`${rowBorder} text-gray-800 dark:text-white/90`}>
                  <th scope="row" className={`${labelCell} ps-5 font-normal`}>
                    {group.key.label}
                  </th>
                  <td className={hoursCell}>{formatReportHours(group.hours)}</td>
                </tr>
              ),
            )}
          </tbody>
          <tfoot className="border-t-2 border-gray-200 font-semibold text-gray-800 dark:border-gray-700 dark:text-white/90">
            <tr>
              <th scope="row" className={`${labelCell} ps-5`}>
                Total
              </th>
              <td className={hoursCell}>{formatReportHours(table.totalHours)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <PaginationFooter page={page} label="Report" onPageChange={page.setPage} />
    </>
  );
}

function GroupRows({ group }: { group: ReportTable['groups'][number] }) {
  return (
    <>
      <tr
        className={`${rowBorder} bg-gray-50 font-semibold text-gray-800 dark:bg-white/2 dark:text-white/90`}
      >
        <th scope="row" className={`${labelCell} ps-5`}>
          {group.key.label}
        </th>
        <td className={hoursCell}>{formatReportHours(group.hours)}</td>
      </tr>
      {group.rows.map((line) => (
        <tr key={line.key.id} className={`${rowBorder} text-gray-700 dark:text-gray-300`}>
          <th scope="row" className={`${labelCell} ps-10 font-normal`}>
            {line.key.label}
          </th>
          <td className={hoursCell}>{formatReportHours(line.hours)}</td>
        </tr>
      ))}
    </>
  );
}
