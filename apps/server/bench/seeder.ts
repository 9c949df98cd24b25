import fs from 'node:fs';
import { SqliteDatabase, type SqliteStatement } from '../src/db/sqlite-driver.ts';
import pg from 'pg';
import type { Config } from '../src/config/env.ts';
import { migrateToLatest } from '../src/db/dialect.ts';
import { hashPassword } from '../src/lib/password.ts';
import type { Dataset } from './dataset.ts';
import { COLUMNS, INTEGER_COLUMNS, type BenchTable, type Row } from './dataset.ts';
import { WorkingTimeData } from './working-time-data.ts';
import { openDatabase, type Db } from '../src/db/dialect.ts';
import { priceOf, repriceEntries, type NewEntry } from '../src/modules/timesheet/entry-pricing.ts';
import { sql, type RawBuilder } from 'kysely';
import { setRunningSums } from './running-sums.ts';

/** Writes rows in bulk; one implementation per data store. */
interface BulkSink {
  /** Rows per statement. */
  readonly batchRows: number;
  insert(table: BenchTable, rows: Row[]): Promise<void>;
  begin(): Promise<void>;
  commit(): Promise<void>;
  /** Bench tenants already stored. */
  benchTenants(): Promise<number>;
  /** Removes the bench tenants' rows (the audit log is append-only and keeps its own). */
  removeBenchTenants(): Promise<void>;
  finish(): Promise<void>;
  close(): Promise<void>;
}

const TABLES_CHILD_FIRST = [
  'entry_months',
  'budget_alerts',
  'rates',
  'absences',
  'closed_months',
  'work_contracts',
  'company_holidays',
  'holiday_calendars',
  'time_entries',
  'week_transitions',
  'week_statuses',
  'tasks',
  'projects',
  'clients',
  'users',
];

