import { api, type StartTimerBody, type Timer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timerQueryKey } from './get-timer.ts';

/** What the timer is for and the date its entry lands on; the api client adds the tenant. */
export type TimerStart = Omit<StartTimerBody, 'tenantId'>;

/** api.timesheet.startTimer: starts the caller's timer, stopping a running one into its entry. */
export async function startTimer(start: TimerStart): Promise<Timer | null> {
  return (await call(api.timesheet.startTimer, start)).timer;
}

/** Starts the timer and shows it at once; a timer it replaced became an entry, so entries refresh. */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTimer,
    meta: { success: TIMESHEET_TOASTS.timerStarted, refused: TIMESHEET_TOASTS.timerStartFailed },
    onSuccess: (timer) => {
      const replaced = queryClient.getQueryData<Timer | null>(timerQueryKey);
      queryClient.setQueryData(timerQueryKey, timer);
      if (replaced) return queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all });
    },
    // Another tab may have started or stopped it meanwhile.
    onError: () => queryClient.invalidateQueries({ queryKey: timerQueryKey }),
  });
}
