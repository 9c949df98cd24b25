import { GetTasksAnswer, type Task } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /api/tasks/getTasksByProject: the tasks of the project chosen in the entry form. */
export function getTaskChoices(userId: string, projectId: string): Promise<Task[]> {
  return readList(
    '/api/tasks/getTasksByProject',
    { userId, projectId },
    GetTasksAnswer,
    TIMESHEET_TOASTS.tasksFetchFailed,
  );
}

export const taskChoicesQueryOptions = (userId: string, projectId: string) =>
  queryOptions({
    queryKey: timesheetKeys.taskChoices(userId, projectId),
    queryFn: () => getTaskChoices(userId, projectId),
    enabled: projectId !== '',
    // Tasks change on another screen; each opening of the form asks again.
    staleTime: 0,
  });

/** Asks only once a project is chosen. */
export function useTaskChoices(userId: string, projectId: string) {
  return useQuery(taskChoicesQueryOptions(userId, projectId));
}
