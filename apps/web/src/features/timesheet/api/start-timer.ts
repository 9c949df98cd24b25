import { api, type StartTimerBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timerQueryKey } from './get-timer.ts';

/** What the timer is for and the date its entry lands on; the api client adds the tenant. */
export type TimerStart = Omit<StartTimerBody, 'tenantId'>;

/**
 * api.timesheet.startTimer: starts the caller's timer and shows it at once, stopping a running one
 * into its entry. The timer is read again after a refusal too: another tab may have started or
 * stopped it meanwhile.
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationFor(api.timesheet.startTimer, {
      input: (start: TimerStart) => start,
      invalidateOnSettled: true,
      meta: { success: TIMESHEET_TOASTS.timerStarted, refused: TIMESHEET_TOASTS.timerStartFailed },
      onSuccess: ({ timer }) => queryClient.setQueryData(timerQueryKey, timer),
    }),
  );
}
