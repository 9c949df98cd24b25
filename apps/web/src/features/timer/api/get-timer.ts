import { api, type Timer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useFirstScreenShown } from '../../../lib/first-screen.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** How often an open tab asks whether the timer was started or stopped elsewhere. */
const TIMER_REFETCH_MS = 30_000;

/** api.timesheet.getTimer: the caller's running timer, or null. */
export async function getTimer(): Promise<Timer | null> {
  return (await call(api.timesheet.getTimer, {})).timer;
}

/**
 * The server holds the timer, so every tab and device shows the same one: each reads it again on
 * coming back into view and every half minute. A failed read says nothing: the next one follows.
 */
export const timerQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.timer,
    queryFn: getTimer,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: TIMER_REFETCH_MS,
  });

/** The header's timer, read once the screen has shown its own data. */
export function useTimer() {
  return useQuery({ ...timerQueryOptions(), enabled: useFirstScreenShown() });
}
