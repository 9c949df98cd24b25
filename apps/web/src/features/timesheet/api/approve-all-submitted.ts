import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/**
 * api.weekApproval.approveAllSubmitted: approves every submitted week starting at `weekStart` that
 * the caller may decide on; the answer's msg says how many.
 */
export function approveAllSubmitted(weekStart: string) {
  return call(api.weekApproval.approveAllSubmitted, { weekStart });
}

/** Approves the weeks; every timesheet read refreshes, since what is locked changes. */
export function useApproveAllSubmitted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAllSubmitted,
    meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.approveAllFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
