import { api, type Timer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIME_ENTRY_ADDED } from '../../../lib/time-entry-toasts.ts';
import { TIMER_TOASTS } from '../messages.ts';
import { deviceNow } from '../timer.ts';

/**
 * api.timesheet.stopTimer: the timer becomes an entry of the hours it ran, which every list and
 * week then shows. A refused stop keeps the timer running on the server, and the timer is read
 * again either way: another tab may have stopped it already. Without a network the stop is kept
 * on this device with the device's time, and the timer stops on screen at once.
 */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationFor(api.timesheet.stopTimer, {
      input: (_: void) => ({}),
      offline: { kept: () => ({ stoppedAt: deviceNow() }) },
      invalidateOnSettled: true,
      meta: { success: TIME_ENTRY_ADDED, refused: TIMER_TOASTS.stopFailed },
      onMutate: async (): Promise<Timer | null | undefined> => {
        await queryClient.cancelQueries({ queryKey: queryKeys.timer });
        const before = queryClient.getQueryData<Timer | null>(queryKeys.timer);
        queryClient.setQueryData(queryKeys.timer, null);
        return before;
      },
      onError: (_error, _stop, before) => queryClient.setQueryData(queryKeys.timer, before ?? null),
    }),
  );
}
