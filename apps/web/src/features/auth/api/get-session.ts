import { api, type SessionAnswer } from '@portal/contract';
import { call } from '../../../lib/api-client.ts';

/** api.auth.email: the signed-in user's session data; the server counts it as the sign-in. */
export function getSession(email: string, accessToken: string): Promise<SessionAnswer> {
  return call(api.auth.email, { email }, { accessToken });
}
