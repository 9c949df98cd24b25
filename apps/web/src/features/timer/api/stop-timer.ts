import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIME_ENTRY_ADDED } from '../../../lib/time-entry-toasts.ts';
import { TIMER_TOASTS } from '../messages.ts';

/**
 * api.timesheet.stopTimer: the timer becomes an entry of the hours it ran, which every list and
 * week then shows. A refused stop keeps the timer running on the server, and the timer is read
 * again either way: another tab may have stopped it already.
 */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationFor(api.timesheet.stopTimer, {
      input: (_: void) => ({}),
      invalidateOnSettled: true,
      meta: { success: TIME_ENTRY_ADDED, refused: TIMER_TOASTS.stopFailed },
      onSuccess: () => queryClient.setQueryData(queryKeys.timer, null),
    }),
  );
}
