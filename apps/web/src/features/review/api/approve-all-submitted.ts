import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { REVIEW_TOASTS } from '../messages.ts';

/**
 * api.weekApproval.approveAllSubmitted: approves every submitted week starting at `weekStart` that
 * the caller may decide on; the answer's msg says how many.
 */
export function useApproveAllSubmitted() {
  return useMutation(
    mutationFor(api.weekApproval.approveAllSubmitted, {
      input: (weekStart: string) => ({ weekStart }),
      meta: { success: ANSWER_MSG, refused: REVIEW_TOASTS.approveAllFailed },
    }),
  );
}
