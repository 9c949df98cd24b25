import { api, USER_MESSAGES } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';

/** api.users.editUser: a missing password keeps the old one. */
export function useEditUser() {
  return useMutation(
    mutationFor(api.users.editUser, {
      // A refusal says nothing more than the server's msg, which the api client shows (spec §8).
      meta: { success: USER_MESSAGES.updated },
    }),
  );
}
