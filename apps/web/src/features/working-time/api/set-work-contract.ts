import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/**
 * api.workingTime.setWorkContract: saves a person's contract from its date on; a refusal (a closed
 * month, say) is said by the api client in the server's words.
 */
export function useSetWorkContract() {
  return useMutation(mutationFor(api.workingTime.setWorkContract, { meta: { success: ANSWER_MSG } }));
}
