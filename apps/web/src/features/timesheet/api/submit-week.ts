import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** api.weekApproval.submitWeek: the caller sends their own week starting at `weekStart` for approval. */
export function submitWeek(weekStart: string) {
  return call(api.weekApproval.submitWeek, { weekStart });
}

/** Submits the week; every timesheet read refreshes, since what is locked changes. */
export function useSubmitWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWeek,
    meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.submitFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
