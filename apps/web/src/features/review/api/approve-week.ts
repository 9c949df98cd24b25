import { api, type ApproveWeekBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { REVIEW_TOASTS } from '../messages.ts';

/** Whose week, and which; the api client adds the tenant. */
export type WeekApproval = Omit<z.input<typeof ApproveWeekBody>, 'tenantId'>;

/** api.weekApproval.approveWeek: a Manager or Admin approves a submitted week. */
export function useApproveWeek() {
  return useMutation(
    mutationFor(api.weekApproval.approveWeek, {
      meta: { success: ANSWER_MSG, refused: REVIEW_TOASTS.approveFailed },
    }),
  );
}
