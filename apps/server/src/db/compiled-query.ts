import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { Db } from './dialect.ts';
import { SYSTEM_CONTEXT, currentTenantContext } from './tenant-context.ts';

/** Where one argument's value goes among the compiled query's parameters. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once and then run with each call's values: building and compiling a
 * query with Kysely costs more CPU than SQLite takes to run most of the portal's small ones, and
 * the hottest run on every request. `build` must use its arguments as values only (compared,
 * limited, offset), never to choose the query's shape or to compute with them.
 *
 * The query is compiled for each database it runs on (SQLite and PostgreSQL write different SQL;
 * a benchmark may open both), on its first run there in the system context and on its first run in
 * a tenant's, each through the tenant guard (which checks a statement where it is compiled); later
 * runs in the same kind of context have the same SQL, so the same verdict.
 */
export function compiledOnce<A extends unknown[], O>(
  build: (db: Db, ...args: A) => Compilable<O>,
): (db: Db, ...args: A) => Promise<O[]> {
  const compiled = new WeakMap<
    DialectAdapter,
    Map<boolean, { query: CompiledQuery<O>; values: (args: A) => unknown[] }>
  >();
  const compile = (db: Db) => {
    const slots = Array.from({ length: build.length - 1 }, (_, index) => new Slot(index));
    const query = build(db, ...(slots as unknown as A)).compile();
    const parameters = query.parameters.map((value) => (value instanceof Slot ? value.index : undefined));
    if (slots.some(({ index }) => !parameters.includes(index))) {
      throw new TypeError(`Every argument of a compiled query must be a value of it: ${query.sql}`);
    }
    return {
      query,
      values: (args: A) =>
        parameters.map((index, at) => (index === undefined ? query.parameters[at] : args[index])),
    };
  };
  return async (db, ...args) => {
    const { adapter } = db.getExecutor();
    let ofDatabase = compiled.get(adapter);
    if (!ofDatabase) {
      ofDatabase = new Map();
      compiled.set(adapter, ofDatabase);
    }
    const system = currentTenantContext() === SYSTEM_CONTEXT;
    let once = ofDatabase.get(system);
    if (!once) {
      once = compile(db);
      ofDatabase.set(system, once);
    }
    const result = await db.executeQuery<O>({ ...once.query, parameters: once.values(args) });
    return result.rows;
  };
}
