import { CompiledQuery, PostgresAdapter, type Compilable } from 'kysely';
import type { Db } from './dialect.ts';

/** What marks a statement whose answer nobody reads, for the pool (`postgres-pool.ts`). */
export const WRITE_BEHIND = '/* write-behind */ ';

/**
 * Runs a change whose answer nobody reads (an audit record, a queued delivery). On PostgreSQL
 * inside a transaction it is held and sent with the transaction's next statement, or with its
 * commit, in the same round trip: should it fail, that statement or the commit fails, and the
 * transaction is rolled back all the same. Elsewhere it runs at once.
 */
export async function writeBehind(db: Db, query: Compilable): Promise<void> {
  const { sql, parameters } = query.compile();
  const held = db.getExecutor().adapter instanceof PostgresAdapter ? WRITE_BEHIND : '';
  await db.executeQuery(CompiledQuery.raw(held + sql, [...parameters]));
}
