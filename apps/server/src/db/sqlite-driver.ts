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
