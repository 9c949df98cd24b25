import { api, type Task } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { readSession } from '../session.ts';
import { queryKeys } from './query-keys.ts';
import { READ_FAILURES } from './read-failures.ts';

/** api.tasks.getTasksByProject: one project's live tasks, oldest first. */
export async function getTasksByProject(projectId: string): Promise<Task[]> {
  return (await call(api.tasks.getTasksByProject, { userId: readSession()?.userId, projectId })).data;
}

/** The board's Tasks popover and the time entry form's task choices both read this list. */
export const tasksByProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.tasks.byProject(projectId),
    queryFn: () => getTasksByProject(projectId),
    meta: { failure: READ_FAILURES.tasks },
  });

export function useTasksByProject(projectId: string) {
  return useQuery(tasksByProjectQueryOptions(projectId));
}
