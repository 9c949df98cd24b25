import { GetWeekStatusAnswer, type WeekState } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAnswer } from '../../../lib/read-list.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /api/timesheet/getWeekStatus: the state of one user's week starting at `weekStart`. */
export async function getWeekStatus(userId: string, weekStart: string): Promise<WeekState> {
  const answer = await readAnswer(
    '/api/timesheet/getWeekStatus',
    { userId, weekStart },
    GetWeekStatusAnswer,
    TIMESHEET_TOASTS.weekFetchFailed,
  );
  return answer.week;
}

export const weekStatusQueryOptions = (userId: string, weekStart: string) =>
  queryOptions({
    queryKey: timesheetKeys.weekStatus(userId, weekStart),
    queryFn: () => getWeekStatus(userId, weekStart),
    // A reviewer may have decided on the week in another browser meanwhile.
    refetchOnWindowFocus: 'always',
  });

/** The state of one week; asks only once there is a week to ask about. */
export function useWeekStatus(userId: string, weekStart: string | null) {
  return useQuery({ ...weekStatusQueryOptions(userId, weekStart ?? ''), enabled: weekStart !== null });
}
