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
