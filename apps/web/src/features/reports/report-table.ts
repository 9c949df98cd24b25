import {
  HOURS_PRECISION,
  defineMessages,
  reportPeriodLabel,
  type ReportGrouping,
  type ReportKey,
  type ReportRow,
} from '@portal/contract';
import { formatNumber } from '../../lib/i18n/format.ts';
import { currentLocale, t } from '../../lib/i18n/intl.ts';
import { formattingLocale } from '../../lib/i18n/locale.ts';
import { REPORT_MESSAGES } from './messages.ts';

const GROUPING_NAMES = defineMessages({
  user: { id: 'reports.grouping.user', defaultMessage: 'User' },
  project: { id: 'reports.grouping.project', defaultMessage: 'Project' },
  task: { id: 'reports.grouping.task', defaultMessage: 'Task' },
  day: { id: 'reports.grouping.day', defaultMessage: 'Day' },
  week: { id: 'reports.grouping.week', defaultMessage: 'Week' },
  month: { id: 'reports.grouping.month', defaultMessage: 'Month' },
  client: { id: 'reports.grouping.client', defaultMessage: 'Client' },
});

/** The groupings as a sentence names them, as in 'hours by project'. */
const GROUPING_IN_TEXT = defineMessages({
  user: { id: 'reports.grouping-in-text.user', defaultMessage: 'user' },
  project: { id: 'reports.grouping-in-text.project', defaultMessage: 'project' },
  task: { id: 'reports.grouping-in-text.task', defaultMessage: 'task' },
  day: { id: 'reports.grouping-in-text.day', defaultMessage: 'day' },
  week: { id: 'reports.grouping-in-text.week', defaultMessage: 'week' },
  month: { id: 'reports.grouping-in-text.month', defaultMessage: 'month' },
  client: { id: 'reports.grouping-in-text.client', defaultMessage: 'client' },
});

const messages = defineMessages({
  then: {
    id: 'reports.grouping.then',
    defaultMessage: '{first}, then {second}',
    description: 'Two groupings of a report, the second within the first.',
  },
  noClient: {
    id: 'reports.grouping.no-client',
    defaultMessage: 'No client',
    description: 'The group of time on projects that belong to no client.',
  },
});

/** How a grouping is named as a column heading: 'Project'. */
export const groupingName = (by: ReportGrouping): string => t(GROUPING_NAMES[by]);

/** How a grouping is named within a sentence: 'project'. */
export const groupingInText = (by: ReportGrouping): string => t(GROUPING_IN_TEXT[by]);

/** A report's groupings one within the other, named by `name`: 'Project, then User'. */
export function groupingsText(
  groupBy: readonly ReportGrouping[],
  name: (by: ReportGrouping) => string,
): string {
  const [first, second] = groupBy.map(name);
  return second === undefined ? (first ?? '') : t(messages.then, { first: first ?? '', second });
}

/** A row's money in minor units of the report's currency, for a reader who may see money. */
export interface ReportMoney {
  billableAmount: number;
  cost: number;
  margin: number;
}

export interface ReportLine {
  key: ReportKey;
  hours: number;
  billableHours: number;
  money?: ReportMoney;
}

/** A first-level group: its hours are the subtotal of its rows (with two levels) or its own sum. */
export interface ReportGroup extends ReportLine {
  /** The second-level rows, in the answer's order; none with one level. */
  rows: ReportLine[];
}

/** A report's rows as the table shows them: groups with their subtotals, and the total. */
export interface ReportTable {
  groupBy: ReportGrouping[];
  groups: ReportGroup[];
  totalHours: number;
  totalBillableHours: number;
  /** With money: its currency and the sums of the rows' amounts, which are integers. */
  currency?: string;
  totalMoney?: ReportMoney;
  /** How many rows of the answer the table holds. */
  rowCount: number;
}

/** Hours are added in hundredths, so that subtotals and totals are exact to the hundredth. */
const hundredths = (hours: number) => Math.round(hours * HOURS_PRECISION);

/**
 * A key named in the language shown: the server names months in English, and time of projects of
 * no client has no name.
 */
function periodLabelled(key: ReportKey): ReportKey {
  if (key.by === 'client' && key.id === '') return { ...key, label: t(messages.noClient) };
  if (key.by !== 'day' && key.by !== 'week' && key.by !== 'month') return key;
  return { ...key, label: reportPeriodLabel(key.by, key.id, formattingLocale(currentLocale())) };
}

