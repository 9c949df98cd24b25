import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/**
 * better-sqlite3 in the release that works on the running Node. Release 12 wraps its objects in
 * Node's ObjectWrap, which from Node 24.19 aborts the process whenever a statement is
 * garbage-collected (nodejs/node#63642); release 13 is built on node-addon-api and ships its own
 * binaries, but crashes on Node 20. Both have the same API, so nothing else knows which is loaded.
 */
export const SqliteDatabase: typeof BetterSqlite3 =
  nodeMajor >= 22 ? require('better-sqlite3-node22') : require('better-sqlite3');

/** A statement as Kysely runs it: rows as objects keyed by column name. */
export interface RowStatement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/**
 * `statement` with its rows read as arrays and made objects by a function written for its
 * columns. better-sqlite3 builds each row object through V8's API a property at a time, which
 * cost half of reading the board's 200 projects (1.29 ms against 0.73); an object literal of
 * known keys is built at once with a shape V8 keeps. Same keys, same values, the last of two
 * same-named columns winning, as before (a column named __proto__ is a key of the row, where
 * better-sqlite3 made its value the row's prototype). The columns are read once, when the statement is
 * prepared: the schema changes only before the portal opens its connection (`migrateToLatest`).
 */
export function rowsAsObjects(statement: SqliteStatement): RowStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  // Written as a computed key, a column named __proto__ is a key of the row, not its prototype.
  const keyOf = (name: string) => (name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name));
  const objectOf = new Function(
    'row',
    `return {${names.map((name, index) => `${keyOf(name)}: row[${index}]`).join(', ')}};`,
  ) as (row: unknown[]) => Record<string, unknown>;
  const arrays = statement.raw(true);
  return {
    reader: true,
    all(parameters) {
      const rows = arrays.all(parameters) as unknown[][];
      for (let index = 0; index < rows.length; index += 1) rows[index] = objectOf(rows[index]!) as never;
      return rows;
    },
    run: (parameters) => arrays.run(parameters),
    *iterate(parameters) {
      for (const row of arrays.iterate(parameters) as IterableIterator<unknown[]>) yield objectOf(row);
    },
  };
}
