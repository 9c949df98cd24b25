import type { PageRequest } from '@portal/contract';
import { sql, type SelectQueryBuilder } from 'kysely';

/** Limits a list query to the rows of `page`, or leaves it whole when there is none. */
export function pageOf(page: PageRequest | undefined) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    page ? query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : query;
}

/** How many rows the filtered `query` selects: the total a page's pagination reports. */
export async function countOf<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row: Record<string, unknown> = await query
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a bigint count as a string.
  return Number(row.count);
}
