import { GetAllProjectsAnswer, type Project } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /api/projects/getAllProjects: the tenant's live projects, to log time against. */
export function getProjectChoices(userId: string): Promise<Project[]> {
  return readList(
    '/api/projects/getAllProjects',
    { userId },
    GetAllProjectsAnswer,
    TIMESHEET_TOASTS.projectsFetchFailed,
  );
}

export const projectChoicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: timesheetKeys.projectChoices(userId),
    queryFn: () => getProjectChoices(userId),
    // Projects change on another screen; each opening of the form asks again.
    staleTime: 0,
  });

export function useProjectChoices(userId: string) {
  return useQuery(projectChoicesQueryOptions(userId));
}
