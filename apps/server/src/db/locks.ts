import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './dialect.ts';

/**
 * Serialises writers of one key until the transaction ends. SQLite already runs one writer at a
 * time; PostgreSQL needs a transaction-scoped advisory lock.
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/**
 * `lockKey` for many keys in one round trip, taken in sorted order so that two transactions
 * locking overlapping keys cannot each hold one the other waits for.
 */
export async function lockKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const sorted = [...new Set(keys)].sort();
  await sql`select pg_advisory_xact_lock(hashtextextended(k, 0))
    from unnest(${sorted}::text[]) with ordinality as t(k, n) order by n`.execute(trx);
}
