import { api, type Project } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { readSession } from '../session.ts';
import { queryKeys } from './query-keys.ts';
import { READ_FAILURES } from './read-failures.ts';

/** api.projects.getAllProjects: the tenant's live projects, oldest first. */
export async function getAllProjects(): Promise<Project[]> {
  return (await call(api.projects.getAllProjects, { userId: readSession()?.userId })).data;
}

/** The board, the task forms and the time entry form all read this one list. */
export const allProjectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projects.list,
    queryFn: getAllProjects,
    meta: { failure: READ_FAILURES.projects },
  });

export function useAllProjects() {
  return useQuery(allProjectsQueryOptions());
}
