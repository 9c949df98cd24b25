import crypto from 'node:crypto';
import {
  api,
  pageRequest,
  type AddTaskBody,
  type GetAllTasksBody,
  type Task,
  type TaskStatus,
  type UpdateTaskBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { estimateToCentihours } from '../../lib/centihours.ts';
import { listOrPage, type ListOrPage } from '../../lib/paging.ts';
import { StreamedList } from '../../streamed-list.ts';
import type { Caller } from '../../context/caller.ts';
import * as audit from '../audit/audit.service.ts';
import { findActiveProject } from '../projects/projects.service.ts';
import { presentTask } from './tasks.presenter.ts';
import * as repository from './tasks.repository.ts';

type TaskFields = Omit<z.output<typeof AddTaskBody>, 'tenantId' | 'userId' | 'project'>;

/** One of the tenant's live tasks; undefined when it is another tenant's, unknown or deleted. */
export function findActiveTask(db: Db, tenantId: string, taskId: string) {
  return repository.findActiveTask(db, tenantId, taskId);
}

async function assertProject(db: Db, caller: Caller, projectId: string) {
  if (!(await findActiveProject(db, caller.tenantId, projectId))) throw refuse(404, 'project-not-found');
}

const columns = (fields: TaskFields) => ({
  title: fields.title,
  project_id: fields.projectId,
  status: fields.status,
  start_date: fields.startDate,
  due_date: fields.dueDate,
  estimate_centihours: estimateToCentihours(fields.estimateHours),
  // Left out, the task keeps its choice; time already logged keeps its own either way.
  ...(fields.billable === undefined
    ? {}
    : { billable: fields.billable === null ? null : fields.billable ? 1 : 0 }),
});

/**
 * The tenant's live tasks, filtered, oldest first; one page of them when a page is asked for. Every
 * role sees every task of the tenant (CONTRACT §4). The whole list is answered as it is written
 * (see `StreamedList`).
 */
export async function listTasks(
  db: Db,
  caller: Caller,
  query: Omit<z.output<typeof GetAllTasksBody>, 'tenantId' | 'userId'> = {},
): Promise<ListOrPage<Task> | StreamedList<Task>> {
  const filter = { projectId: query.projectId, status: query.status, search: query.search };
  const page = pageRequest(query);
  if (!page) return StreamedList.of(await repository.listTasks(db, caller.tenantId, filter), presentTask);
  return listOrPage(
    page,
    async (rows) => (await repository.listTasks(db, caller.tenantId, filter, rows)).map(presentTask),
    () => repository.countTasks(db, caller.tenantId, filter),
  );
}

/** One live project's tasks, oldest first; a project that is not the tenant's is not found. */
export async function listProjectTasks(db: Db, caller: Caller, projectId: string): Promise<Task[]> {
  await assertProject(db, caller, projectId);
  return (await repository.listTasks(db, caller.tenantId, { projectId })).map(presentTask);
}

export async function addTask(db: Db, caller: Caller, fields: TaskFields): Promise<string> {
  await assertProject(db, caller, fields.projectId);
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await repository.insertTask(trx, {
      tenant_id: caller.tenantId,
      id,
      ...columns(fields),
      created_by: caller.userId,
      created_at: new Date().toISOString(),
      deleted_at: null,
    });
    await audit.record(trx, caller, api.tasks.addTask, id);
  });
  return id;
}

export async function updateTask(
  db: Db,
  caller: Caller,
  { taskId, ...fields }: Omit<z.output<typeof UpdateTaskBody>, 'tenantId' | 'userId' | 'project'>,
): Promise<void> {
  if (!(await repository.findActiveTask(db, caller.tenantId, taskId))) throw refuse(404, 'task-not-found');
  await assertProject(db, caller, fields.projectId);
  await db.transaction().execute(async (trx) => {
    await repository.updateTask(trx, caller.tenantId, taskId, columns(fields));
    await audit.record(trx, caller, api.tasks.updateTask, taskId);
  });
}

export async function updateTaskStatus(
  db: Db,
  caller: Caller,
  taskId: string,
  status: TaskStatus,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repository.updateTask(trx, caller.tenantId, taskId, { status })))
      throw refuse(404, 'task-not-found');
    await audit.record(trx, caller, api.tasks.updateTaskStatus, taskId);
  });
}

/** Retires a task; time logged against it keeps its name. */
export async function deleteTask(db: Db, caller: Caller, taskId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await repository.updateTask(trx, caller.tenantId, taskId, {
      deleted_at: new Date().toISOString(),
    });
    if (!deleted) throw refuse(404, 'task-not-found');
    await audit.record(trx, caller, api.tasks.deleteTask, taskId);
  });
}
