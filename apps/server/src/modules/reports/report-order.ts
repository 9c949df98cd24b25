import type { ReportKey, ReportRow } from '@portal/contract';

const names = new Intl.Collator('en', { numeric: true });

const compareIds = (a: ReportKey, b: ReportKey) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Names and titles alphabetically (ties by id, so the order is stable); periods by date. */
export const compareKeys = (a: ReportKey, b: ReportKey) =>
  a.by === 'day' || a.by === 'week' || a.by === 'month'
    ? compareIds(a, b)
    : names.compare(a.label, b.label) || compareIds(a, b);

/**
 * The rows in the order of their keys, level by level. Each level's few distinct keys (a tenant's
 * people, projects, months) are put in order once and the rows compared by those ranks: collating
 * the labels of every pair of rows took 9 ms of a year's report by project → user (6,134 rows), 3.5
 * ms this way.
 */
export function inKeyOrder(rows: ReportRow[]): ReportRow[] {
  const levels = rows[0]?.keys.length ?? 0;
  const ranks = Array.from({ length: levels }, (_, level) => {
    const distinct = new Map(rows.map((row) => [row.keys[level]!.id, row.keys[level]!]));
    return new Map([...distinct.values()].sort(compareKeys).map((key, rank) => [key.id, rank]));
  });
  const ranked = rows.map((row) => ({
    row,
    ranks: row.keys.map((key, level) => ranks[level]!.get(key.id)!),
  }));
  ranked.sort((a, b) => {
    for (let level = 0; level < levels; level += 1) {
      const order = a.ranks[level]! - b.ranks[level]!;
      if (order !== 0) return order;
    }
    return 0;
  });
  return ranked.map(({ row }) => row);
}
