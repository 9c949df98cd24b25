import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.users.deactivateUser: the user is signed out at once and cannot sign in; their data stays. */
export function useDeactivateUser() {
  return useMutation(
    mutationFor(api.users.deactivateUser, {
      input: (userId: string) => ({ userId }),
      // A refusal says the server's msg, which the api client shows.
      meta: { success: ANSWER_MSG },
    }),
  );
}
