import type { SessionAnswer, TenantCheckAnswer } from '@portal/contract';
import { ApiError } from '../../lib/api-error.ts';
import { refusalText } from '../../lib/i18n/refusals.ts';
import { checkTenant } from './api/check-tenant.ts';
import { getSession } from './api/get-session.ts';
import { hasPortalAccess, readAccessClaims } from './access.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; session: SessionAnswer }
  | { kind: 'no-access' }
  | { kind: 'subscription-expired' }
  | { kind: 'failed'; message: string | null };

export interface SignInCheckCalls {
  checkTenant: (email: string, accessToken: string) => Promise<TenantCheckAnswer>;
  getSession: (email: string, accessToken: string) => Promise<SessionAnswer>;
}

/**
 * What happens once the provider has authenticated the user (spec §4): the role check, then the
 * tenant check, then the user lookup, each only if the one before passed. A refused call fails the
 * sign-in with the server's reason, when it gave one.
 */
export async function runSignInChecks(
  accessToken: string,
  calls: SignInCheckCalls = { checkTenant, getSession },
): Promise<SignInOutcome> {
  const claims = readAccessClaims(accessToken);
  if (!hasPortalAccess(claims)) return { kind: 'no-access' };
  const email = claims?.email;
  if (!email) return { kind: 'failed', message: null };

  try {
    const tenant = await calls.checkTenant(email, accessToken);
    if (tenant.result.subscription_expired) return { kind: 'subscription-expired' };
    return { kind: 'signed-in', session: await calls.getSession(email, accessToken) };
  } catch (error) {
    return { kind: 'failed', message: error instanceof ApiError && error.msg ? refusalText(error) : null };
  }
}
