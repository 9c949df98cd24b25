import { api, type WeekState } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { READ_FAILURES } from '../../../lib/queries/read-failures.ts';

/** api.weekApproval.getWeekStatus: the state of one user's week starting at `weekStart`. */
export async function getWeekStatus(userId: string, weekStart: string): Promise<WeekState> {
  return (await call(api.weekApproval.getWeekStatus, { userId, weekStart })).week;
}

export const weekStatusQueryOptions = (userId: string, weekStart: string) =>
  queryOptions({
    queryKey: queryKeys.timesheet.weekStatus(userId, weekStart),
    queryFn: () => getWeekStatus(userId, weekStart),
    meta: { failure: READ_FAILURES.timesheets },
    // A reviewer may have decided on the week in another browser meanwhile.
    refetchOnWindowFocus: 'always',
  });

/** The state of one week; asks only once there is a week to ask about. */
export function useWeekStatus(userId: string, weekStart: string | null) {
  return useQuery({ ...weekStatusQueryOptions(userId, weekStart ?? ''), enabled: weekStart !== null });
}
