import { CreatedAnswerSchema, type AddNewUserBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalPost } from '../../../lib/api-client.ts';
import { invalidateUserLists } from './get-all-users.ts';

/**
 * POST /api/users/addNewUser: answers whether the user was added. A refusal's reason has already
 * been shown by the api client.
 */
export async function addNewUser(body: Omit<AddNewUserBody, 'tenantId'>): Promise<boolean> {
  return CreatedAnswerSchema.safeParse(await portalPost('/api/users/addNewUser', body)).success;
}

export function useAddNewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNewUser,
    onSuccess: (added) => {
      if (added) invalidateUserLists(queryClient);
    },
  });
}
