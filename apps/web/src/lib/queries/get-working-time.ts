import { api, weekEndOf, type GetWorkingTimeAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { queryKeys } from './query-keys.ts';

/** api.workingTime.getWorkingTime: one person's working-time account of `from`..`to`. */
export async function getWorkingTime(
  userId: string,
  from: string,
  to: string,
): Promise<GetWorkingTimeAnswer> {
  return call(api.workingTime.getWorkingTime, { userId, from, to });
}

export const workingTimeQueryOptions = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.workingTime.account(userId, from, to),
    queryFn: () => getWorkingTime(userId, from, to),
  });

/**
 * The account of the week starting at `sunday`: what the Overview's day headers and missing time
 * show, and what tells whether a day is one of an approved absence before time is logged on it.
 */
export const weekAccountQueryOptions = (userId: string, sunday: string) =>
  workingTimeQueryOptions(userId, sunday, weekEndOf(sunday));

export function useWeekAccount(userId: string, sunday: string) {
  return useQuery(weekAccountQueryOptions(userId, sunday));
}
