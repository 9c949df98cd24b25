import { HOURS_PRECISION, type ReportGrouping, type ReportKey, type ReportRow } from '@portal/contract';
import type { ExportColumn, ExportRow, ExportTable } from './table.ts';

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

/**
 * A group at one level: its hours are the subtotal of its rows (the groups of the next level
 * within it), or its own sum at the last level, where it has no rows.
 */
export interface ReportGroup extends ReportLine {
  rows: ReportGroup[];
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

/** How the reader's language names a period key and a task that needs its project beside it. */
export interface ReportLabels {
  /** A day, week or month key as shown: the server names months in English. */
  period: (by: 'day' | 'week' | 'month', key: string) => string;
  /** 'Design (Harbour)'. */
  taskOfProject: (task: string, project: string) => string;
  /** The group of time on projects of no client, which the server leaves unnamed. */
  noClient: string;
}

/** The decimals of a currency's minor unit: EUR 2, JPY 0, KWD 3. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Hours are added in hundredths, so that subtotals and totals are exact to the hundredth. */
const hundredths = (hours: number) => Math.round(hours * HOURS_PRECISION);

/** A key named in the reader's language: periods, and the time of projects of no client. */
function periodLabelled(key: ReportKey, labels: ReportLabels): ReportKey {
  if (key.by === 'client' && key.id === '') return { ...key, label: labels.noClient };
  if (key.by !== 'day' && key.by !== 'week' && key.by !== 'month') return key;
  return { ...key, label: labels.period(key.by, key.id) };
}

/**
 * Task titles repeat across projects: where one title names several tasks in a report, each is
 * shown with its project, 'Design (Harbour)', when `projectOfTask` knows it.
 */
function distinctTaskLabels(
  rows: readonly ReportRow[],
  projectOfTask: ReadonlyMap<string, string>,
  labels: ReportLabels,
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
      return project ? { ...key, label: labels.taskOfProject(key.label, project) } : key;
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

/** A group while its rows are added up: hours in hundredths, so that subtotals are exact. */
interface Summing {
  key: ReportKey;
  centihours: number;
  billable: number;
  money: ReportMoney;
  rows: Summing[];
}

const summing = (key: ReportKey): Summing => ({ key, centihours: 0, billable: 0, money: NO_MONEY, rows: [] });

function summed({ key, centihours, billable, money, rows }: Summing, priced: boolean): ReportGroup {
  return {
    key,
    hours: centihours / HOURS_PRECISION,
    billableHours: billable / HOURS_PRECISION,
    ...(priced ? { money } : {}),
    rows: rows.map((row) => summed(row, priced)),
  };
}

/**
 * The table of a report's rows, which come sorted by the first key, then the second and so on:
 * rows of the same first key make one group, and within it rows of the same second key one group
 * of the next level; each group's subtotal is its rows added up, and the total adds them all. With
 * `currency` (the answer's, given to readers who may see money) each group carries its money, added
 * up the same way: amounts are integers, so subtotals are exact.
 */
export function buildReportTable(
  rows: readonly ReportRow[],
  groupBy: readonly ReportGrouping[],
  labels: ReportLabels,
  projectOfTask: ReadonlyMap<string, string> = new Map(),
  currency?: string,
): ReportTable {
  const top = summing({ by: groupBy[0] ?? 'project', id: '', label: '' });
  for (const row of distinctTaskLabels(rows, projectOfTask, labels)) {
    const centihours = hundredths(row.hours);
    const billable = hundredths(row.billableHours);
    const money = moneyOfRow(row);
    let parent = top;
    for (const key of [undefined, ...row.keys]) {
      if (key) {
        let group = parent.rows.at(-1);
        if (!group || group.key.id !== key.id) {
          group = summing(periodLabelled(key, labels));
          parent.rows.push(group);
        }
        parent = group;
      }
      parent.centihours += centihours;
      parent.billable += billable;
      parent.money = addMoney(parent.money, money);
    }
  }
  const priced = currency !== undefined;
  const total = summed(top, priced);
  return {
    groupBy: [...groupBy],
    groups: total.rows,
    totalHours: total.hours,
    totalBillableHours: total.billableHours,
    ...(priced ? { currency, totalMoney: top.money } : {}),
    rowCount: rows.length,
  };
}

export const MONEY_COLUMNS = ['billableAmount', 'cost', 'margin'] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

/** What an exported report says, in its reader's language. */
export interface ReportExportWords {
  title: string;
  /** A grouping's column heading: 'Project'. */
  grouping: (by: ReportGrouping) => string;
  hours: string;
  billableHours: string;
  /** A money column's heading with its currency: 'Billable amount (EUR)'. */
  money: (column: MoneyColumn, currency: string) => string;
  /** A group's subtotal: 'Harbour Total'. */
  subtotal: (name: string) => string;
  total: string;
}

/**
 * The report's table as exported: a column per grouping level and Hours, and with money its billable
 * hours, billable amount, cost and margin in the currency's unit. Each row of the last level names
 * its groups in the columns before it; with more than one level each group's rows are followed by
 * its subtotal, '<group> Total', in its own column, as a spreadsheet's own subtotals are written;
 * the last row is the total.
 */
export function buildReportExportTable(
  table: ReportTable,
  details: string[],
  words: ReportExportWords,
): ExportTable {
  const { currency } = table;
  const digits = currency === undefined ? 0 : currencyDigits(currency);
  const columns: ExportColumn[] = [
    ...table.groupBy.map((by) => ({ header: words.grouping(by), kind: 'text' as const })),
    { header: words.hours, kind: 'hours' },
    ...(currency === undefined
      ? []
      : [
          { header: words.billableHours, kind: 'hours' as const },
          ...MONEY_COLUMNS.map((column) => ({
            header: words.money(column, currency),
            kind: 'amount' as const,
            digits,
          })),
        ]),
  ];
  // The billing columns: billable hours, then amounts, which are integers in minor units and are
  // written in the currency's unit.
  const moneyCells = (line: { billableHours: number; money?: ReportMoney | undefined }) =>
    currency === undefined
      ? []
      : [line.billableHours, ...MONEY_COLUMNS.map((column) => (line.money?.[column] ?? 0) / 10 ** digits)];
  const levels = table.groupBy.length;
  // Empty cells for the levels after `level`, which a subtotal or the total leaves blank.
  const blanks = (level: number) => Array.from({ length: levels - level - 1 }, () => '');
  const rows: ExportRow[] = [];
  const write = (group: ReportGroup, names: string[]) => {
    const level = names.length;
    if (level === levels - 1) {
      rows.push({ cells: [...names, group.key.label, group.hours, ...moneyCells(group)] });
      return;
    }
    for (const row of group.rows) write(row, [...names, group.key.label]);
    rows.push({
      cells: [...names, words.subtotal(group.key.label), ...blanks(level), group.hours, ...moneyCells(group)],
      isSubtotal: true,
    });
  };
  for (const group of table.groups) write(group, []);
  return {
    title: words.title,
    details,
    columns,
    rows,
    total: [
      words.total,
      ...blanks(0),
      table.totalHours,
      ...moneyCells({ billableHours: table.totalBillableHours, money: table.totalMoney }),
    ],
  };
}
