import type { SessionAnswer, TenantCheckAnswer } from '@portal/contract';
import type { Lookup } from './api/authorized-get.ts';
import { checkTenant } from './api/check-tenant.ts';
import { getSession } from './api/get-session.ts';
import { hasPortalAccess, readAccessClaims } from './access.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; session: SessionAnswer }
  | { kind: 'no-access' }
  | { kind: 'subscription-expired' }
  | { kind: 'failed'; message: string | null };

export interface SignInCheckCalls {
  checkTenant: (email: string, accessToken: string) => Promise<Lookup<TenantCheckAnswer>>;
  getSession: (email: string, accessToken: string) => Promise<Lookup<SessionAnswer>>;
}

/**
 * What happens once the provider has authenticated the user (spec §4): the role check, then the
 * tenant check, then the user lookup, each only if the one before passed.
 */
export async function runSignInChecks(
  accessToken: string,
  calls: SignInCheckCalls = { checkTenant, getSession },
): Promise<SignInOutcome> {
  const claims = readAccessClaims(accessToken);
  if (!hasPortalAccess(claims)) return { kind: 'no-access' };
  const email = claims?.email;
  if (!email) return { kind: 'failed', message: null };

  const tenant = await calls.checkTenant(email, accessToken);
  if (!tenant.ok) return { kind: 'failed', message: tenant.message };
  if (tenant.data.result.subscription_expired) return { kind: 'subscription-expired' };

  const session = await calls.getSession(email, accessToken);
  if (!session.ok) return { kind: 'failed', message: session.message };
  return { kind: 'signed-in', session: session.data };
}