/** better-sqlite3 prepared multi-row INSERTs, the way the owner connection writes. */
function sqliteSink(file: string): BulkSink {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // A seed can always be run again: no fsync, and the WAL folded in once at the end.
  db.pragma('synchronous = OFF');
  db.pragma('wal_autocheckpoint = 0');
  db.pragma('cache_size = -262144');
  const statements = new Map<string, SqliteStatement>();
  const statement = (table: BenchTable, count: number) => {
    const key = `${table}:${count}`;
    let found = statements.get(key);
    if (!found) {
      const columns = COLUMNS[table];
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      found = db.prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array.from({ length: count }, () => tuple).join(', ')}`,
      );
      statements.set(key, found);
    }
    return found;
  };
  return {
    batchRows: 500,
    insert: async (table, rows) => {
      statement(table, rows.length).run(rows.flat());
    },
    begin: async () => void db.exec('begin'),
    commit: async () => void db.exec('commit'),
    benchTenants: async () =>
      (db.prepare(`select count(*) as n from tenants where id like 'bench-%'`).get() as { n: number }).n,
    removeBenchTenants: async () => {
      db.exec('begin');
      for (const table of TABLES_CHILD_FIRST) db.exec(`delete from ${table} where tenant_id like 'bench-%'`);
      db.exec(`delete from tenants where id like 'bench-%'`);
      db.exec('commit');
    },
    // No ANALYZE: the portal never runs it, so the planner works without statistics, as in production.
    finish: async () => void db.pragma('wal_checkpoint(TRUNCATE)'),
    close: async () => void db.close(),
  };
}

/** PostgreSQL: one INSERT ... SELECT FROM unnest(arrays) per batch, as the owner (RLS does not apply). */
async function postgresSink(url: string): Promise<BulkSink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  const columnsOf = (table: BenchTable) => COLUMNS[table] as readonly string[];
  return {
    batchRows: 5_000,
    insert: async (table, rows) => {
      const columns = columnsOf(table);
      const arrays = columns.map((_, c) => rows.map((row) => row[c]));
      const casts = columns.map(
        (column, c) => `$${c + 1}::${INTEGER_COLUMNS.has(column) ? 'int' : 'text'}[]`,
      );
      await client.query(
        `insert into ${table} (${columns.join(', ')}) select * from unnest(${casts.join(', ')})`,
        arrays,
      );
    },
    begin: async () => void (await client.query('begin')),
    commit: async () => void (await client.query('commit')),
    benchTenants: async () =>
      Number((await client.query(`select count(*) as n from tenants where id like 'bench-%'`)).rows[0].n),
    removeBenchTenants: async () => {
      await client.query('begin');
      for (const table of TABLES_CHILD_FIRST) {
        await client.query(`delete from ${table} where tenant_id like 'bench-%'`);
      }
      await client.query(`delete from tenants where id like 'bench-%'`);
      await client.query('commit');
    },
    // What autovacuum would soon do: statistics for the planner and a visibility map.
    finish: async () => {
      for (const table of [
        'tenants',
        'users',
        'clients',
        'rates',
        'projects',
        'tasks',
        'time_entries',
        'entry_months',
        'week_statuses',
        'work_contracts',
        'holiday_calendars',
        'company_holidays',
        'absences',
      ]) {
        await client.query(`vacuum analyze ${table}`);
      }
    },
    close: () => client.end(),
  };
}

export interface SeedReport {
  rows: Record<BenchTable, number>;
  seconds: number;
}

/**
 * Fills an empty store (or, with `replace`, one whose bench tenants it first removes) with the
 * data set, in transactions of many multi-row INSERTs.
 */
export async function seedDataset(
  db: Config['db'],
  dataset: Dataset,
  {
    password,
    replace = false,
    log = console.log,
  }: { password: string; replace?: boolean; log?: (line: string) => void },
): Promise<SeedReport> {
  const started = performance.now();
  if (db.kind === 'sqlite' && replace) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${db.file}${suffix}`, { force: true });
  }
  await migrateToLatest(db);
  const sink = db.kind === 'sqlite' ? sqliteSink(db.file) : await postgresSink(db.url);
  try {
    if ((await sink.benchTenants()) > 0) {
      if (!replace)
        throw new Error('The store already holds bench tenants; pass --replace to seed it again.');
      log('Removing the bench tenants seeded before...');
      await sink.removeBenchTenants();
    }
    // One scrypt hash for everyone: hashing a thousand passwords would take most of a minute.
    const passwordHash = await hashPassword(password);
    const rows = {} as Record<BenchTable, number>;
    const write = async (table: BenchTable, source: Iterable<Row>, progress = false) => {
      const COMMIT_EVERY = 100_000;
      let batch: Row[] = [];
      let count = 0;
      const tableStarted = performance.now();
      await sink.begin();
      for (const row of source) {
        batch.push(row);
        if (batch.length < sink.batchRows) continue;
        await sink.insert(table, batch);
        count += batch.length;
        batch = [];
        if (count % COMMIT_EVERY === 0) {
          await sink.commit();
          if (progress && count % 500_000 === 0) {
            const rate = Math.round(count / ((performance.now() - tableStarted) / 1000));
            log(`  ${table}: ${count.toLocaleString('en')} rows (${rate.toLocaleString('en')}/s)`);
          }
          await sink.begin();
        }
      }
      if (batch.length > 0) await sink.insert(table, batch);
      count += batch.length;
      await sink.commit();
      rows[table] = count;
      log(
        `  ${table}: ${count.toLocaleString('en')} rows in ${((performance.now() - tableStarted) / 1000).toFixed(1)} s`,
      );
    };
    const createdAt = `${dataset.startDate}T08:00:00.000Z`;
    await write('tenants', dataset.tenantRows(createdAt));
    await write('users', dataset.userRows(passwordHash));
    await write('clients', dataset.money.clientRows());
    await write('projects', dataset.projectRows());
    await write('tasks', dataset.taskRows());
    await write('time_entries', dataset.entryRows(), true);
    await write('week_statuses', dataset.weekStatusRows());
    // After the entries, so that they lie in the store as they did before these tables existed.
    const workingTime = new WorkingTimeData(dataset);
    await write('work_contracts', workingTime.workContractRows());
    await write('holiday_calendars', workingTime.holidayCalendarRows());
    await write('company_holidays', workingTime.companyHolidayRows());
    await write('absences', workingTime.absenceRows());
    await write('rates', dataset.money.rateRows());
    const owner = openDatabase(db, { as: 'owner' });
    try {
      await priceEntries(owner, dataset, log);
    } finally {
      await owner.destroy();
    }
    await sink.finish();
    return { rows, seconds: (performance.now() - started) / 1000 };
  } finally {
    await sink.close();
  }
}

/**
 * An entry's rate of `kind`, as the portal's rule has it (entry-pricing.ts): the most specific
 * level with a rate valid on the entry's day (person on project, person, project, tenant), its
 * latest; 0 without one. Asked level by level of the rates' own index
 * (tenant, kind, person, project, day). `|| ''` takes the entry's column type off its ids: SQLite
 * compares a text column with an indexed expression only by reading every rate of the kind.
 */
