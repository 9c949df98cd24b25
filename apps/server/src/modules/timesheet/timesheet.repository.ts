import type { Db } from '../../db/dialect.ts';
import type { Insertable } from 'kysely';
import type { TimeEntryTable } from '../../db/schema.ts';

/** One user's entries with the names of their project, task and user, newest first. */
export function listEntriesOfUser(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('time_entries as e')
    .innerJoin('projects', (join) =>
      join.onRef('projects.tenant_id', '=', 'e.tenant_id').onRef('projects.id', '=', 'e.project_id'),
    )
    .innerJoin('tasks', (join) =>
      join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
    )
    .innerJoin('users', (join) =>
      join.onRef('users.tenant_id', '=', 'e.tenant_id').onRef('users.id', '=', 'e.user_id'),
    )
    .select([
      'e.id',
      'e.project_id',
      'e.task_id',
      'e.user_id',
      'e.date',
      'e.centihours',
      'e.description',
      'projects.name as project_name',
      'tasks.title as task_name',
      'users.name as user_name',
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.user_id', '=', userId)
    .orderBy('e.date', 'desc')
    .orderBy('e.created_at', 'desc')
    .execute();
}

export function findEntry(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('time_entries')
    .select(['id', 'user_id', 'date'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Hours (in hundredths) a user has logged on one date. */
export async function centihoursOnDate(
  db: Db,
  tenantId: string,
  userId: string,
  date: string,
): Promise<number> {
  const row = await db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.sum<number | string | null>('centihours').as('total'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertEntry(db: Db, entry: Insertable<TimeEntryTable>): Promise<void> {
  await db.insertInto('time_entries').values(entry).execute();
}

export async function deleteEntry(db: Db, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('time_entries').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

interface Period {
  startDate: string;
  endDate: string;
}

/**
 * Hours per user, task and date in a period, summed by the database. With `userId` only that
 * user's; the (tenant_id, user_id, date) or (tenant_id, date) index serves either.
 */
export function sumWeek(db: Db, tenantId: string, { startDate, endDate }: Period, userId?: string) {
  let query = db
    .selectFrom('time_entries as e')
    .innerJoin('tasks', (join) =>
      join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
    )
    .select((eb) => [
      'e.user_id',
      'e.project_id',
      'e.task_id',
      'tasks.title as task_name',
      'e.date',
      eb.fn.sum<number | string>('e.centihours').as('centihours'),
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.date', '>=', startDate)
    .where('e.date', '<=', endDate);
  if (userId) query = query.where('e.user_id', '=', userId);
  return query
    .groupBy(['e.user_id', 'e.project_id', 'e.task_id', 'tasks.title', 'e.date'])
    .orderBy('e.user_id')
    .orderBy('e.project_id')
    .orderBy('e.date')
    .execute();
}

/** Names of projects by id, deleted ones included: logged time keeps its names. */
export function projectNames(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

/** Names of users by id. */
export function userNames(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}
