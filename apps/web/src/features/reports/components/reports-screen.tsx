import { WEEK_STATUSES, defineMessages, type ReportFilters, type Role } from '@portal/contract';
import { useMemo, useState } from 'react';
import { Notice } from '../../../components/ui/notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { SelectOption } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { weekStatusName } from '../../../components/week/week-status-badge.tsx';
import { today } from '../../../lib/dates.ts';
import { ExportButtons } from '../../../lib/export/export-buttons.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useAllProjects } from '../../../lib/queries/get-all-projects.ts';
import { useAllTasks } from '../../../lib/queries/get-all-tasks.ts';
import { canManage } from '../../../lib/session.ts';
import { useReportSummary, type ReportRequest } from '../api/get-report-summary.ts';
import { useReportUsers } from '../api/get-report-users.ts';
import { isTimeStep, shareSlices, timeBars, timeStepOf, type ShareMeasure } from '../chart-data.ts';
import { useReportState } from '../hooks/use-report-state.ts';
import { REPORT_MESSAGES } from '../messages.ts';
import { periodProblem, presetPeriod, rangeLabel, type Period } from '../periods.ts';
import { reportDetails, reportExportTable, reportFileStem } from '../report-export.ts';
import {
  REPORT_KINDS,
  defaultReportState,
  type BillableChoice,
  type ReportKind,
  type ReportState,
} from '../report-state.ts';
import { useClients } from '../../../lib/queries/get-clients.ts';
import { formatReportHours, groupingInText, groupingsText, reportTable } from '../report-table.ts';
import { BILLABLE_NAMES, ReportControls, type ReportFilter } from './report-controls.tsx';
import { pillClass } from './period-picker.tsx';
import { HoursOverTimeChart, ShareOfHoursChart } from './report-charts.tsx';
import { ReportTableView } from './report-table-view.tsx';
import { BudgetsTable } from './budgets-table.tsx';
import { WorkingTimeReportView } from './working-time-report-view.tsx';

const messages = defineMessages({
  report: { id: 'reports.kind.legend', defaultMessage: 'Report' },
  hours: { id: 'reports.kind.hours', defaultMessage: 'Hours' },
  workingTime: { id: 'reports.kind.working-time', defaultMessage: 'Working time' },
  users: { id: 'reports.filter.users', defaultMessage: 'Users' },
  findUsers: { id: 'reports.filter.find-users', defaultMessage: 'Find users' },
  clearUsers: { id: 'reports.filter.clear-users', defaultMessage: 'Clear users' },
  projects: { id: 'reports.filter.projects', defaultMessage: 'Projects' },
  findProjects: { id: 'reports.filter.find-projects', defaultMessage: 'Find projects' },
  clearProjects: { id: 'reports.filter.clear-projects', defaultMessage: 'Clear projects' },
  tasks: { id: 'reports.filter.tasks', defaultMessage: 'Tasks' },
  findTasks: { id: 'reports.filter.find-tasks', defaultMessage: 'Find tasks' },
  clearTasks: { id: 'reports.filter.clear-tasks', defaultMessage: 'Clear tasks' },
  clients: { id: 'reports.filter.clients', defaultMessage: 'Clients' },
  findClients: { id: 'reports.filter.find-clients', defaultMessage: 'Find clients' },
  clearClients: { id: 'reports.filter.clear-clients', defaultMessage: 'Clear clients' },
  billable: { id: 'reports.filter.billable', defaultMessage: 'Billable' },
  weekStatus: { id: 'reports.filter.week-status', defaultMessage: 'Week status' },
  findWeekStatus: { id: 'reports.filter.find-week-status', defaultMessage: 'Find week status' },
  clearWeekStatus: { id: 'reports.filter.clear-week-status', defaultMessage: 'Clear week status' },
  emptyText: {
    id: 'reports.hours.empty-text',
    defaultMessage: 'There are no timesheet entries for the selected period.',
  },
  loadingChart: { id: 'reports.chart.loading', defaultMessage: 'Loading chart' },
  summary: {
    id: 'reports.hours.summary',
    defaultMessage: '{hours} hours by {groupings}',
    description: "The report's total beside its period: 12.50 hours by project, then user.",
  },
});
/** Managers and Admins most often ask who worked on what; a User, what they worked on. */
const MANAGER_DEFAULTS = defaultReportState(['project', 'user']);
const USER_DEFAULTS = defaultReportState(['project', 'task']);

