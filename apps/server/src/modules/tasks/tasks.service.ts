import crypto from 'node:crypto';
import type { AddTaskBody, Task, TaskStatus, UpdateTaskBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findActiveProject } from '../projects/projects.repository.ts';
import { presentTask } from './tasks.presenter.ts';
import * as repository from './tasks.repository.ts';

type TaskFields = Omit<z.output<typeof AddTaskBody>, 'tenantId' | 'userId' | 'project'>;

const TASK_NOT_FOUND = 'Task not found';

async function assertProject(db: Db, caller: Caller, projectId: string) {
  if (!(await findActiveProject(db, caller.tenantId, projectId))) throw NotFound('Project not found');
}

const columns = (fields: TaskFields) => ({
  title: fields.title,
  project_id: fields.projectId,
  status: fields.status,
  start_date: fields.startDate,
  due_date: fields.dueDate,
});

export async function listTasks(db: Db, caller: Caller, projectId?: string): Promise<Task[]> {
  if (projectId) await assertProject(db, caller, projectId);
  return (await repository.listTasks(db, caller.tenantId, projectId)).map(presentTask);
}

export async function addTask(db: Db, caller: Caller, fields: TaskFields): Promise<string> {
  await assertProject(db, caller, fields.projectId);
  const id = crypto.randomUUID();
  await repository.insertTask(db, {
    tenant_id: caller.tenantId,
    id,
    ...columns(fields),
    created_by: caller.userId,
    created_at: new Date().toISOString(),
    deleted_at: null,
  });
  return id;
}

export async function updateTask(
  db: Db,
  caller: Caller,
  { taskId, ...fields }: Omit<z.output<typeof UpdateTaskBody>, 'tenantId' | 'userId' | 'project'>,
): Promise<void> {
  if (!(await repository.findActiveTask(db, caller.tenantId, taskId))) throw NotFound(TASK_NOT_FOUND);
  await assertProject(db, caller, fields.projectId);
  await repository.updateTask(db, caller.tenantId, taskId, columns(fields));
}

export async function updateTaskStatus(
  db: Db,
  caller: Caller,
  taskId: string,
  status: TaskStatus,
): Promise<void> {
  if (!(await repository.updateTask(db, caller.tenantId, taskId, { status }))) throw NotFound(TASK_NOT_FOUND);
}

/** Retires a task; time logged against it keeps its name. */
export async function deleteTask(db: Db, caller: Caller, taskId: string): Promise<void> {
  const deleted = await repository.updateTask(db, caller.tenantId, taskId, {
    deleted_at: new Date().toISOString(),
  });
  if (!deleted) throw NotFound(TASK_NOT_FOUND);
}
