import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/dialect.ts';

// The lookups one batch of an import needs, each one query for the whole batch.

/** The tenant's people, deactivated ones too: their past time may still come in. */
export function people(db: Db, tenantId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('tenant_id', '=', tenantId).execute();
}

/** The tenant's live projects, oldest first: of two with one name, the older is the one matched. */
export function liveProjects(db: Db, tenantId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'billable'])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The live tasks of `projectIds`, oldest first. */
export function liveTasks(db: Db, tenantId: string, projectIds: readonly string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tasks')
    .select(['id', 'project_id', 'title', 'billable'])
    .where('tenant_id', '=', tenantId)
    .where('project_id', 'in', projectIds)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Which of `keys` earlier imports already brought in. */
export async function importedKeys(db: Db, tenantId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // On PostgreSQL each key is looked up in the unique index on its own: given the list at once, the
  // planner, without statistics yet of the rows an import's batches just added, scans the
  // tenant's entries for each batch instead.
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{
          import_key: string;
        }>`select k.import_key from unnest(${[...keys]}::text[]) as k(import_key)
          cross join lateral (select 1 from time_entries e
            where e.tenant_id = ${tenantId} and e.import_key = k.import_key limit 1) as found`
          .execute(db)
          .then((result) => result.rows)
      : await db
          .selectFrom('time_entries')
          .select('import_key')
          .where('tenant_id', '=', tenantId)
          .where('import_key', 'in', keys)
          .execute();
  return new Set(rows.map((row) => row.import_key!));
}

/** The stored states of `userIds`' weeks starting on `weekStarts` (a week without one is Open). */
export function weekStatuses(
  db: Db,
  tenantId: string,
  userIds: readonly string[],
  weekStarts: readonly string[],
) {
  if (userIds.length === 0 || weekStarts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('week_statuses')
    .select(['user_id', 'week_start', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .where('week_start', 'in', weekStarts)
    .execute();
}

/** Which of `months` (yyyy-MM) are closed for which of `userIds`. */
export function closedMonths(
  db: Db,
  tenantId: string,
  userIds: readonly string[],
  months: readonly string[],
) {
  if (userIds.length === 0 || months.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('closed_months')
    .select(['user_id', 'month'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .where('month', 'in', months)
    .execute();
}

/** The hundredths of an hour `userIds` have logged on each of `dates`. */
export function loggedOnDays(db: Db, tenantId: string, userIds: readonly string[], dates: readonly string[]) {
  if (userIds.length === 0 || dates.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_entries')
    .select(['user_id', 'date', (eb) => eb.fn.sum<number | string>('centihours').as('centihours')])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .where('date', 'in', dates)
    .groupBy(['user_id', 'date'])
    .execute();
}
