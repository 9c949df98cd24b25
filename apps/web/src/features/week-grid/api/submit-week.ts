import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { WEEK_GRID_TOASTS } from '../messages.ts';

/** api.weekApproval.submitWeek: the caller sends their own week starting at `weekStart` for approval. */
export function useSubmitWeek() {
  return useMutation(
    mutationFor(api.weekApproval.submitWeek, {
      input: (weekStart: string) => ({ weekStart }),
      meta: { success: ANSWER_MSG, refused: WEEK_GRID_TOASTS.submitFailed },
    }),
  );
}
