import { MAX_WORKING_TIME_PERIOD_DAYS, defineMessages, type Role } from '@portal/contract';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageSizeControl, PaginationFooter, usePagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ExportButtons } from '../../../lib/export/export-buttons.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { canManage, readSession } from '../../../lib/session.ts';
import { useReportUsers } from '../api/get-report-users.ts';
import { useWorkingTimeReport, type WorkingTimeReportRequest } from '../api/get-working-time-report.ts';
import { REPORT_MESSAGES } from '../messages.ts';
import { periodProblem, rangeLabel, type Period } from '../periods.ts';
import type { ReportState } from '../report-state.ts';
import {
  closedMark,
  figureCells,
  reportMonth,
  reportablePeople,
  workingTimeDetails,
  workingTimeExportTable,
  workingTimeFileStem,
  workingTimePeople,
  workingTimeColumns,
  workingTimeTotal,
  type WorkingTimePerson,
} from '../working-time-report.ts';
import { FilterMenu } from './filter-menu.tsx';
import { PeriodPicker } from './period-picker.tsx';

const messages = defineMessages({
  empty: {
    id: 'reports.working-time.empty',
    defaultMessage: 'There is no working time for the selected period.',
  },
  people: { id: 'reports.working-time.filter', defaultMessage: 'People' },
  findPeople: { id: 'reports.working-time.find-people', defaultMessage: 'Find people' },
  clearPeople: { id: 'reports.working-time.clear-people', defaultMessage: 'Clear people' },
  own: { id: 'reports.working-time.own', defaultMessage: 'Your own working time.' },
  summary: {
    id: 'reports.working-time.summary',
    defaultMessage: 'working time of {count, plural, one {# person} other {# people}}',
    description: "Beside the report's period, after a dot: how many people the report covers.",
  },
  region: { id: 'reports.working-time.region', defaultMessage: 'Working time report' },
  caption: {
    id: 'reports.working-time.caption',
    defaultMessage: 'Working time by person and month; hours, and vacation and sick days, with two decimals',
  },
  pages: { id: 'reports.working-time.pages', defaultMessage: 'People' },
});

const headCell = 'px-3 py-3 text-sm font-medium text-gray-600 dark:text-gray-400';
const textCell = 'px-3 py-2.5 text-start text-sm break-words';
const figureCell = 'px-3 py-2.5 text-end text-sm tabular-nums whitespace-nowrap';
const rowBorder = 'border-t border-gray-100 dark:border-gray-800';

/** A figure as the table writes it: two decimals, a minus sign when negative; `|| 0` writes -0 as 0. */
const formatFigure = (value: number) =>
  formatNumber(value || 0, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * The payroll report: for each person and month of the period, the hours expected, worked and
 * credited, the balance and the balance at the month's end, vacation taken and left, sick days and
 * whether the month is closed, with each person's total and everyone's. Managers and Admins report
 * on everyone they may see, or the people they choose; a User on themselves. It exports as shown.
 */
export function WorkingTimeReportView({
  role,
  state,
  period,
  onChange,
}: {
  role: Role;
  state: ReportState;
  /** The days the chosen period covers. */
  period: Period;
  onChange: (change: Partial<ReportState>) => void;
}) {
  const isManager = canManage(role);
  const problem = periodProblem(period, MAX_WORKING_TIME_PERIOD_DAYS);
  const users = useReportUsers(isManager);
  const choices = useMemo(() => {
    const userId = readSession()?.userId;
    if (!userId || !users.data) return [];
    return reportablePeople(users.data, { userId, role }).map((user) => ({
      value: user.id,
      label: user.active ? user.name : t(REPORT_MESSAGES.deactivated, { name: user.name }),
    }));
  }, [users.data, role]);
  // People deleted since a report was bookmarked are left out of it.
  const chosen = users.isSuccess
    ? state.userIds.filter((id) => choices.some((choice) => choice.value === id))
    : state.userIds;
  const ready = problem === null && (!isManager || !users.isPending);
  const request: WorkingTimeReportRequest | null = ready
    ? { from: period.from, to: period.to, ...(isManager && chosen.length > 0 ? { userIds: chosen } : {}) }
    : null;
  const report = useWorkingTimeReport(request);
  const shown = report.data;
  const people = useMemo(() => (shown ? workingTimePeople(shown.answer.rows) : []), [shown]);
  const exportable = shown && people.length > 0 && !report.isPlaceholderData ? shown.request : null;
  const chosenNames = () => {
    const labels = new Map(choices.map((choice) => [choice.value, choice.label]));
    return exportable?.userIds ? exportable.userIds.map((id) => labels.get(id) ?? id) : null;
  };

  const body = () => {
    if (problem) return null;
    if (report.isPending) return <Spinner label={t(REPORT_MESSAGES.loading)} className="py-16" />;
    if (report.isError) {
      return (
        <div className="rounded-2xl border border-gray-200 px-6 py-12 text-center dark:border-gray-800">
          <p className="font-medium text-gray-800 dark:text-white/90">{t(REPORT_MESSAGES.failed)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void report.refetch()}>
            {t(REPORT_MESSAGES.retry)}
          </Button>
        </div>
      );
    }
    if (people.length === 0) {
      return <Notice title={t(REPORT_MESSAGES.empty)} text={t(messages.empty)} />;
    }
    return (
      <div aria-busy={report.isPlaceholderData} className={report.isPlaceholderData ? 'opacity-60' : ''}>
        {/* Keyed by the request, so that a new report starts on its first page. */}
        <WorkingTimeTable key={JSON.stringify(shown?.request)} people={people} />
      </div>
    );
  };

  return (
    <>
      <div className="mb-6 space-y-5 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3">
        <PeriodPicker
          choice={state.period}
          period={period}
          maxDays={MAX_WORKING_TIME_PERIOD_DAYS}
          onChange={(choice) => onChange({ period: choice })}
        />
        {isManager ? (
          // Nobody chosen reports on everyone the viewer may see.
          <FilterMenu
            label={t(messages.people)}
            findLabel={t(messages.findPeople)}
            clearLabel={t(messages.clearPeople)}
            options={choices}
            chosen={state.userIds}
            onChange={(userIds) => onChange({ userIds })}
          />
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t(messages.own)}</p>
        )}
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h2 aria-live="polite" className="text-lg font-semibold text-gray-800 dark:text-white/90">
          {/* Each part reads in its own direction: dates and a sentence of a language may differ. */}
          <bdi>{rangeLabel(period)}</bdi>
          {shown && !problem ? (
            <span className="ms-2 font-normal text-gray-600 dark:text-gray-400">
              · <bdi>{t(messages.summary, { count: people.length })}</bdi>
            </span>
          ) : null}
        </h2>
        <ExportButtons
          stem={workingTimeFileStem(exportable ?? period)}
          disabled={!exportable}
          makeTable={() => {
            if (!exportable) throw new Error('Nothing to export');
            return workingTimeExportTable(people, workingTimeDetails(exportable, chosenNames()));
          }}
        />
      </div>
      {body()}
    </>
  );
}

