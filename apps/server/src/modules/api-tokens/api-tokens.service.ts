import crypto from 'node:crypto';
import { API_TOKEN_PREFIX, api, changed, type AddApiTokenBody, type ApiToken } from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import { recordEvents } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
import { refuse } from '../../errors.ts';
import { hashOfSecret, lastUseIsStale, newSecret } from '../../lib/bearer-secrets.ts';
import * as audit from '../audit/audit.service.ts';
import { presentApiToken } from './api-tokens.presenter.ts';
import * as repository from './api-tokens.repository.ts';

/** How many characters of a token its list shows: the prefix and four of the secret. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;
const DAY_MS = 86_400_000;

/**
 * The caller a personal API token acts as: its person with the role, tenant and state they have now,
 * so that a role change or a deactivation applies to the token at its next call. Refused when the
 * token is unknown, revoked or expired.
 */
export async function callerForApiToken(db: Db, token: string): Promise<Caller> {
  // The token's tenant is what this lookup finds out, so it cannot run inside one.
  const found = await runAsSystem(() => repository.findTokenCaller(db, hashOfSecret(token)));
  if (!found || found.revoked_at) throw refuse(401, 'token-invalid');
  const now = new Date();
  if (found.expires_at !== null && found.expires_at <= now.toISOString()) throw refuse(401, 'token-expired');
  if (found.deactivated_at) throw refuse(401, 'account-deactivated');
  if (!found.portal_access) throw refuse(403, 'no-portal-access');
  if (lastUseIsStale(found.last_used_at, now)) {
    await runAsTenant(found.tenant_id, () =>
      repository.setLastUsed(db, found.tenant_id, found.id, now.toISOString()),
    );
  }
  return {
    tenantId: found.tenant_id,
    userId: found.user_id,
    role: found.role,
    email: found.email,
    subscriptionEndsOn: found.subscription_ends_on,
    apiToken: { id: found.id, scope: found.scope },
  };
}

export async function listOwnTokens(db: Db, caller: Caller): Promise<ApiToken[]> {
  const rows = await repository.listLiveTokens(db, caller.tenantId, new Date().toISOString(), caller.userId);
  return rows.map(presentApiToken);
}

export async function listTenantTokens(db: Db, caller: Caller): Promise<ApiToken[]> {
  return (await repository.listLiveTokens(db, caller.tenantId, new Date().toISOString())).map(
    presentApiToken,
  );
}

/** Creates a token for the caller and answers it, this once; a token that never expires is an Admin's only. */
export async function addApiToken(
  db: Db,
  caller: Caller,
  { name, scope, expiresInDays }: Omit<z.output<typeof AddApiTokenBody>, 'tenantId'>,
): Promise<{ id: string; token: string }> {
  if (expiresInDays === null && caller.role !== 'Admin') throw refuse(403, 'api-token-lifetime-admins-only');
  const id = crypto.randomUUID();
  const token = API_TOKEN_PREFIX + newSecret();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await repository.insertToken(trx, {
      tenant_id: caller.tenantId,
      id,
      user_id: caller.userId,
      name,
      scope,
      token_hash: hashOfSecret(token),
      hint: token.slice(0, HINT_LENGTH),
      created_at: now.toISOString(),
      expires_at:
        expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS).toISOString(),
      last_used_at: null,
      revoked_at: null,
    });
    await audit.record(trx, caller, api.apiTokens.addApiToken, id);
  });
  return { id, token };
}

/**
 * Revokes a token at once: the caller's own, or any of the tenant's for an Admin. Another person's
 * token is answered as missing to everyone else, so that its id tells nothing.
 */
export async function revokeApiToken(db: Db, caller: Caller, tokenId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await repository.findUnrevokedToken(trx, caller.tenantId, tokenId);
    if (!token || (token.user_id !== caller.userId && caller.role !== 'Admin')) {
      throw refuse(404, 'api-token-not-found');
    }
    await repository.revokeToken(trx, caller.tenantId, tokenId, new Date().toISOString());
    await audit.record(trx, caller, api.apiTokens.revokeApiToken, tokenId);
    if (token.user_id !== caller.userId) recordEvents(changed.apiTokens(token.user_id));
  });
}
