import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { rowsAsObjects, SqliteDatabase, type RowStatement, type SqliteConnection } from './sqlite-driver.ts';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type Dialect,
  type Driver,
  type SqliteDialectConfig,
  type DatabaseConnection,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { migrations } from './migrations/index.ts';
import { preparingPool, type CommitCompanion } from './postgres-pool.ts';
import { currentTenantContext } from './tenant-context.ts';
import { withTenantGuard } from './tenant-guard.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The role the portal's requests run as on PostgreSQL: neither superuser nor table owner. */
export const APP_ROLE = 'portal_app';

const pools = new WeakMap<Db, pg.Pool>();
const companions = new WeakMap<Db, CommitCompanion>();

/** Has what `companion` adds travel with the commits of `db`'s transactions; nothing on SQLite. */
export function accompanyCommits(db: Db, companion: CommitCompanion): void {
  const current = companions.get(db);
  if (current) Object.assign(current, companion);
}

/** How the PostgreSQL pool behind `db` is used; undefined on SQLite, which has no pool. */
export function poolStatsOf(db: Db): (() => { total: number; idle: number; waiting: number }) | undefined {
  const pool = pools.get(db);
  return pool && (() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}

/**
 * Opens the configured data store: SQLite in WAL mode by default, PostgreSQL when configured.
 * On PostgreSQL the `app` connection switches to the app role and hands every reserved connection
 * the current tenant, so row-level security applies; the `owner` connection runs migrations. The
 * `app` connection checks every query's tenant filter; only a test of the policies behind it
 * turns that off (`tenantGuard: false`).
 */
export function openDatabase(
  config: Config['db'],
  {
    as = 'app',
    tenantGuard = as === 'app',
    onIdleError = (error) => console.error('Idle database connection failed:', error.message),
  }: { as?: 'app' | 'owner'; tenantGuard?: boolean; onIdleError?: (error: Error) => void } = {},
): Db {
  const guarded = (dialect: Dialect) => (tenantGuard ? withTenantGuard(dialect) : dialect);
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    // A connection the server drops while idle (a restart, a failover) is replaced on next use;
    // without a listener its error would end the process.
    pool.on('error', onIdleError);
    if (as === 'owner') return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const tenantOf = new WeakMap<DatabaseConnection, string>();
    const companion: CommitCompanion = {};
    const db = new Kysely<Database>({
      dialect: guarded(
        new PostgresDialect({
          pool: preparingPool(pool, companion),
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
      ),
    });
    pools.set(db, pool);
    companions.set(db, companion);
    return db;
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (a backup, a second server on the same file) may hold the write lock briefly.
  sqlite.pragma(`busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
  let optimizer: NodeJS.Timeout | undefined;
  if (as === 'app') {
    // Without statistics the planner cannot tell a person's index from the tenant's by date (both
    // start with the tenant): SQLite 3.53 read a tenant's whole week to find one person's ten
    // entries there, 0.5 ms against 0.04. SQLite's advice for long-lived connections: gather
    // them, bounded, at open and keep them current now and then; each run takes about a second on
    // a million entries, and none when nothing grew.
    sqlite.pragma(`analysis_limit = ${ANALYSIS_ROWS}`);
    sqlite.pragma('optimize = 0x10002');
    optimizer = setInterval(() => {
      try {
        sqlite.pragma('optimize');
      } catch (error) {
        // A busy store (another process writing for longer than busy_timeout) is tried next time.
        console.error('Updating SQLite statistics failed:', (error as Error).message);
      }
    }, OPTIMIZE_INTERVAL_MS).unref();
  }
  const dialect = new WritingFirstSqliteDialect({
    database: withStatementCache(sqlite, () => clearInterval(optimizer)),
  });
  return new Kysely<Database>({ dialect: guarded(dialect) });
}

/**
 * SQLite transactions that take the write lock when they begin. A transaction begun deferred takes
 * it at its first write, and if another process (a second worker on the same file) wrote since
 * its first read, SQLite refuses that write at once, without waiting; begun immediate, it waits
 * for the lock and then reads what is current.
 */
class WritingFirstSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new WritingFirstSqliteDriver(this.settings);
  }
}

/** How long a statement, or a transaction's begin, waits for another process's write lock. */
const WRITE_LOCK_WAIT_MS = 5_000;

/** How often a transaction waiting for the write lock tries again. */
const WRITE_LOCK_RETRY_MS = 1;

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const WAIT_FOR_LOCKS = CompiledQuery.raw(`pragma busy_timeout = ${WRITE_LOCK_WAIT_MS}`);
const NO_WAIT_FOR_LOCKS = CompiledQuery.raw('pragma busy_timeout = 0');

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

class WritingFirstSqliteDriver extends SqliteDriver {
  /**
   * SQLite waits for a lock inside the call, sleeping 1, 2, 5, 10 ms and longer between tries, and
   * the process's event loop with it: a worker waiting for another's commit served nothing, and
   * often slept past the lock's release. The begin tries instead without waiting, and between
   * tries lets the event loop run.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(NO_WAIT_FOR_LOCKS);
    try {
      const deadline = performance.now() + WRITE_LOCK_WAIT_MS;
      for (;;) {
        try {
          await connection.executeQuery(BEGIN_IMMEDIATE);
          return;
        } catch (error) {
          if (!isBusy(error) || performance.now() >= deadline) throw error;
          await sleep(WRITE_LOCK_RETRY_MS);
        }
      }
    } finally {
      await connection.executeQuery(WAIT_FOR_LOCKS);
    }
  }
}

/** Rows of each index SQLite's statistics look at (`analysis_limit`): enough to tell them apart. */
const ANALYSIS_ROWS = 400;

/** How often the SQLite connection brings its statistics up to date where tables grew. */
const OPTIMIZE_INTERVAL_MS = 60 * 60 * 1000;

/** How many prepared statements one SQLite connection keeps for reuse. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running most of the portal's
 * queries. The connection keeps its most recently used statements by SQL text instead. Kysely
 * runs one query at a time on the connection, so a cached statement is never in use twice.
 */
function withStatementCache(
  database: SqliteConnection,
  onClose: () => void,
): SqliteDialectConfig['database'] {
  const statements = new LRUCache<string, RowStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => {
      onClose();
      database.close();
    },
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = rowsAsObjects(database.prepare(query));
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
