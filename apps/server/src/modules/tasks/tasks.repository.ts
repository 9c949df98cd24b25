import type { PageRequest, TaskStatus } from '@portal/contract';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { anyContains } from '../../db/text-search.ts';
import type { TaskTable } from '../../db/schema.ts';
import { compiledOnce } from '../../db/compiled-query.ts';
import { countOf, pageOf } from '../../db/paging.ts';

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

/** Which of the tenant's live tasks a list shows. */
export interface TaskFilter {
  projectId?: string | undefined;
  status?: TaskStatus | undefined;
  /** Text the title or the project's name contains. */
  search?: string | undefined;
}

/** The live tasks of a project and a status, when given. */
function liveTasks(db: Db, tenantId: string, { projectId, status }: TaskFilter) {
  return db
    .selectFrom('tasks as t')
    .where('t.tenant_id', '=', tenantId)
    .where('t.deleted_at', 'is', null)
    .$if(projectId !== undefined, (query) => query.where('t.project_id', '=', projectId!))
    .$if(status !== undefined, (query) => query.where('t.status', '=', status!));
}

/** The live tasks `filter` lets through, joined to their project and creator. */
function tasksMatching(db: Db, tenantId: string, filter: TaskFilter) {
  return liveTasks(db, tenantId, filter)
    .innerJoin('projects as p', (join) =>
      join.onRef('p.tenant_id', '=', 't.tenant_id').onRef('p.id', '=', 't.project_id'),
    )
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.created_by'),
    )
    .$if(Boolean(filter.search), (query) =>
      query.where(({ ref }) => anyContains([ref('t.title'), ref('p.name')], filter.search!)),
    );
}

function namedTasks(db: Db, tenantId: string, filter: TaskFilter) {
  return tasksMatching(db, tenantId, filter)
    .selectAll('t')
    .select(['p.name as project_name', 'u.name as user_name', 'p.billable as project_billable'])
    .orderBy('t.created_at')
    .orderBy('t.id');
}

const isUnfiltered = ({ projectId, status, search }: TaskFilter) =>
  projectId === undefined && status === undefined && !search;

// The task list's page, unfiltered, and its count: read on every visit, compiled once.
const unfilteredPage = compiledOnce((db: Db, tenantId: string, limit: number, offset: number) =>
  namedTasks(db, tenantId, {}).limit(limit).offset(offset),
);
const unfilteredCount = compiledOnce((db: Db, tenantId: string) =>
  liveTasks(db, tenantId, {}).select(sql<number | string>`count(*)`.as('count')),
);

/**
 * The tenant's live tasks that `filter` lets through, oldest first, with project and creator names
 * and the hours logged on each (kept on the task, in hundredths); with `page`, only that page's.
 */
export function listTasks(db: Db, tenantId: string, filter: TaskFilter = {}, page?: PageRequest) {
  if (page && isUnfiltered(filter)) {
    return unfilteredPage(db, tenantId, page.pageSize, (page.page - 1) * page.pageSize);
  }
  return namedTasks(db, tenantId, filter).$call(pageOf(page)).execute();
}

/** How many of the tenant's live tasks `filter` lets through. */
export async function countTasks(db: Db, tenantId: string, filter: TaskFilter): Promise<number> {
  if (isUnfiltered(filter)) {
    const [row] = await unfilteredCount(db, tenantId);
    // PostgreSQL answers a bigint count as a string.
    return Number(row?.count);
  }
  // Every task has its project and creator (foreign keys): only a search needs them joined.
  return countOf(filter.search ? tasksMatching(db, tenantId, filter) : liveTasks(db, tenantId, filter));
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
