import { SessionAnswer } from '@portal/contract';
import { authorizedGet, type Lookup } from './authorized-get.ts';

/** GET /api/auth/email: the signed-in user's session data; the server counts it as the sign-in. */
export function getSession(email: string, accessToken: string): Promise<Lookup<SessionAnswer>> {
  return authorizedGet(`/api/auth/email?${new URLSearchParams({ email })}`, accessToken, SessionAnswer);
}
