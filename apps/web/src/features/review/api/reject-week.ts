import { api, type RejectWeekBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { REVIEW_TOASTS } from '../messages.ts';

/** Whose week, which, and why; the api client adds the tenant. */
export type WeekRejection = Omit<z.input<typeof RejectWeekBody>, 'tenantId'>;

/** api.weekApproval.rejectWeek: a Manager or Admin sends a submitted week back, saying why. */
export function useRejectWeek() {
  return useMutation(
    mutationFor(api.weekApproval.rejectWeek, {
      meta: { success: ANSWER_MSG, refused: REVIEW_TOASTS.rejectFailed },
    }),
  );
}
