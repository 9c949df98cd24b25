import type { Db } from '../../db/dialect.ts';

/** The entries of one week-grid cell: a user's entries on one task and date. */
export function entriesInCell(db: Db, tenantId: string, userId: string, taskId: string, date: string) {
  return db
    .selectFrom('time_entries')
    .select(['id', 'centihours'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .where('task_id', '=', taskId)
    .execute();
}

/** A user's entries of a period in the order they were logged, with whether their task or project is gone. */
export function entriesToCopy(db: Db, tenantId: string, userId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('time_entries as e')
    .innerJoin('tasks', (join) =>
      join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
    )
    .innerJoin('projects', (join) =>
      join.onRef('projects.tenant_id', '=', 'e.tenant_id').onRef('projects.id', '=', 'e.project_id'),
    )
    .select([
      'e.project_id',
      'e.task_id',
      'e.date',
      'e.centihours',
      'e.description',
      'tasks.deleted_at as task_deleted_at',
      'projects.deleted_at as project_deleted_at',
      // New time on the task is billable as the task says, else as its project does (`priceOf`).
      (eb) => eb.fn.coalesce('tasks.billable', 'projects.billable').as('billable'),
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.user_id', '=', userId)
    .where('e.date', '>=', startDate)
    .where('e.date', '<=', endDate)
    .orderBy('e.date')
    .orderBy('e.created_at')
    .execute();
}
