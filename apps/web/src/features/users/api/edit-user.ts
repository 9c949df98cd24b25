import { MessageAnswerSchema, type EditUserBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalPost } from '../../../lib/api-client.ts';
import { invalidateUserLists } from './get-all-users.ts';

/**
 * POST /api/users/editUser: answers whether the user was changed. A refusal's reason (the server's
 * msg) has already been shown by the api client. An empty password keeps the old one.
 */
export async function editUser(body: Omit<EditUserBody, 'tenantId'>): Promise<boolean> {
  return MessageAnswerSchema.safeParse(await portalPost('/api/users/editUser', body)).success;
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: (edited) => {
      if (edited) invalidateUserLists(queryClient);
    },
  });
}
