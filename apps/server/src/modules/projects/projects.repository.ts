import { type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { ProjectTable } from '../../db/schema.ts';

/** A project of the tenant that has not been deleted. */
export function findActiveProject(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The tenant's projects with their creator's name and count of live tasks, oldest first. */
export function listProjects(db: Db, tenantId: string) {
  return db
    .selectFrom('projects as p')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.created_by'),
    )
    .selectAll('p')
    .select((eb) => [
      'u.name as user_name',
      eb
        .selectFrom('tasks as t')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('t.tenant_id', '=', 'p.tenant_id')
        .whereRef('t.project_id', '=', 'p.id')
        .where('t.deleted_at', 'is', null)
        .as('task_count'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

export async function insertProject(db: Db, project: Insertable<ProjectTable>): Promise<void> {
  await db.insertInto('projects').values(project).execute();
}

/** Changes a live project; answers whether there was one to change. */
export async function updateProject(
  db: Db,
  tenantId: string,
  id: string,
  changes: Updateable<ProjectTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Retires a project and its tasks; time logged against them keeps their names. */
export async function softDeleteProject(db: Db, tenantId: string, id: string, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await updateProject(trx, tenantId, id, { deleted_at: at });
    if (deleted) {
      await trx
        .updateTable('tasks')
        .set({ deleted_at: at })
        .where('tenant_id', '=', tenantId)
        .where('project_id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    }
    return deleted;
  });
}