/**
 * Task titles repeat across projects: where one title names several tasks in a report, each is
 * shown with its project, 'Design (Harbour)', when `projectOfTask` knows it.
 */
function distinctTaskLabels(
  rows: readonly ReportRow[],
  projectOfTask: ReadonlyMap<string, string>,
): ReportRow[] {
  const idsOfLabel = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const key of row.keys) {
      if (key.by !== 'task') continue;
      const ids = idsOfLabel.get(key.label) ?? new Set<string>();
      ids.add(key.id);
      idsOfLabel.set(key.label, ids);
    }
  }
  const shared = (key: ReportKey) => key.by === 'task' && (idsOfLabel.get(key.label)?.size ?? 0) > 1;
  if (!rows.some((row) => row.keys.some(shared))) return [...rows];
  return rows.map((row) => ({
    ...row,
    keys: row.keys.map((key) => {
      const project = shared(key) ? projectOfTask.get(key.id) : undefined;
      return project
        ? { ...key, label: t(REPORT_MESSAGES.taskOfProject, { task: key.label, project }) }
        : key;
    }),
  }));
}

const NO_MONEY: ReportMoney = { billableAmount: 0, cost: 0, margin: 0 };

const addMoney = (a: ReportMoney, b: ReportMoney): ReportMoney => ({
  billableAmount: a.billableAmount + b.billableAmount,
  cost: a.cost + b.cost,
  margin: a.margin + b.margin,
});

const moneyOfRow = (row: ReportRow): ReportMoney => ({
  billableAmount: row.billableAmount ?? 0,
  cost: row.cost ?? 0,
  margin: row.margin ?? 0,
});

/**
 * The table of a report's rows, which come sorted by the first key and then the second: rows of
 * the same first key make one group, and its subtotal is theirs added up; the total adds them all.
 * With `currency` (the answer's, given to readers who may see money) each line carries its money,
 * added up the same way: amounts are integers, so subtotals are exact.
 */
export function reportTable(
  rows: readonly ReportRow[],
  groupBy: readonly ReportGrouping[],
  projectOfTask: ReadonlyMap<string, string> = new Map(),
  currency?: string,
): ReportTable {
  const priced = currency !== undefined;
  const groups: {
    key: ReportKey;
    centihours: number;
    billable: number;
    money: ReportMoney;
    rows: ReportLine[];
  }[] = [];
  let total = 0;
  let totalBillable = 0;
  let totalMoney = NO_MONEY;
  for (const row of distinctTaskLabels(rows, projectOfTask)) {
    const [first, second] = row.keys.map(periodLabelled);
    if (!first) continue;
    const centihours = hundredths(row.hours);
    const billable = hundredths(row.billableHours);
    const money = moneyOfRow(row);
    total += centihours;
    totalBillable += billable;
    totalMoney = addMoney(totalMoney, money);
    let group = groups.at(-1);
    if (!group || group.key.id !== first.id) {
      group = { key: first, centihours: 0, billable: 0, money: NO_MONEY, rows: [] };
      groups.push(group);
    }
    group.centihours += centihours;
    group.billable += billable;
    group.money = addMoney(group.money, money);
    if (second) {
      group.rows.push({
        key: second,
        hours: row.hours,
        billableHours: row.billableHours,
        ...(priced ? { money } : {}),
      });
    }
  }
  return {
    groupBy: [...groupBy],
    groups: groups.map(({ key, centihours, billable, money, rows: lines }) => ({
      key,
      hours: centihours / HOURS_PRECISION,
      billableHours: billable / HOURS_PRECISION,
      ...(priced ? { money } : {}),
      rows: lines,
    })),
    totalHours: total / HOURS_PRECISION,
    totalBillableHours: totalBillable / HOURS_PRECISION,
    ...(priced ? { currency, totalMoney } : {}),
    rowCount: rows.length,
  };
}

/** Hours as the report shows them: two decimals, no grouping, '12.50' ('12,50' in German). */
export const formatReportHours = (hours: number): string =>
  // `|| 0` writes a negative zero as 0, as toFixed did.
  formatNumber(hours || 0, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
