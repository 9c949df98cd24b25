import { isCalendarDate } from './common.ts';
import {
  MAX_REPORT_FILTER_IDS,
  MAX_REPORT_GROUP_LEVELS,
  REPORT_GROUPINGS,
  type ReportGrouping,
} from './reports.ts';
import { WEEK_STATUSES, type WeekStatus } from './timesheet-approval.ts';

/** The periods a report offers by name, each counted from today. */
export const PERIOD_PRESETS = ['this-week', 'last-week', 'this-month', 'last-month', 'this-year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The period of a report: one of the named ones, counted from today, or a range of dates. */
export type PeriodChoice = { preset: PeriodPreset } | { preset: 'custom'; from: string; to: string };

export const SHARE_CHARTS = ['donut', 'bar'] as const;
/** How the share of each first-level group is drawn. */
export type ShareChart = (typeof SHARE_CHARTS)[number];

export const REPORT_KINDS = ['hours', 'working-time'] as const;
/** Which report the screen shows: the hours logged, or each person's working-time account. */
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * Everything a report shows is chosen by this, and it all lives in the address, so that it can be
 * shared, saved and sent on a schedule.
 */
export interface ReportState {
  report: ReportKind;
  period: PeriodChoice;
  /** One or two levels, never the same one twice (the hours report). */
  groupBy: ReportGrouping[];
  userIds: string[];
  projectIds: string[];
  taskIds: string[];
  clientIds: string[];
  weekStatuses: WeekStatus[];
  /** Only billable time, only the rest, or all of it. */
  billable: BillableChoice;
  share: ShareChart;
}

export const BILLABLE_CHOICES = ['all', 'billable', 'non-billable'] as const;
export type BillableChoice = (typeof BILLABLE_CHOICES)[number];

/** What a report starts as, before any choice. */
export const defaultReportState = (groupBy: ReportGrouping[]): ReportState => ({
  report: 'hours',
  period: { preset: 'this-month' },
  groupBy,
  userIds: [],
  projectIds: [],
  taskIds: [],
  clientIds: [],
  weekStatuses: [],
  billable: 'all',
  share: 'donut',
});

/** The invoice-ready report: billable time of the period, by client, then project, then person. */
export const BILLABLE_BY_CLIENT: Pick<ReportState, 'report' | 'groupBy' | 'billable'> = {
  report: 'hours',
  groupBy: ['client', 'project', 'user'],
  billable: 'billable',
};

/** The names of the report's search parameters. */
const PARAMS = {
  report: 'report',
  period: 'period',
  from: 'from',
  to: 'to',
  groupBy: 'group',
  userIds: 'users',
  projectIds: 'projects',
  taskIds: 'tasks',
  clientIds: 'clients',
  weekStatuses: 'status',
  billable: 'billable',
  share: 'share',
} as const;

/** What the state is read from: the address's URLSearchParams in the browser and on the server. */
export interface ReportSearchParams {
  get(name: string): string | null;
}

const listOf = (params: ReportSearchParams, name: string): string[] => {
  const value = params.get(name);
  return value ? [...new Set(value.split(',').filter(Boolean))] : [];
};
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);
/** An id as the contract takes it: no spaces around it, 64 characters at most. */
const isId = (id: string) => id.length <= 64 && id.trim() === id;

/**
 * The report that search parameters describe. What they leave out or do not make sense of takes
 * `defaults`: an address typed by hand or kept from an older version still opens a report.
 */
export function readReportState(params: ReportSearchParams, defaults: ReportState): ReportState {
  const from = params.get(PARAMS.from) ?? '';
  const to = params.get(PARAMS.to) ?? '';
  const preset = oneOf(PERIOD_PRESETS, params.get(PARAMS.period));
  const period: PeriodChoice =
    isCalendarDate(from) && isCalendarDate(to)
      ? { preset: 'custom', from, to }
      : preset
        ? { preset }
        : defaults.period;
  const groupBy = listOf(params, PARAMS.groupBy)
    .map((name) => oneOf(REPORT_GROUPINGS, name))
    .filter((grouping) => grouping !== undefined)
    .slice(0, MAX_REPORT_GROUP_LEVELS);
  const ids = (name: string) => listOf(params, name).filter(isId).slice(0, MAX_REPORT_FILTER_IDS);
  return {
    report: oneOf(REPORT_KINDS, params.get(PARAMS.report)) ?? defaults.report,
    period,
    groupBy: groupBy.length > 0 ? groupBy : defaults.groupBy,
    userIds: ids(PARAMS.userIds),
    projectIds: ids(PARAMS.projectIds),
    taskIds: ids(PARAMS.taskIds),
    clientIds: ids(PARAMS.clientIds),
    billable: oneOf(BILLABLE_CHOICES, params.get(PARAMS.billable)) ?? 'all',
    weekStatuses: listOf(params, PARAMS.weekStatuses)
      .map((status) => oneOf(WEEK_STATUSES, status))
      .filter((status) => status !== undefined),
    share: oneOf(SHARE_CHARTS, params.get(PARAMS.share)) ?? defaults.share,
  };
}

/**
 * The search parameters of a report, in order, for a URLSearchParams; empty filters are left out,
 * and so is the report when it is the hours report, so that the addresses made before there was
 * another stay as they were.
 */
export function reportStateEntries(state: ReportState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.report !== 'hours') entries.push([PARAMS.report, state.report]);
  if (state.period.preset === 'custom') {
    entries.push([PARAMS.from, state.period.from], [PARAMS.to, state.period.to]);
  } else {
    entries.push([PARAMS.period, state.period.preset]);
  }
  entries.push([PARAMS.groupBy, state.groupBy.join(',')]);
  const lists = [
    [PARAMS.userIds, state.userIds],
    [PARAMS.projectIds, state.projectIds],
    [PARAMS.taskIds, state.taskIds],
    [PARAMS.clientIds, state.clientIds],
    [PARAMS.weekStatuses, state.weekStatuses],
  ] as const;
  for (const [name, values] of lists) if (values.length > 0) entries.push([name, values.join(',')]);
  if (state.billable !== 'all') entries.push([PARAMS.billable, state.billable]);
  entries.push([PARAMS.share, state.share]);
  return entries;
}
