import type { PageRequest, ProjectStatus } from '@portal/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { anyContains } from '../../db/text-search.ts';
import type { BudgetAlertTable, ProjectTable } from '../../db/schema.ts';
import { countOf, pageOf } from '../../db/paging.ts';
import { costOfEntry } from '../timesheet/entry-value.ts';

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

/**
 * The cost of some of the tenant's projects' time in a month (yyyy-MM), in hundredths of minor
 * units, by project; a project without time that month has none.
 */
export async function costsInMonth(
  db: Db,
  tenantId: string,
  projectIds: string[],
  month: string,
): Promise<Map<string, number | string>> {
  const rows = await db
    .selectFrom('time_entries as e')
    .select((eb) => ['e.project_id', eb.fn.sum<number | string>(costOfEntry).as('cost')])
    .where('e.tenant_id', '=', tenantId)
    .where('e.project_id', 'in', projectIds)
    .where('e.date', '>=', `${month}-01`)
    .where('e.date', '<=', `${month}-31`)
    .groupBy('e.project_id')
    .execute();
  return new Map(rows.map((row) => [row.project_id, row.cost]));
}

/** Some of the tenant's live projects that have an estimate or a budget, with what they used. */
/** What the budget alerts measure a project by. */
export const PROJECT_LIMIT_COLUMNS = [
  'id',
  'name',
  'estimate_centihours',
  'tracked_centihours',
  'budget_period',
  'budget_minor',
  'cost_centi_minor',
] as const;

export function projectsWithLimits(db: Db, tenantId: string, ids: readonly string[] | 'all') {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projects')
    .select(PROJECT_LIMIT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids))
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('estimate_centihours', 'is not', null), eb('budget_minor', 'is not', null)]))
    .execute();
}

/** Records an alert unless it was sent already; answers whether this call recorded it. */
export async function claimBudgetAlert(db: Db, alert: Insertable<BudgetAlertTable>): Promise<boolean> {
  const result = await db
    .insertInto('budget_alerts')
    .values(alert)
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'project_id', 'measure', 'threshold', 'period', 'limit_value'])
        .doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
