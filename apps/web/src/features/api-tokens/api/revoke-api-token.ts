import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.apiTokens.revokeApiToken: the token stops working at once. */
export function useRevokeApiToken() {
  return useMutation(mutationFor(api.apiTokens.revokeApiToken, { meta: { success: ANSWER_MSG } }));
}
