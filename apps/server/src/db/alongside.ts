import { PostgresAdapter, type QueryCreator } from 'kysely';
import type { Db } from './dialect.ts';
import type { Database } from './schema.ts';

/** A statement built and ready to run. */
export interface Runnable<T = unknown> {
  execute(): Promise<T>;
}

/**
 * Runs `main` and the `alongside` changes: on PostgreSQL within `main`'s statement, as
 * data-modifying CTEs, in one round trip; on SQLite, which has no statement that changes rows
 * within another, after it, one by one. `main` must not read what the others change: within one
 * statement it sees the rows as they were before.
 */
export async function runAlongside<T>(
  db: Db,
  alongside: Runnable[],
  main: (creator: QueryCreator<Database>) => Runnable<T>,
): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    let creator: QueryCreator<Database> = db;
    for (const [index, side] of alongside.entries()) {
      creator = creator.with(`alongside_${index}`, () => side as never) as unknown as QueryCreator<Database>;
    }
    return main(creator).execute();
  }
  const result = await main(db).execute();
  for (const side of alongside) await side.execute();
  return result;
}
