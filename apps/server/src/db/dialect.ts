import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  type DatabaseConnection,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { migrations } from './migrations/index.ts';
import { currentTenantContext } from './tenant-context.ts';
import { TenantGuardPlugin } from './tenant-guard.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The role the portal's requests run as on PostgreSQL: neither superuser nor table owner. */
export const APP_ROLE = 'portal_app';

/**
 * Opens the configured data store: SQLite in WAL mode by default, PostgreSQL when configured.
 * On PostgreSQL the `app` connection switches to the app role and hands every reserved connection
 * the current tenant, so row-level security applies; the `owner` connection runs migrations.
 */
export function openDatabase(
  config: Config['db'],
  {
    as = 'app',
    onIdleError = (error) => console.error('Idle database connection failed:', error.message),
  }: { as?: 'app' | 'owner'; onIdleError?: (error: Error) => void } = {},
): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    // A connection the server drops while idle (a restart, a failover) is replaced on next use;
    // without a listener its error would end the process.
    pool.on('error', onIdleError);
    if (as === 'owner') return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const tenantOf = new WeakMap<DatabaseConnection, string>();
    return new Kysely<Database>({
      plugins: [new TenantGuardPlugin()],
      dialect: new PostgresDialect({
        pool,
        onCreateConnection: async (connection) => {
          await connection.executeQuery(CompiledQuery.raw(`set role ${APP_ROLE}`));
        },
        onReserveConnection: async (connection) => {
          const tenant = currentTenantContext();
          // Most requests reuse a connection for several queries; set the tenant only on a change.
          if (tenantOf.get(connection) === tenant) return;
          await connection.executeQuery(
            CompiledQuery.raw(`select set_config('app.tenant_id', $1, false)`, [tenant]),
          );
          tenantOf.set(connection, tenant);
        },
      }),
    });
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (a backup, a second server on the same file) may hold the write lock briefly.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: as === 'app' ? [new TenantGuardPlugin()] : [],
  });
}

/** How many prepared statements one SQLite connection keeps for reuse. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running most of the portal's
 * queries. The connection keeps its most recently used statements by SQL text instead. Kysely
 * runs one query at a time on the connection, so a cached statement is never in use twice.
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => database.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = database.prepare(query);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

/** Brings the schema to the latest migration over a short-lived owner connection; fails loudly. */
export async function migrateToLatest(config: Config['db']): Promise<void> {
  const db = openDatabase(config, { as: 'owner' });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
    }
  } finally {
    await db.destroy();
  }
}
