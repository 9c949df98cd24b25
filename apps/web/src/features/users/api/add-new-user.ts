import { api, USER_MESSAGES } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { USER_FAILURES } from '../messages.ts';

/** api.users.addNewUser */
export function useAddNewUser() {
  return useMutation(
    mutationFor(api.users.addNewUser, {
      meta: {
        success: t(USER_MESSAGES.added),
        refused: t(USER_FAILURES.addRefused),
        threw: t(USER_FAILURES.addThrew),
      },
    }),
  );
}
