import { api, type SignUpBody } from '@portal/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { AUTH_MESSAGES } from '../messages.ts';

/** api.auth.signup: creates a new tenant whose first user is this Admin. Needs no token. */
export function signUp(body: SignUpBody) {
  return call(api.auth.signup, body);
}

export const signUpOptions = () =>
  mutationOptions({
    mutationFn: signUp,
    meta: {
      success: AUTH_MESSAGES.signUpSucceeded,
      // Sign-up is no call of the signed-in helper, so the server's reason is said here (spec §8).
      refused: (error) => error.msg || AUTH_MESSAGES.signUpFailed,
      threw: AUTH_MESSAGES.signUpUnreachable,
    },
  });

export function useSignUp() {
  return useMutation(signUpOptions());
}
