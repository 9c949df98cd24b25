import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { CLIENT_MESSAGES } from '../messages.ts';

/** api.clients.addClient; a refusal (a name taken) is said in the server's words. */
export function useAddClient() {
  return useMutation(mutationFor(api.clients.addClient, { meta: { success: CLIENT_MESSAGES.added } }));
}
