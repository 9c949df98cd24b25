import { GetTasksAnswer, type Task } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import { taskKeys } from './query-keys.ts';

/** POST /api/tasks/getAllTasks: the tenant's live tasks, oldest first. */
export function getAllTasks(): Promise<Task[]> {
  return readList(
    '/api/tasks/getAllTasks',
    { userId: readSession()?.userId },
    GetTasksAnswer,
    TASK_TOASTS.fetchFailed,
  );
}

export const allTasksQueryOptions = () => queryOptions({ queryKey: taskKeys.list, queryFn: getAllTasks });

export function useAllTasks() {
  return useQuery(allTasksQueryOptions());
}
