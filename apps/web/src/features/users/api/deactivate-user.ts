import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.users.deactivateUser: the user is signed out at once and cannot sign in; their data stays. */
export function deactivateUser(userId: string) {
  return call(api.users.deactivateUser, { userId });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    // A refusal says the server's msg, which the api client shows.
    meta: { success: ANSWER_MSG },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
