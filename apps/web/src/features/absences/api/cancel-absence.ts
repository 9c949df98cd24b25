import { api, type Absence } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

export interface AbsenceCancellation {
  absence: Pick<Absence, 'id' | 'userId'>;
  /** Why someone else's absence is cancelled. */
  reason?: string;
}

/**
 * api.absences.cancelAbsence: the person withdraws a request, or a Manager or Admin cancels an
 * approved absence.
 */
export function useCancelAbsence() {
  return useMutation(
    mutationFor(api.absences.cancelAbsence, {
      input: ({ absence, reason }: AbsenceCancellation) => ({
        id: absence.id,
        ...(reason ? { reason } : {}),
      }),
      meta: { success: ANSWER_MSG },
    }),
  );
}
