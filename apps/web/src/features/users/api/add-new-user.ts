import { api, USER_MESSAGES, type AddNewUserBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { USER_FAILURES } from '../messages.ts';

/** api.users.addNewUser */
export function addNewUser(body: Omit<AddNewUserBody, 'tenantId'>) {
  return call(api.users.addNewUser, body);
}

export function useAddNewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNewUser,
    meta: { success: USER_MESSAGES.added, refused: USER_FAILURES.addRefused, threw: USER_FAILURES.addThrew },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
