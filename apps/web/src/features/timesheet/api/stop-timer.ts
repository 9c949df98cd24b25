import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timerQueryKey } from './get-timer.ts';

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
      meta: { success: TIMESHEET_TOASTS.added, refused: TIMESHEET_TOASTS.timerStopFailed },
      onSuccess: () => queryClient.setQueryData(timerQueryKey, null),
    }),
  );
}
