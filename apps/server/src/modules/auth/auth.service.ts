import crypto from 'node:crypto';
import { api, type SessionAnswer, type SignUpBody, type TenantCheckAnswer } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { runAsTenant } from '../../db/tenant-context.ts';
import { refuse } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Caller } from '../../context/caller.ts';
import * as audit from '../audit/audit.service.ts';
import * as settings from '../settings/settings.service.ts';
import { recordSignIn } from '../users/users.service.ts';
import { insertTenantWithUser } from './auth.repository.ts';

/** How long a new tenant's subscription runs. */
const SUBSCRIPTION_DAYS = 365;

const today = () => new Date().toISOString().slice(0, 10);

/** Creates a new tenant whose first user is the signing-up Admin. */
export async function signUp(db: Db, body: SignUpBody): Promise<string> {
  const now = new Date();
  const tenantId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const ends = new Date(now.getTime() + SUBSCRIPTION_DAYS * 86_400_000).toISOString().slice(0, 10);
  const passwordHash = await hashPassword(body.password);
  try {
    // The new tenant's rows are written in that tenant's own context.
    await runAsTenant(tenantId, () =>
      db.transaction().execute(async (trx) => {
        await insertTenantWithUser(
          trx,
          {
            id: tenantId,
            name: `${body.firstName} ${body.lastName}`,
            subscription_ends_on: ends,
            created_at: now.toISOString(),
          },
          {
            tenant_id: tenantId,
            id: userId,
            name: `${body.firstName} ${body.lastName}`,
            email: body.email,
            password_hash: passwordHash,
            role: 'Admin',
            created_at: now.toISOString(),
          },
        );
        // The new Admin is the actor of their own sign-up.
        await audit.record(trx, { tenantId, userId }, api.auth.signup, userId);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(409, 'email-taken');
    throw error;
  }
  return userId;
}

/** Only the token's own email may be looked up; another email is refused, never answered. */
function assertOwnEmail(caller: Caller, email: string) {
  if (email !== caller.email) throw refuse(403, 'own-account-only');
}

/** The session data of the signed-in user; the portal counts this lookup as the sign-in. */
export async function sessionFor(db: Db, caller: Caller, email: string): Promise<SessionAnswer> {
  assertOwnEmail(caller, email);
  const user = await db.transaction().execute(async (trx) => {
    const signedIn = await recordSignIn(trx, caller.tenantId, caller.userId);
    if (signedIn) await audit.record(trx, caller, api.auth.email, caller.userId);
    return signedIn;
  });
  if (!user) throw refuse(403, 'no-account-for-email');
  return {
    result: 1,
    token: null,
    userName: user.name,
    userEmail: user.email,
    userId: user.id,
    tenantId: user.tenant_id,
    userRole: user.role,
    msg: 'User found',
    language: user.language,
    tenantLanguage: (await settings.getSettings(db, caller)).language ?? null,
  };
}

export function tenantCheck(caller: Caller, email: string): TenantCheckAnswer {
  assertOwnEmail(caller, email);
  return { result: { subscription_expired: caller.subscriptionEndsOn < today() } };
}
