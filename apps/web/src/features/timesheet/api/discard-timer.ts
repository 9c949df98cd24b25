import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timerQueryKey } from './get-timer.ts';

/** api.timesheet.discardTimer: drops the caller's timer without logging time. */
export function discardTimer() {
  return call(api.timesheet.discardTimer, {});
}

export function useDiscardTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardTimer,
    meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.timerDiscardFailed },
    onSuccess: () => queryClient.setQueryData(timerQueryKey, null),
    onError: () => queryClient.invalidateQueries({ queryKey: timerQueryKey }),
  });
}