/** The ids of `chosen` that `known` holds; all of them until the choices have come. */
const knownOf = (chosen: readonly string[], known: ReadonlySet<string> | null) =>
  known ? chosen.filter((id) => known.has(id)) : [...chosen];

type ListFilter = Exclude<keyof ReportFilters, 'billable'>;

/** A filter of the request, left out when nothing is chosen: the contract takes no empty list. */
function requestFilters(
  lists: Record<ListFilter, readonly string[]>,
  billable: BillableChoice,
): ReportFilters | undefined {
  const filters: Record<string, unknown> = {};
  for (const [name, ids] of Object.entries(lists)) if (ids.length > 0) filters[name] = [...ids];
  if (billable !== 'all') filters.billable = billable === 'billable';
  return Object.keys(filters).length > 0 ? (filters as ReportFilters) : undefined;
}

function periodOf(state: ReportState): Period {
  return state.period.preset === 'custom' ? state.period : presetPeriod(state.period.preset, today());
}

const REPORT_NAMES = { hours: messages.hours, 'working-time': messages.workingTime } satisfies Record<
  ReportKind,
  unknown
>;

/**
 * The Reports screen: the hours report, or the working-time report that payroll takes, of the
 * period and people chosen, both kept in the address.
 */
export function ReportsScreen({ role }: { role: Role }) {
  const [state, update] = useReportState(canManage(role) ? MANAGER_DEFAULTS : USER_DEFAULTS);
  const period = periodOf(state);
  return (
    <>
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
          {t(messages.report)}
        </legend>
        <div className="flex flex-wrap gap-2">
          {REPORT_KINDS.map((kind) => (
            <label key={kind} className={pillClass}>
              <input
                type="radio"
                name="report-kind"
                value={kind}
                checked={state.report === kind}
                onChange={() => update({ report: kind })}
                className="sr-only"
              />
              {t(REPORT_NAMES[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      {state.report === 'working-time' ? (
        <WorkingTimeReportView role={role} state={state} period={period} onChange={update} />
      ) : (
        <HoursReport role={role} state={state} period={period} update={update} />
      )}
    </>
  );
}

/**
 * The hours of any period, grouped up to three levels deep, filtered, charted and tabled, and
 * exported as the table shows them. Managers and Admins report on everyone; a User on their own
 * time, so they get no users filter.
 */
function HoursReport({
  role,
  state,
  period,
  update,
}: {
  role: Role;
  state: ReportState;
  period: Period;
  update: (change: Partial<ReportState>) => void;
}) {
  const isManager = canManage(role);
  const problem = periodProblem(period);
  const projects = useAllProjects();
  const tasks = useAllTasks();
  const users = useReportUsers(isManager);
  const clients = useClients({ enabled: isManager });

  const choices = useMemo(() => {
    const projectNames = new Map((projects.data ?? []).map((project) => [project.id, project.name]));
    const chosenProjects = new Set(state.projectIds);
    const taskList = (tasks.data ?? []).filter(
      (task) => chosenProjects.size === 0 || chosenProjects.has(task.projectId),
    );
    const titleCounts = new Map<string, number>();
    for (const task of taskList) titleCounts.set(task.title, (titleCounts.get(task.title) ?? 0) + 1);
    return {
      users: (users.data ?? []).map((user) => ({
        value: user.id,
        label: user.active ? user.name : t(REPORT_MESSAGES.deactivated, { name: user.name }),
      })),
      projects: [...projectNames].map(([value, label]) => ({ value, label })),
      tasks: taskList.map((task) => ({
        value: task.id,
        label:
          (titleCounts.get(task.title) ?? 0) > 1
            ? t(REPORT_MESSAGES.taskOfProject, { task: task.title, project: task.project })
            : task.title,
      })),
      allTasks: (tasks.data ?? []).map((task) => ({ value: task.id, label: task.title })),
      clients: (clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
      projectOfTask: new Map((tasks.data ?? []).map((task) => [task.id, task.project])),
    };
  }, [projects.data, tasks.data, users.data, clients.data, state.projectIds]);

  // Ids of projects, tasks or people deleted since a report was bookmarked are left out of it.
  const choicesSettled =
    !projects.isPending && !tasks.isPending && (!isManager || (!users.isPending && !clients.isPending));
  const known = (options: readonly SelectOption[], loaded: boolean) =>
    loaded ? new Set(options.map((option) => option.value)) : null;
  const filters = requestFilters(
    {
      userIds: isManager ? knownOf(state.userIds, known(choices.users, users.isSuccess)) : [],
      projectIds: knownOf(state.projectIds, known(choices.projects, projects.isSuccess)),
      taskIds: knownOf(state.taskIds, known(choices.allTasks, tasks.isSuccess)),
      clientIds: isManager ? knownOf(state.clientIds, known(choices.clients, clients.isSuccess)) : [],
      weekStatuses: state.weekStatuses,
    },
    state.billable,
  );
  const ready = problem === null && choicesSettled;
  const step = timeStepOf(period);
  const request: ReportRequest | null = ready
    ? { from: period.from, to: period.to, groupBy: state.groupBy, ...(filters ? { filters } : {}) }
    : null;
  const timeRequest: ReportRequest | null = request ? { ...request, groupBy: [step] } : null;
  const summary = useReportSummary(request);
  const overTime = useReportSummary(timeRequest);

  // What is shown is read as it was asked for: while the next report loads, the last one stays.
  const shown = summary.data;
  const shownTable = useMemo(
    () =>
      shown
        ? reportTable(shown.answer.rows, shown.request.groupBy, choices.projectOfTask, shown.answer.currency)
        : null,
    [shown, choices.projectOfTask],
  );
  const bars = useMemo(() => {
    const drawn = overTime.data;
    const by = drawn?.request.groupBy[0];
    return drawn && isTimeStep(by)
      ? { step: by, bars: timeBars(drawn.answer.rows, drawn.request, by) }
      : null;
  }, [overTime.data]);
  // The projects the report counts: those with time in it when it groups by project, else those the filters name.
  const budgetProjects = useMemo(() => {
    const all = projects.data ?? [];
    const inRows = new Set(
      (shown?.answer.rows ?? []).flatMap((row) =>
        row.keys.filter((key) => key.by === 'project').map((key) => key.id),
      ),
    );
    const named = new Set(state.projectIds);
    const clientsNamed = new Set(state.clientIds);
    return all.filter(
      (project) =>
        (!shown?.request.groupBy.includes('project') || inRows.has(project.id)) &&
        (named.size === 0 || named.has(project.id)) &&
        (clientsNamed.size === 0 || (project.clientId !== null && clientsNamed.has(project.clientId))),
    );
  }, [projects.data, shown, state.projectIds, state.clientIds]);
  const [chosenMeasure, setMeasure] = useState<ShareMeasure>('hours');
  const measure = shownTable?.currency === undefined ? 'hours' : chosenMeasure;
  const slices = useMemo(() => {
    if (!shownTable) return [];
    const colors = new Map((projects.data ?? []).map((project) => [project.id, project.color]));
    const byProject = shownTable.groupBy[0] === 'project';
    return shareSlices(shownTable, measure, (group) => (byProject ? colors.get(group.key.id) : undefined));
  }, [shownTable, measure, projects.data]);

  const filterList: ReportFilter[] = [
    ...(isManager
      ? [
          {
            label: t(messages.users),
            findLabel: t(messages.findUsers),
            clearLabel: t(messages.clearUsers),
            options: choices.users,
            chosen: state.userIds,
            onChange: (userIds: string[]) => update({ userIds }),
          },
        ]
      : []),
    {
      label: t(messages.projects),
      findLabel: t(messages.findProjects),
      clearLabel: t(messages.clearProjects),
      options: choices.projects,
      chosen: state.projectIds,
      onChange: (projectIds) => update({ projectIds }),
    },
    {
      label: t(messages.tasks),
      findLabel: t(messages.findTasks),
      clearLabel: t(messages.clearTasks),
      options: choices.tasks,
      chosen: state.taskIds,
      onChange: (taskIds) => update({ taskIds }),
    },
    ...(isManager
      ? [
          {
            label: t(messages.clients),
            findLabel: t(messages.findClients),
            clearLabel: t(messages.clearClients),
            options: choices.clients,
            chosen: state.clientIds,
            onChange: (clientIds: string[]) => update({ clientIds }),
          },
        ]
      : []),
    {
      label: t(messages.weekStatus),
      findLabel: t(messages.findWeekStatus),
      clearLabel: t(messages.clearWeekStatus),
      options: WEEK_STATUSES.map((status) => ({ value: status, label: weekStatusName(status) })),
      chosen: state.weekStatuses,
      onChange: (chosen) =>
        update({ weekStatuses: WEEK_STATUSES.filter((status) => chosen.includes(status)) }),
    },
  ];
  const exportable =
    shown && shownTable && shownTable.rowCount > 0 && !summary.isPlaceholderData
      ? { request: shown.request, table: shownTable }
      : null;
  const describeFilters = () => [
    ...filterList.map((filter) => {
      const labels = new Map(filter.options.map((option) => [option.value, option.label]));
      return { label: filter.label, names: filter.chosen.map((id) => labels.get(id) ?? id) };
    }),
    {
      label: t(messages.billable),
      names: state.billable === 'all' ? [] : [t(BILLABLE_NAMES[state.billable])],
    },
  ];

  const body = () => {
    if (problem) return null;
    if (summary.isPending) return <Spinner label={t(REPORT_MESSAGES.loading)} className="py-16" />;
    if (summary.isError) {
      return (
        <div className="rounded-2xl border border-gray-200 px-6 py-12 text-center dark:border-gray-800">
          <p className="font-medium text-gray-800 dark:text-white/90">{t(REPORT_MESSAGES.failed)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void summary.refetch()}>
            {t(REPORT_MESSAGES.retry)}
          </Button>
        </div>
      );
    }
    if (!shownTable || shownTable.rowCount === 0) {
      return <Notice title={t(REPORT_MESSAGES.empty)} text={t(messages.emptyText)} />;
    }
    return (
      <div aria-busy={summary.isPlaceholderData} className={summary.isPlaceholderData ? 'opacity-60' : ''}>
        <div className="mb-6 grid gap-6 xl:grid-cols-2">
          {bars ? (
            <HoursOverTimeChart bars={bars.bars} step={bars.step} />
          ) : (
            <Spinner label={t(messages.loadingChart)} className="py-16" />
          )}
          <ShareOfHoursChart
            slices={slices}
            grouping={shownTable.groupBy[0]!}
            shape={state.share}
            onShapeChange={(share) => update({ share })}
            measure={measure}
            onMeasureChange={setMeasure}
            currency={shownTable.currency}
          />
        </div>
        {/* Keyed by the request, so that a new report starts on its first page. */}
        <ReportTableView key={JSON.stringify(shown?.request)} table={shownTable} />
        <BudgetsTable projects={budgetProjects} currency={shownTable.currency} />
      </div>
    );
  };

  return (
    <>
      <ReportControls
        showPresets={isManager}
        state={state}
        period={period}
        filters={filterList}
        onChange={update}
        onClearFilters={() =>
          update({
            userIds: [],
            projectIds: [],
            taskIds: [],
            clientIds: [],
            weekStatuses: [],
            billable: 'all',
          })
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h2 aria-live="polite" className="text-lg font-semibold text-gray-800 dark:text-white/90">
          {/* Each part reads in its own direction: dates and a sentence of a language may differ. */}
          <bdi>{rangeLabel(period)}</bdi>
          {shownTable && !problem ? (
            <span className="ms-2 font-normal text-gray-600 dark:text-gray-400">
              ·{' '}
              <bdi>
                {t(messages.summary, {
                  hours: formatReportHours(shownTable.totalHours),
                  groupings: groupingsText(shownTable.groupBy, groupingInText),
                })}
              </bdi>
            </span>
          ) : null}
        </h2>
        <ExportButtons
          stem={reportFileStem(exportable?.request ?? period)}
          disabled={!exportable}
          makeTable={() => {
            if (!exportable) throw new Error('Nothing to export');
            const { request: asked, table } = exportable;
            return reportExportTable(table, reportDetails(asked, table, describeFilters()));
          }}
        />
      </div>
      {body()}
    </>
  );
}
