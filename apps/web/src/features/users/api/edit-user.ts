import { api, USER_MESSAGES, type EditUserBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** api.users.editUser: a missing password keeps the old one. */
export function editUser(body: Omit<EditUserBody, 'tenantId'>) {
  return call(api.users.editUser, body);
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    // A refusal says nothing more than the server's msg, which the api client shows (spec §8).
    meta: { success: USER_MESSAGES.updated },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
