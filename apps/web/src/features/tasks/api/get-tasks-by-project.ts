import { GetTasksAnswer, type Task } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import { taskKeys } from './query-keys.ts';

/** POST /api/tasks/getTasksByProject: one project's live tasks, oldest first. */
export function getTasksByProject(projectId: string): Promise<Task[]> {
  return readList(
    '/api/tasks/getTasksByProject',
    { userId: readSession()?.userId, projectId },
    GetTasksAnswer,
    TASK_TOASTS.fetchFailed,
  );
}

export const tasksByProjectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: taskKeys.byProject(projectId), queryFn: () => getTasksByProject(projectId) });

export function useTasksByProject(projectId: string) {
  return useQuery(tasksByProjectQueryOptions(projectId));
}
