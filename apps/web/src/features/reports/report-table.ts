import { HOURS_PRECISION, type ReportGrouping, type ReportKey, type ReportRow } from '@portal/contract';

/** How each grouping is named as a column heading. */
export const GROUPING_LABELS: Record<ReportGrouping, string> = {
  user: 'User',
  project: 'Project',
  task: 'Task',
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

export interface ReportLine {
  key: ReportKey;
  hours: number;
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
  /** How many rows of the answer the table holds. */
  rowCount: number;
}

/** Hours are added in hundredths, so that subtotals and totals are exact to the hundredth. */
const hundredths = (hours: number) => Math.round(hours * HOURS_PRECISION);

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
      return project ? { ...key, label: `${key.label} (${project})` } : key;
    }),
  }));
}

/**
 * The table of a report's rows, which come sorted by the first key and then the second: rows of
 * the same first key make one group, and its subtotal is theirs added up; the total adds them all.
 */
export function reportTable(
  rows: readonly ReportRow[],
  groupBy: readonly ReportGrouping[],
  projectOfTask: ReadonlyMap<string, string> = new Map(),
): ReportTable {
  const groups: { key: ReportKey; centihours: number; rows: ReportLine[] }[] = [];
  let total = 0;
  for (const row of distinctTaskLabels(rows, projectOfTask)) {
    const [first, second] = row.keys;
    if (!first) continue;
    const centihours = hundredths(row.hours);
    total += centihours;
    let group = groups.at(-1);
    if (!group || group.key.id !== first.id) {
      group = { key: first, centihours: 0, rows: [] };
      groups.push(group);
    }
    group.centihours += centihours;
    if (second) group.rows.push({ key: second, hours: row.hours });
  }
  return {
    groupBy: [...groupBy],
    groups: groups.map(({ key, centihours, rows: lines }) => ({
      key,
      hours: centihours / HOURS_PRECISION,
      rows: lines,
    })),
    totalHours: total / HOURS_PRECISION,
    rowCount: rows.length,
  };
}

/** Hours as the report shows them: two decimals, '12.50'. */
export const formatReportHours = (hours: number): string => hours.toFixed(2);
