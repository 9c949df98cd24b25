import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timerQueryKey } from './get-timer.ts';

/**
 * api.timesheet.discardTimer: drops the caller's timer without logging time. The timer is read
 * again after a refusal too: another tab may have started or stopped it meanwhile.
 */
export function useDiscardTimer() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationFor(api.timesheet.discardTimer, {
      input: (_: void) => ({}),
      invalidateOnSettled: true,
      meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.timerDiscardFailed },
      onSuccess: () => queryClient.setQueryData(timerQueryKey, null),
    }),
  );
}