function rateOfEntry(kind: 'bill' | 'cost'): RawBuilder<number> {
  const level = (user: RawBuilder<string>, project: RawBuilder<string>) => sql`(
    select r.amount_minor from rates r
    where r.tenant_id = time_entries.tenant_id and r.kind = ${kind}
      and coalesce(r.user_id, '') = ${user} and coalesce(r.project_id, '') = ${project}
      and r.valid_from <= time_entries.date
    order by r.valid_from desc limit 1)`;
  const user = sql<string>`(time_entries.user_id || '')`;
  const project = sql<string>`(time_entries.project_id || '')`;
  const none = sql<string>`''`;
  return sql<number>`coalesce(${level(user, project)}, ${level(user, none)}, ${level(none, project)}, ${level(none, none)}, 0)`;
}

/** Entries, drawn over every tenant, whose pricing is compared with the portal's after a seed. */
const CHECKED_ENTRIES = 2_000;

/**
 * Prices every entry at the rates of its day and sets the running sums, in one statement per
 * tenant rather than with the portal's own repriceEntries: it looks each entry's rate up among
 * all its tenant's rates of the kind (1,570 rates in the largest tenant of the 1M store). Measured
 * on the 1M store: 0.55 ms an entry (4 minutes for the largest tenant's 465,266), against 11 s for
 * the whole store here. The result is then
 * checked against the portal's code: the pricing (and billable flag) of a sample of entries over
 * every tenant, and the whole smallest tenant repriced by repriceEntries (rolled back), entry by
 * entry and project by project.
 */
async function priceEntries(db: Db, dataset: Dataset, log: (line: string) => void): Promise<void> {
  let started = performance.now();
  for (const tenant of dataset.tenants) {
    await sql`update time_entries set bill_rate_minor = ${rateOfEntry('bill')}, cost_rate_minor = ${rateOfEntry('cost')}
      where tenant_id = ${tenant.id}`.execute(db);
  }
  log(`  pricing: every entry in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await setRunningSums(db);
  log(`  running sums of projects and tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const sample = await db
    .selectFrom('time_entries')
    .select([
      'tenant_id',
      'id',
      'user_id',
      'project_id',
      'task_id',
      'date',
      'billable',
      'bill_rate_minor',
      'cost_rate_minor',
    ])
    .where('tenant_id', 'like', 'bench-%')
    .orderBy('id')
    .limit(CHECKED_ENTRIES)
    .execute();
  for (const entry of sample) {
    const portal = await pricingOf(db, entry);
    const stored = {
      billable: Number(entry.billable),
      bill_rate_minor: Number(entry.bill_rate_minor),
      cost_rate_minor: Number(entry.cost_rate_minor),
    };
    if (JSON.stringify(portal) !== JSON.stringify(stored)) {
      throw new Error(
        `Entry ${entry.id} is priced ${JSON.stringify(stored)}; the portal prices it ${JSON.stringify(portal)}`,
      );
    }
  }
  const smallest = [...dataset.tenants].sort((a, b) => a.users - b.users)[0]!;
  const snapshot = async (trx: Db) => {
    const entries = await trx
      .selectFrom('time_entries')
      .select(['id', 'bill_rate_minor', 'cost_rate_minor'])
      .where('tenant_id', '=', smallest.id)
      .orderBy('id')
      .execute();
    const projects = await trx
      .selectFrom('projects')
      .select(['id', 'tracked_centihours', 'bill_centi_minor', 'cost_centi_minor'])
      .where('tenant_id', '=', smallest.id)
      .orderBy('id')
      .execute();
    return JSON.stringify({ entries, projects }, (_, value: unknown) =>
      typeof value === 'number' ? String(value) : value,
    );
  };
  const ours = await snapshot(db);
  let portals = '';
  await db
    .transaction()
    .execute(async (trx) => {
      await repriceEntries(trx, smallest.id, { from: '0000-01-01', userId: null, projectId: null });
      portals = await snapshot(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (portals !== ours) throw new Error(`The portal prices ${smallest.id} differently from the seed.`);
  log(
    `  pricing checked against the portal's in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${sample.length} entries of every tenant, and all of ${smallest.id} repriced`,
  );
}

class RolledBack extends Error {}

/** What the portal prices a new entry at (`priceOf`), read on its own. */
async function pricingOf(
  db: Db,
  entry: NewEntry,
): Promise<{ billable: number; bill_rate_minor: number; cost_rate_minor: number }> {
  const price = priceOf(entry);
  const row = await db
    .selectNoFrom([
      price.billable.as('billable'),
      price.bill_rate_minor.as('bill'),
      price.cost_rate_minor.as('cost'),
    ])
    .executeTakeFirstOrThrow();
  return {
    billable: Number(row.billable),
    bill_rate_minor: Number(row.bill),
    cost_rate_minor: Number(row.cost),
  };
}
