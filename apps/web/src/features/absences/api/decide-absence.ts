import { api, type Absence } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

export interface AbsenceDecision {
  absence: Pick<Absence, 'id' | 'userId'>;
  decision: 'approve' | 'reject';
  /** Why it is rejected; required then. */
  reason?: string;
}

/**
 * api.absences.decideAbsence: a Manager or Admin approves or rejects a request.
 */
export function useDecideAbsence() {
  return useMutation(
    mutationFor(api.absences.decideAbsence, {
      input: ({ absence, decision, reason }: AbsenceDecision) => ({
        id: absence.id,
        decision,
        ...(reason === undefined ? {} : { reason }),
      }),
      meta: { success: ANSWER_MSG },
    }),
  );
}
