import type { PageRequest, ProjectStatus } from '@portal/contract';
import { type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { anyContains } from '../../db/text-search.ts';
import type { ProjectTable } from '../../db/schema.ts';
import { countOf, pageOf } from '../../db/paging.ts';

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

/** Which of the tenant's live projects a list shows. */
export interface ProjectFilter {
  status?: ProjectStatus | undefined;
  /** Text the name or description contains. */
  search?: string | undefined;
}

/** The live projects `filter` lets through, for a list and its count alike. */
function projectsMatching(db: Db, tenantId: string, { status, search }: ProjectFilter) {
  return db
    .selectFrom('projects as p')
    .where('p.tenant_id', '=', tenantId)
    .where('p.deleted_at', 'is', null)
    .$if(status !== undefined, (query) => query.where('p.status', '=', status!))
    .$if(Boolean(search), (query) =>
      query.where(({ ref }) => anyContains([ref('p.name'), ref('p.description')], search!)),
    );
}

/**
 * The tenant's live projects that `filter` lets through, oldest first, with their creator's name,
 * count of live tasks and hours logged on them (kept on the project, in hundredths); with `page`,
 * only that page's.
 */
export function listProjects(db: Db, tenantId: string, filter: ProjectFilter = {}, page?: PageRequest) {
  return projectsMatching(db, tenantId, filter)
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.created_by'),
    )
    .leftJoin('clients as c', (join) =>
      join.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.client_id'),
    )
    .selectAll('p')
    .select((eb) => [
      'u.name as user_name',
      'c.name as client_name',
      eb
        .selectFrom('tasks as t')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('t.tenant_id', '=', 'p.tenant_id')
        .whereRef('t.project_id', '=', 'p.id')
        .where('t.deleted_at', 'is', null)
        .as('task_count'),
    ])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .$call(pageOf(page))
    .execute();
}

/** How many of the tenant's live projects `filter` lets through. */
export async function countProjects(db: Db, tenantId: string, filter: ProjectFilter): Promise<number> {
  return countOf(projectsMatching(db, tenantId, filter));
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

/** Retires a project and its tasks; time logged against them keeps their names. Run it in a transaction. */
export async function softDeleteProject(trx: Db, tenantId: string, id: string, at: string): Promise<boolean> {
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
}
