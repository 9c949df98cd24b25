import { normalizeEmail } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { refuse } from '../../errors.ts';
import { sessionEnded } from '../users/user-sessions.ts';
import { bindIdpSubject, findCaller } from '../users/users.service.ts';

/** The claims of a verified access token that say who it stands for. */
export interface IdentityClaims {
  sub?: string;
  iat?: number;
  email?: string;
  email_verified?: boolean;
}

/**
 * The person a token stands for, by its subject only: the embedded provider's subject is the user
 * id; an external issuer's subject is bound to the user holding the token's verified email at the
 * first call, and from then on only the subject counts. An email can change hands, so it never
 * decides who calls.
 */
async function findTokenOwner(db: Db, embedded: boolean, claims: IdentityClaims) {
  const subject = claims.sub;
  if (!subject) return undefined;
  if (embedded) return findCaller(db, 'id', subject);
  const bound = await findCaller(db, 'idp_subject', subject);
  if (bound || claims.email_verified !== true || !claims.email) return bound;
  return (await bindIdpSubject(db, normalizeEmail(claims.email), subject))
    ? findCaller(db, 'idp_subject', subject)
    : undefined;
}

/** The caller a verified token stands for; refused when they are unknown, deactivated or signed out. */
export async function callerForToken(db: Db, embedded: boolean, claims: IdentityClaims): Promise<Caller> {
  // The caller's tenant is what this lookup finds out, so it cannot run inside one.
  const user = await runAsSystem(() => findTokenOwner(db, embedded, claims));
  if (!user) throw refuse(403, 'no-account-for-token');
  if (user.deactivated_at) throw refuse(401, 'account-deactivated');
  if (sessionEnded(user, claims.iat)) throw refuse(401, 'session-ended');
  return {
    tenantId: user.tenant_id,
    userId: user.id,
    role: user.role,
    email: user.email,
    subscriptionEndsOn: user.subscription_ends_on,
  };
}
