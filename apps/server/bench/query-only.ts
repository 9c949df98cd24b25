import crypto from 'node:crypto';
import { rowsAsObjects, SqliteDatabase, type RowStatement } from '../src/db/sqlite-driver.ts';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Config } from '../src/config/env.ts';
import { APP_ROLE, type Db } from '../src/db/dialect.ts';
import type { Database } from '../src/db/schema.ts';
import { currentTenantContext } from '../src/db/tenant-context.ts';

/** One statement an endpoint ran, and the tenant context it ran in (row-level security's input). */
export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
  context: string;
}

/**
 * Runs `work` once against a store that records every statement it sends, transaction begin and
 * commit included: the endpoint's own SQL, exactly as Kysely compiled it.
 */
export async function captureQueries(
  store: Config['db'],
  work: (db: Db) => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const log = (event: LogEvent) => {
    captured.push({
      sql: event.query.sql,
      parameters: event.query.parameters,
      context: currentTenantContext(),
    });
  };
  const db =
    store.kind === 'sqlite'
      ? new Kysely<Database>({
          dialect: new SqliteDialect({ database: new SqliteDatabase(store.file) }),
          log,
        })
      : new Kysely<Database>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: store.url, max: 2 }) }),
          log,
        });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
  return captured;
}

/**
 * An INSERT's new row must get a new id on every run, or the replay would hit the primary key: the
 * parameter that its "id" column takes is replaced. Kysely writes an insert with a column list and
 * one tuple of values, at the start of a statement or in a CTE (an entry's insert goes with the
 * running totals' statement); PostgreSQL's placeholders are numbered, SQLite's counted.
 */
function freshParameters(query: CapturedQuery): readonly unknown[] {
  const insert = /insert\s+into\s+\S+\s*\(([^)]*)\)\s*values\s*\(([^)]*)\)/i.exec(query.sql);
  if (!insert) return query.parameters;
  const idIndex = insert[1]!.split(',').findIndex((column) => column.trim().replaceAll('"', '') === 'id');
  if (idIndex < 0) return query.parameters;
  const values = insert[2]!.split(',').map((value) => value.trim());
  const numbered = /^\$(\d+)$/.exec(values[idIndex] ?? '');
  const valuesStart = insert.index + insert[0].length - insert[2]!.length - 1;
  const counted = (text: string) => text.split('?').length - 1;
  const at = numbered
    ? Number(numbered[1]) - 1
    : values[idIndex] === '?'
      ? counted(query.sql.slice(0, valuesStart)) + counted(values.slice(0, idIndex).join(','))
      : undefined;
  if (at === undefined) return query.parameters;
  return query.parameters.map((value, index) => (index === at ? crypto.randomUUID() : value));
}

/** Replays captured statements straight through the driver, the app's way of connecting included. */
export interface Replayer {
  run(queries: CapturedQuery[]): Promise<number>;
  close(): Promise<void>;
}

export function sqliteReplayer(file: string): Replayer {
  const db = new SqliteDatabase(file);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const statements = new Map<string, RowStatement>();
  return {
    run: async (queries) => {
      let rows = 0;
      for (const query of queries) {
        if (/^(begin|commit|rollback)\b/i.test(query.sql)) {
          db.exec(query.sql);
          continue;
        }
        let statement = statements.get(query.sql);
        if (!statement) {
          // Rows made objects as the portal's connection makes them.
          statement = rowsAsObjects(db.prepare(query.sql));
          statements.set(query.sql, statement);
        }
        const parameters = freshParameters(query) as unknown[];
        if (statement.reader) rows += statement.all(parameters).length;
        else statement.run(parameters);
      }
      return rows;
    },
    close: async () => void db.close(),
  };
}

/** PostgreSQL as the app connects: role portal_app, the tenant set whenever the context changes. */
export async function postgresReplayer(url: string): Promise<Replayer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set role ${APP_ROLE}`);
  let context: string | undefined;
  return {
    run: async (queries) => {
      let rows = 0;
      for (const query of queries) {
        if (query.context !== context) {
          await client.query(`select set_config('app.tenant_id', $1, false)`, [query.context]);
          context = query.context;
        }
        const result = await client.query(query.sql, freshParameters(query) as unknown[]);
        rows += result.rows?.length ?? 0;
      }
      return rows;
    },
    close: () => client.end(),
  };
}

export const openReplayer = (store: Config['db']) =>
  store.kind === 'sqlite' ? Promise.resolve(sqliteReplayer(store.file)) : postgresReplayer(store.url);

export interface Timing {
  medianMs: number;
  p90Ms: number;
  runs: number;
  rows: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Runs `once` serially, after a warm-up, for `budgetMs` or `maxRuns`: the median run and the 90th percentile. */
export async function timeRuns(
  once: () => Promise<number>,
  { budgetMs = 3_000, maxRuns = 500, minRuns = 15, warmup = 5 } = {},
): Promise<Timing> {
  let rows = 0;
  for (let i = 0; i < warmup; i += 1) rows = await once();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - started < budgetMs)) {
    const t0 = performance.now();
    await once();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return {
    medianMs: median(samples),
    p90Ms: samples[Math.floor(samples.length * 0.9)] ?? NaN,
    runs: samples.length,
    rows,
  };
}
