import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { ApiTokenTable } from '../../db/schema.ts';

/**
 * The token with this hash, with its person and tenant as they are now: what a call made with it
 * acts as. Runs before the caller's tenant is known.
 */
export function findTokenCaller(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'),
    )
    .innerJoin('tenants', 'tenants.id', 't.tenant_id')
    .select([
      't.tenant_id',
      't.id',
      't.scope',
      't.expires_at',
      't.revoked_at',
      't.last_used_at',
      'u.id as user_id',
      'u.role',
      'u.email',
      'u.portal_access',
      'u.deactivated_at',
      'tenants.subscription_ends_on',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The tenant's tokens neither revoked nor expired at `now`, of one person or of all, newest first. */
export function listLiveTokens(db: Db, tenantId: string, now: string, userId?: string) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'),
    )
    .select([
      't.id',
      't.name',
      't.scope',
      't.hint',
      't.created_at',
      't.expires_at',
      't.last_used_at',
      't.user_id',
      'u.name as user_name',
    ])
    .where('t.tenant_id', '=', tenantId)
    .$if(userId !== undefined, (query) => query.where('t.user_id', '=', userId!))
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
}

export async function insertToken(db: Db, token: Insertable<ApiTokenTable>): Promise<void> {
  await db.insertInto('api_tokens').values(token).execute();
}

/** One of the tenant's tokens not revoked, with whose it is. */
export function findUnrevokedToken(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, tenantId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function setLastUsed(db: Db, tenantId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
