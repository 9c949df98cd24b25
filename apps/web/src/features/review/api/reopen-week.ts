import { api, type ReopenWeekBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { REVIEW_TOASTS } from '../messages.ts';

/** Whose week, which, and why; the api client adds the tenant. */
export type WeekReopening = Omit<z.input<typeof ReopenWeekBody>, 'tenantId'>;

/** api.weekApproval.reopenWeek: an Admin opens an approved week again, saying why. */
export function useReopenWeek() {
  return useMutation(
    mutationFor(api.weekApproval.reopenWeek, {
      meta: { success: ANSWER_MSG, refused: REVIEW_TOASTS.reopenFailed },
    }),
  );
}
