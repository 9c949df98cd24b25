import type { Db } from '../../db/dialect.ts';

/** A task offered for one tap, with its project, as the queries below read it. */
export interface QuickTaskRow {
  task_id: string;
  task_title: string;
  project_id: string;
  project_name: string;
}

/** The project status whose tasks are no longer offered. */
const DONE = 'Done';

/** The tenant's tasks still open to logging, with their project: neither deleted, nor the project Done. */
function openTasks(db: Db, tenantId: string) {
  return db
    .selectFrom('tasks as task')
    .innerJoin('projects as project', (join) =>
      join.onRef('project.tenant_id', '=', 'task.tenant_id').onRef('project.id', '=', 'task.project_id'),
    )
    .where('task.tenant_id', '=', tenantId)
    .where('task.deleted_at', 'is', null)
    .where('project.deleted_at', 'is', null)
    .where('project.status', '!=', DONE);
}

/** The user's pins of tasks still open to logging. */
function openPins(db: Db, tenantId: string, userId: string) {
  return openTasks(db, tenantId)
    .innerJoin('pinned_tasks as pin', (join) =>
      join.onRef('pin.tenant_id', '=', 'task.tenant_id').onRef('pin.task_id', '=', 'task.id'),
    )
    .where('pin.user_id', '=', userId);
}

export function listPinned(db: Db, tenantId: string, userId: string, limit: number): Promise<QuickTaskRow[]> {
  return openPins(db, tenantId, userId)
    .select([
      'task.id as task_id',
      'task.title as task_title',
      'project.id as project_id',
      'project.name as project_name',
    ])
    .orderBy('pin.pinned_at', 'desc')
    .orderBy('task.id')
    .limit(limit)
    .execute();
}

export async function countPinned(db: Db, tenantId: string, userId: string): Promise<number> {
  const row = await openPins(db, tenantId, userId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The open tasks the user logged time on from `from` to `to`, latest logged first, leaving out
 * those they pinned.
 */
export function listRecent(
  db: Db,
  tenantId: string,
  userId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<QuickTaskRow[]> {
  return openTasks(db, tenantId)
    .innerJoin('time_entries as entry', (join) =>
      join.onRef('entry.tenant_id', '=', 'task.tenant_id').onRef('entry.task_id', '=', 'task.id'),
    )
    .where('entry.user_id', '=', userId)
    .where('entry.date', '>=', range.from)
    .where('entry.date', '<=', range.to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pinned_tasks as pin')
            .select('pin.task_id')
            .whereRef('pin.tenant_id', '=', 'entry.tenant_id')
            .whereRef('pin.task_id', '=', 'entry.task_id')
            .where('pin.user_id', '=', userId),
        ),
      ),
    )
    .groupBy(['task.id', 'task.title', 'project.id', 'project.name'])
    .select((eb) => [
      'task.id as task_id',
      'task.title as task_title',
      'project.id as project_id',
      'project.name as project_name',
      eb.fn.max('entry.date').as('last_date'),
      eb.fn.max('entry.created_at').as('last_logged_at'),
    ])
    .orderBy('last_date', 'desc')
    .orderBy('last_logged_at', 'desc')
    .orderBy('task.id')
    .limit(limit)
    .execute();
}

export function findPin(db: Db, tenantId: string, userId: string, taskId: string) {
  return db
    .selectFrom('pinned_tasks')
    .select('task_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
}

export async function insertPin(
  db: Db,
  pin: { tenantId: string; userId: string; taskId: string; pinnedAt: string },
): Promise<void> {
  await db
    .insertInto('pinned_tasks')
    .values({ tenant_id: pin.tenantId, user_id: pin.userId, task_id: pin.taskId, pinned_at: pin.pinnedAt })
    .execute();
}

/** Removes the user's pin of the task; answers whether there was one. */
export async function deletePin(db: Db, tenantId: string, userId: string, taskId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pinned_tasks')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the tenant has the task, deleted or not. */
export async function taskExists(db: Db, tenantId: string, taskId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tasks')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return row !== undefined;
}
