import { createHash } from 'node:crypto';
import {
  CompiledQuery,
  PostgresAdapter,
  sql,
  type Compilable,
  type Expression,
  type RawBuilder,
} from 'kysely';
import type { Db } from './dialect.ts';

/**
 * The advisory lock a key names: the first 64 bits of its SHA-256, as PostgreSQL's signed bigint.
 * Computed here rather than by `hashtextextended` in the statement, so the statement has no
 * parameter and the transaction's `begin` can travel with it (see `postgres-pool.ts`).
 */
export const lockIdOf = (key: string): bigint => createHash('sha256').update(key).digest().readBigInt64BE(0);

export const isPostgres = (trx: Db) => trx.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Serialises writers of one key until the transaction ends. SQLite already runs one writer at a
 * time; PostgreSQL needs a transaction-scoped advisory lock.
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (isPostgres(trx)) await sql.raw(`select pg_advisory_xact_lock(${lockIdOf(key)})`).execute(trx);
}

/**
 * `lockKey` for many keys in one round trip, taken in ascending order so that two transactions
 * locking overlapping keys cannot each hold one the other waits for.
 */
export async function lockKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0 || !isPostgres(trx)) return;
  const ids = [...new Set(keys.map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await sql
    .raw(
      `select pg_advisory_xact_lock(id) from unnest(array[${ids.join(',')}]::bigint[]) with ordinality as t(id, n) order by n`,
    )
    .execute(trx);
}

/**
 * `lockKey` as SQL, for a key PostgreSQL builds from a row the same statement reads (a timer it
 * takes names the week to lock): the same first 64 bits of the key's SHA-256, so it is the same
 * lock. Select it, on PostgreSQL only.
 */
export function lockKeyInStatement(key: Expression<string>): RawBuilder<unknown> {
  return sql`pg_advisory_xact_lock(('x' || substr(encode(sha256(convert_to(${key}, 'UTF8')), 'hex'), 1, 16))::bit(64)::bigint)`;
}

/** What marks a change's first statement, which takes its locks, for the pool (`postgres-pool.ts`). */
export const LOCKING = '/* locking */ ';

/**
 * Runs a change's first statement when it takes the change's locks itself (`lockKeyInStatement`):
 * on PostgreSQL the transaction's `begin` travels with it, its values written in as literals.
 */
export async function runLocking<T>(trx: Db, query: Compilable<T>): Promise<T[]> {
  const { sql: text, parameters } = query.compile();
  const marked = isPostgres(trx) ? LOCKING + text : text;
  return (await trx.executeQuery<T>(CompiledQuery.raw(marked, [...parameters]))).rows;
}
