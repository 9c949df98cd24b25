import { api, type StartTimerBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIMER_TOASTS } from '../messages.ts';

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
      meta: { success: TIMER_TOASTS.started, refused: TIMER_TOASTS.startFailed },
      onSuccess: ({ timer }) => queryClient.setQueryData(queryKeys.timer, timer),
    }),
  );
}
