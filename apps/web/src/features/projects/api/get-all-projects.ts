import { GetAllProjectsAnswer, type Project } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import { projectKeys } from './query-keys.ts';

/** POST /api/projects/getAllProjects: the tenant's live projects, oldest first. */
export function getAllProjects(): Promise<Project[]> {
  return readList(
    '/api/projects/getAllProjects',
    { userId: readSession()?.userId },
    GetAllProjectsAnswer,
    PROJECT_TOASTS.fetchFailed,
  );
}

export const allProjectsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.list, queryFn: getAllProjects });

export function useAllProjects() {
  return useQuery(allProjectsQueryOptions());
}