/** The report's rows, a page of people at a time, and everyone's total at the foot. */
function WorkingTimeTable({ people }: { people: readonly WorkingTimePerson[] }) {
  const page = usePagination(people);
  const total = useMemo(() => workingTimeTotal(people), [people]);

  return (
    <>
      <div className="mb-3 flex justify-end">
        <PageSizeControl id="working-time-page-size" size={page.size} onChange={page.setSize} />
      </div>
      {/* Focusable so that keyboard users can scroll the table on a narrow screen. */}
      <div
        role="region"
        aria-label={t(messages.region)}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
      >
        <table className="w-full min-w-[1100px]">
          <caption className="sr-only">{t(messages.caption)}</caption>
          <thead className="border-b border-gray-200 dark:border-gray-800">
            <tr>
              {workingTimeColumns().map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`${headCell} ${column.kind === 'hours' ? 'text-end' : 'text-start'}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((person) => (
              <PersonRows key={person.userId} person={person} />
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-200 font-semibold text-gray-800 dark:border-gray-700 dark:text-white/90">
            <tr>
              <th scope="row" className={textCell}>
                {t(REPORT_MESSAGES.total)}
              </th>
              <td className={textCell} />
              {figureCells(total).map((value, index) => (
                <td key={index} className={figureCell}>
                  {formatFigure(value)}
                </td>
              ))}
              <td className={textCell} />
            </tr>
          </tfoot>
        </table>
      </div>
      <PaginationFooter page={page} label={t(messages.pages)} onPageChange={page.setPage} />
    </>
  );
}

function PersonRows({ person }: { person: WorkingTimePerson }) {
  return (
    <>
      {person.rows.map((row) => (
        <tr key={row.month} className={`${rowBorder} text-gray-700 dark:text-gray-300`}>
          <th scope="row" className={`${textCell} font-normal text-gray-800 dark:text-white/90`}>
            {person.userName}
          </th>
          <td className={textCell}>{reportMonth(row.month)}</td>
          {figureCells(row).map((value, index) => (
            <td key={index} className={figureCell}>
              {formatFigure(value)}
            </td>
          ))}
          <td className={textCell}>{closedMark(row.closed)}</td>
        </tr>
      ))}
      <tr
        className={`${rowBorder} bg-gray-50 font-semibold text-gray-800 dark:bg-white/2 dark:text-white/90`}
      >
        <th scope="row" className={textCell}>
          {t(REPORT_MESSAGES.subtotal, { name: person.userName })}
        </th>
        <td className={textCell} />
        {figureCells(person.total).map((value, index) => (
          <td key={index} className={figureCell}>
            {formatFigure(value)}
          </td>
        ))}
        <td className={textCell} />
      </tr>
    </>
  );
}
