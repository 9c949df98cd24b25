import { api, changed, type Absence } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveEvents } from '../../../lib/live/live-invalidations.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

export interface AbsenceDecision {
  absence: Pick<Absence, 'id' | 'userId'>;
  decision: 'approve' | 'reject';
  /** Why it is rejected; required then. */
  reason?: string;
}

/**
 * api.absences.decideAbsence: a Manager or Admin approves or rejects a request. The call cannot
 * declare whose absences it changes, which the screen knows: it makes them stale here at once,
 * as the server's live event does in every other tab.
 */
export function useDecideAbsence() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationFor(api.absences.decideAbsence, {
      input: ({ absence, decision, reason }: AbsenceDecision) => ({
        id: absence.id,
        decision,
        ...(reason === undefined ? {} : { reason }),
      }),
      meta: { success: ANSWER_MSG },
      onSuccess: (_answer, { absence }) => applyLiveEvents(queryClient, [changed.absences(absence.userId)]),
    }),
  );
}
