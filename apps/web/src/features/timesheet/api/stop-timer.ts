import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timerQueryKey } from './get-timer.ts';

/** api.timesheet.stopTimer: the timer becomes an entry of the hours it ran. */
export function stopTimer() {
  return call(api.timesheet.stopTimer, {});
}

/**
 * Stops the timer into an entry, which every list and week then shows. A refused stop keeps the
 * timer running on the server, and the timer is read again either way: another tab may have
 * stopped it already.
 */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTimer,
    meta: { success: TIMESHEET_TOASTS.added, refused: TIMESHEET_TOASTS.timerStopFailed },
    onSuccess: () => {
      queryClient.setQueryData(timerQueryKey, null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: timerQueryKey }),
  });
}
