import { api, changed, type Absence } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveEvents } from '../../../lib/live/live-invalidations.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

export interface AbsenceCancellation {
  absence: Pick<Absence, 'id' | 'userId'>;
  /** Why someone else's absence is cancelled. */
  reason?: string;
}

/**
 * api.absences.cancelAbsence: the person withdraws a request, or a Manager or Admin cancels an
 * approved absence. As with decisions, the screen makes the person's absences stale itself.
 */
export function useCancelAbsence() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationFor(api.absences.cancelAbsence, {
      input: ({ absence, reason }: AbsenceCancellation) => ({
        id: absence.id,
        ...(reason ? { reason } : {}),
      }),
      meta: { success: ANSWER_MSG },
      onSuccess: (_answer, { absence }) => applyLiveEvents(queryClient, [changed.absences(absence.userId)]),
    }),
  );
}
