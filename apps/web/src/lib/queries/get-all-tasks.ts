import { api, type Task } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { readSession } from '../session.ts';
import { queryKeys } from './query-keys.ts';
import { READ_FAILURES } from './read-failures.ts';

/** api.tasks.getAllTasks: the tenant's live tasks, oldest first. */
export async function getAllTasks(): Promise<Task[]> {
  return (await call(api.tasks.getAllTasks, { userId: readSession()?.userId })).data;
}

/** The task list and the reports' task filter both read this list. */
export const allTasksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tasks.list,
    queryFn: getAllTasks,
    meta: { failure: READ_FAILURES.tasks },
  });

export function useAllTasks() {
  return useQuery(allTasksQueryOptions());
}
