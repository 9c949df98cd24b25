import { type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { TaskTable } from '../../db/schema.ts';

/** A task of the tenant that has not been deleted. */
export function findActiveTask(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The tenant's live tasks, optionally of one project, with project and creator names. */
export function listTasks(db: Db, tenantId: string, projectId?: string) {
  let query = db
    .selectFrom('tasks as t')
    .innerJoin('projects as p', (join) =>
      join.onRef('p.tenant_id', '=', 't.tenant_id').onRef('p.id', '=', 't.project_id'),
    )
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.created_by'),
    )
    .selectAll('t')
    .select(['p.name as project_name', 'u.name as user_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.deleted_at', 'is', null);
  if (projectId) query = query.where('t.project_id', '=', projectId);
  return query.orderBy('t.created_at').orderBy('t.id').execute();
}

export async function insertTask(db: Db, task: Insertable<TaskTable>): Promise<void> {
  await db.insertInto('tasks').values(task).execute();
}

/** Changes a live task; answers whether there was one to change. */
export async function updateTask(db: Db, tenantId: string, id: string, changes: Updateable<TaskTable>) {
  const result = await db
    .updateTable('tasks')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
