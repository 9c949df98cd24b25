import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/dialect.ts';

export interface ProviderKeys {
  /** Private signing keys in JWK form; the provider publishes their public halves at /certs. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * Reads a key by name, creating it when absent. Insert-if-absent and re-read make instances that
 * start together agree on one value.
 */
async function loadOrCreate(db: Db, id: string, create: () => Promise<string>): Promise<string> {
  const existing = await db.selectFrom('oidc_keys').select('value').where('id', '=', id).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('oidc_keys')
    .values({ id, value: await create(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('oidc_keys')
    .select('value')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return stored.value;
}

/** The embedded provider's keys, generated on first start and kept with the data. */
export async function loadProviderKeys(db: Db): Promise<ProviderKeys> {
  const signing = await loadOrCreate(db, 'signing-rs256', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: crypto.randomUUID() });
  });
  const cookies = await loadOrCreate(db, 'cookies', async () =>
    JSON.stringify([crypto.randomBytes(32).toString('base64url')]),
  );
  return { jwks: { keys: [JSON.parse(signing) as JWK] }, cookieKeys: JSON.parse(cookies) as string[] };
}
