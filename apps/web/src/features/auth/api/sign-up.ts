import type { SignUpBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../messages.ts';

export type SignUpResult = { ok: true } | { ok: false; message: string };

/** POST /api/auth/signup: creates a new tenant whose first user is this Admin. Needs no token. */
export async function signUp(body: SignUpBody, fetchFn: typeof fetch = fetch): Promise<SignUpResult> {
  let response: Response;
  try {
    response = await fetchFn('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: AUTH_MESSAGES.signUpUnreachable };
  }
  const answer = (await response.json().catch(() => null)) as {
    result?: unknown;
    msg?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && answer?.result === 1) return { ok: true };
  const text = [answer?.msg, answer?.message].find((value) => typeof value === 'string' && value);
  return { ok: false, message: typeof text === 'string' ? text : AUTH_MESSAGES.signUpFailed };
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpBody) => signUp(body) });
}
