import { normalizeEmail } from '@portal/contract';
import { LRUCache } from 'lru-cache';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
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
async function findTokenOwnerAnywhere(db: Db, embedded: boolean, claims: IdentityClaims) {
  const subject = claims.sub;
  if (!subject) return undefined;
  if (embedded) return findCaller(db, 'id', subject);
  const bound = await findCaller(db, 'idp_subject', subject);
  if (bound || claims.email_verified !== true || !claims.email) return bound;
  return (await bindIdpSubject(db, normalizeEmail(claims.email), subject))
    ? findCaller(db, 'idp_subject', subject)
    : undefined;
}

/**
 * The tenant each subject was last found in. A user never changes tenant, so this only says where
 * to look first: the row itself is read on every call, and a subject not found there is looked up
 * in every tenant. Looking in the caller's own tenant keeps a PostgreSQL connection on that tenant
 * for the request's own queries, instead of switching it to every tenant and back on each request.
 */
const tenantsOfSubjects = new WeakMap<Db, LRUCache<string, string>>();

/** The token's owner, looked up in the tenant they were last found in, else in every tenant. */
async function findTokenOwner(db: Db, embedded: boolean, claims: IdentityClaims) {
  let tenantOfSubject = tenantsOfSubjects.get(db);
  if (!tenantOfSubject) {
    tenantOfSubject = new LRUCache({ max: 10_000 });
    tenantsOfSubjects.set(db, tenantOfSubject);
  }
  const by = embedded ? 'id' : 'idp_subject';
  const key = claims.sub && `${by}:${claims.sub}`;
  const tenantId = key ? tenantOfSubject.get(key) : undefined;
  const known = tenantId && (await runAsTenant(tenantId, () => findCaller(db, by, claims.sub!, tenantId)));
  if (known) return known;
  // The caller's tenant is what this lookup finds out, so it cannot run inside one.
  const user = await runAsSystem(() => findTokenOwnerAnywhere(db, embedded, claims));
  if (key && user) tenantOfSubject.set(key, user.tenant_id);
  return user;
}

/** The caller a verified token stands for; refused when they are unknown, deactivated or signed out. */
export async function callerForToken(db: Db, embedded: boolean, claims: IdentityClaims): Promise<Caller> {
  const user = await findTokenOwner(db, embedded, claims);
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
