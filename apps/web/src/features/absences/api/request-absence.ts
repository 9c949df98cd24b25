import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/**
 * api.absences.requestAbsence: the caller asks for an absence (sick leave is recorded at once). A
 * refusal (no allowance left, an overlap, a closed month) is said by the api client in the
 * server's words.
 */
export function useRequestAbsence() {
  return useMutation(mutationFor(api.absences.requestAbsence, { meta: { success: ANSWER_MSG } }));
}
