import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.users.reactivateUser: lets a deactivated user sign in again. */
export function reactivateUser(userId: string) {
  return call(api.users.reactivateUser, { userId });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    // A refusal says the server's msg, which the api client shows.
    meta: { success: ANSWER_MSG },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
