import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { API_TOKEN_MESSAGES } from '../messages.ts';

/** api.apiTokens.addApiToken: its answer holds the token, which is shown this once. */
export function useAddApiToken() {
  return useMutation(
    mutationFor(api.apiTokens.addApiToken, { meta: { success: API_TOKEN_MESSAGES.created } }),
  );
}
