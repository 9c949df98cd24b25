import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.rates.deleteRate: the rate before it at its level applies again. */
export function useDeleteRate() {
  return useMutation(mutationFor(api.rates.deleteRate, { meta: { success: ANSWER_MSG } }));
}
