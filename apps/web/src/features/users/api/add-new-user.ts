import { api, USER_MESSAGES } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { USER_FAILURES } from '../messages.ts';

/** api.users.addNewUser */
export function useAddNewUser() {
  return useMutation(
    mutationFor(api.users.addNewUser, {
      meta: {
        success: USER_MESSAGES.added,
        refused: USER_FAILURES.addRefused,
        threw: USER_FAILURES.addThrew,
      },
    }),
  );
}
