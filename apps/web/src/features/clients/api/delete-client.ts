import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.clients.deleteClient; refused while projects belong to the client, saying how many. */
export function useDeleteClient() {
  return useMutation(mutationFor(api.clients.deleteClient, { meta: { success: ANSWER_MSG } }));
}
