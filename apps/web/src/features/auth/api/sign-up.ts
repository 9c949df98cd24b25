import { api, type SignUpBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { AUTH_MESSAGES } from '../messages.ts';

/** api.auth.signup: creates a new tenant whose first user is this Admin. Needs no token. */
export const signUpOptions = () =>
  mutationFor(api.auth.signup, {
    input: (body: SignUpBody) => body,
    meta: {
      success: AUTH_MESSAGES.signUpSucceeded,
      // Sign-up is no call of the signed-in helper, so the server's reason is said here (spec §8).
      refused: (error) => refusalText(error) || t(AUTH_MESSAGES.signUpFailed),
      threw: AUTH_MESSAGES.signUpUnreachable,
    },
  });

export function useSignUp() {
  return useMutation(signUpOptions());
}
