import type { Project, Task, TaskStatus } from '@portal/contract';
import type { TaskFields } from './api/add-task.ts';

/** The task modal's fields as chosen; dates are yyyy-MM-dd or null. */
export interface TaskFormValues {
  title: string;
  projectId: string;
  status: TaskStatus;
  startDate: string | null;
  dueDate: string | null;
}

export type TaskFormField = 'title' | 'projectId';

/** A new task starts as To Do (spec §4). */
export const newTaskForm = (): TaskFormValues => ({
  title: '',
  projectId: '',
  status: 'todo',
  startDate: null,
  dueDate: null,
});

export const taskFormOf = (task: Task): TaskFormValues => ({
  title: task.title,
  projectId: task.projectId,
  status: task.status,
  startDate: task.startDate,
  dueDate: task.dueDate,
});

/**
 * A task needs a title and a project; `requiredMessage` is what the form says otherwise, which
 * differs between adding and editing (spec §5). The project's name goes along, as the spec's
 * client sends it.
 */
export function validateTaskForm(
  values: TaskFormValues,
  requiredMessage: string,
  projects: readonly Pick<Project, 'id' | 'name'>[],
): { ok: true; fields: TaskFields } | { ok: false; message: string; missing: TaskFormField[] } {
  const title = values.title.trim();
  const project = projects.find((choice) => choice.id === values.projectId);
  const missing: TaskFormField[] = [];
  if (!title) missing.push('title');
  if (!values.projectId) missing.push('projectId');
  if (missing.length > 0) return { ok: false, message: requiredMessage, missing };
  return {
    ok: true,
    fields: {
      title,
      projectId: values.projectId,
      ...(project ? { project: project.name } : {}),
      status: values.status,
      startDate: values.startDate,
      dueDate: values.dueDate,
    },
  };
}
