import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMER_TOASTS } from '../messages.ts';

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
      meta: { success: ANSWER_MSG, refused: TIMER_TOASTS.discardFailed },
      onSuccess: () => queryClient.setQueryData(queryKeys.timer, null),
    }),
  );
}
