import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.users.reactivateUser: lets a deactivated user sign in again. */
export function useReactivateUser() {
  return useMutation(
    mutationFor(api.users.reactivateUser, {
      input: (userId: string) => ({ userId }),
      // A refusal says the server's msg, which the api client shows.
      meta: { success: ANSWER_MSG },
    }),
  );
}
