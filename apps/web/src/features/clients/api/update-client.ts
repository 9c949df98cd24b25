import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.clients.updateClient, every field sent. */
export function useUpdateClient() {
  return useMutation(mutationFor(api.clients.updateClient, { meta: { success: ANSWER_MSG } }));
}
