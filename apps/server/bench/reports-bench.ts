/**
 * `npm run bench:reports [-- options]`: the cost of `reports/summary` for a full year of the
 * 500-user tenant, grouped by project → user and by month, on the SQLite bench stores of 1M and
 * 3M entries (history grows, a year does not: the cost must stay flat), and on PostgreSQL when
 * DATABASE_URL is set. The service runs in-process, as the route calls it: its grouped query, the
 * names of the groups and the presenter; p50 and p95 of serial runs. Beside them, what explains
 * them: the rows the grouped query reads (the months' sums of `entry_months` for the whole months,
 * the entries of the days left over), that statement's own time replayed through the driver, and
 * the process's CPU time per run, which a busy machine's waiting does not inflate.
 *
 *   --stores 1m,3m        SQLite store sizes (the 3M store is seeded on first use, as `npm run bench` does);
 *                         `--stores=` for PostgreSQL alone
 *   --runs 40             runs per report
 *   --data-dir data/bench SQLite folder (or DATA_DIR)
 *   --wait-below 1.5      before each report, wait (2 min at most) for the 1-minute load average to drop below this
 */
import os from 'node:os';
import { addCalendarDays, type ReportGrouping } from '@portal/contract';
import { sql, type RawBuilder } from 'kysely';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase, type Db } from '../src/db/dialect.ts';
import { runAsTenant } from '../src/db/tenant-context.ts';
import { monthSourcesOf } from '../src/modules/reports/reports.repository.ts';
import { summarize } from '../src/modules/reports/reports.service.ts';
import { findSubjects } from './endpoints.ts';
import { growthStore } from './growth.ts';
import { DEFAULT_BENCH_PASSWORD, benchDataDir, formatCount, parseArgs, parseCount } from './options.ts';
import { captureQueries, openReplayer } from './query-only.ts';

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 40);
const sizes = (args.get('stores') ?? '1m,3m').split(',').filter(Boolean).map(parseCount);
const dataDir = benchDataDir(args);
const waitBelow = args.has('wait-below') ? Number(args.get('wait-below')) : undefined;
const log = (line: string) => console.error(line);
/** The issue's target: a year's report by project → user within this, at p95, on every store. */
const P95_TARGET_MS = 150;
/** "The same on 1M and 3M entries": the 3M store's p50 within this factor of the 1M store's. */
const FLAT_FACTOR = 1.25;

const REPORTS: { name: string; groupBy: ReportGrouping[]; targetMs: number | null }[] = [
  { name: 'year by project → user', groupBy: ['project', 'user'], targetMs: P95_TARGET_MS },
  { name: 'year by month', groupBy: ['month'], targetMs: null },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Line {
  store: string;
  report: string;
  targetMs: number | null;
  rows: number;
  monthRows: number;
  entryRows: number;
  sqlMs: number;
  cpuMs: number;
  p50: number;
  p95: number;
  load: number;
}

/** Waits, when asked, for the machine to quieten; answers the 1-minute load average. */
async function quiet(): Promise<number> {
  if (waitBelow !== undefined) {
    const deadline = Date.now() + 120_000;
    while (os.loadavg()[0]! >= waitBelow && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
  return os.loadavg()[0]!;
}

/** The rows a report of `from`..`to` through the months' sums reads: the months' rows, and the entries of the days added or taken away. */
async function rowsRead(db: Db, tenantId: string, from: string, to: string) {
  const { days, months, without } = monthSourcesOf(from, to);
  const count = async (query: RawBuilder<{ n: number | string }>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  const ranges = [...days, ...without];
  const entryRows =
    ranges.length === 0
      ? 0
      : await count(
          sql`select count(*) as n from time_entries where tenant_id = ${tenantId} and (${sql.join(
            ranges.map((range) => sql`(date >= ${range.from} and date <= ${range.to})`),
            sql` or `,
          )})`,
        );
  const monthRows = months
    ? await count(sql`select count(*) as n from entry_months
        where tenant_id = ${tenantId} and month >= ${months.from} and month <= ${months.to}`)
    : 0;
  return { monthRows, entryRows };
}

async function measure(store: Config['db'], label: string): Promise<Line[]> {
  const owner = openDatabase(store, { as: 'owner' });
  const subjects = await findSubjects(owner);
  const db = openDatabase(store);
  // The year up to the last week the store holds.
  const to = subjects.week.endDate;
  const from = addCalendarDays(to, -364);
  const tenantId = subjects.admin.tenantId;
  const read = await rowsRead(owner, tenantId, from, to);
  await owner.destroy();
  const replayer = await openReplayer(store);
  const lines: Line[] = [];
  for (const report of REPORTS) {
    const body = { from, to, groupBy: report.groupBy };
    const run = () => runAsTenant(tenantId, () => summarize(db, subjects.admin, body));
    const first = await run();
    // The grouped statement alone, as the service sent it: the one that reads the months' sums.
    const grouped = (
      await captureQueries(store, (capturing) =>
        runAsTenant(tenantId, () => summarize(capturing, subjects.admin, body)),
      )
    ).filter((query) => query.sql.includes('entry_months'));
    const load = await quiet();
    const sqlSamples: number[] = [];
    for (let i = 0; i < Math.min(runs, 20); i += 1) {
      const started = performance.now();
      await replayer.run(grouped);
      sqlSamples.push(performance.now() - started);
    }
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const usage = process.cpuUsage();
      await run();
      const used = process.cpuUsage(usage);
      samples.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    for (const list of [samples, cpu, sqlSamples]) list.sort((a, b) => a - b);
    lines.push({
      store: label,
      report: report.name,
      targetMs: report.targetMs,
      rows: first.rows.length,
      ...read,
      sqlMs: percentile(sqlSamples, 50),
      cpuMs: percentile(cpu, 50),
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      load: Math.max(load, os.loadavg()[0]!),
    });
    log(`  ${label}, ${report.name}: p95 ${percentile(samples, 95).toFixed(1)} ms`);
  }
  await replayer.close();
  await db.destroy();
  return lines;
}

async function main() {
  const lines: Line[] = [];
  for (const entries of sizes) {
    // The growth stores are the bench's own: seeded once, reused after.
    const { dataDir: dir } = await growthStore(dataDir, entries, { password: DEFAULT_BENCH_PASSWORD, log });
    const config = loadConfig({ DATA_DIR: dir });
    lines.push(...(await measure(config.db, `SQLite ${formatCount(entries)}`)));
  }
  if (process.env.DATABASE_URL) {
    const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
    lines.push(...(await measure(config.db, 'PostgreSQL')));
  }
  const verdict = (line: Line) =>
    line.targetMs === null ? '' : line.p95 <= line.targetMs ? 'met' : 'MISSED';
  const out = [
    `Reports benchmark, ${new Date().toISOString().slice(0, 16)}Z: reports/summary for a full year of the 500-user tenant, ${runs} serial runs each`,
    '',
    [
      'store',
      'report',
      'rows',
      'month rows + entries read',
      'SQL p50 ms',
      'CPU p50 ms',
      'p50 ms',
      'p95 ms',
      `p95 ≤ ${P95_TARGET_MS}`,
      'load',
    ].join(' | '),
    ...lines.map((line) =>
      [
        line.store,
        line.report,
        String(line.rows),
        `${line.monthRows} + ${line.entryRows}`,
        line.sqlMs.toFixed(1),
        line.cpuMs.toFixed(1),
        line.p50.toFixed(1),
        line.p95.toFixed(1),
        verdict(line),
        line.load.toFixed(1),
      ].join(' | '),
    ),
  ];
  // Flat against history: each report's p50 on the largest SQLite store against the smallest's.
  const sqlite = lines.filter((line) => line.store.startsWith('SQLite'));
  for (const report of REPORTS) {
    const [smallest, ...rest] = sqlite.filter((line) => line.report === report.name);
    const largest = rest.at(-1);
    if (!smallest || !largest) continue;
    const factor = largest.p50 / smallest.p50;
    out.push(
      `${report.name}: p50 ${largest.store} / ${smallest.store} ×${factor.toFixed(2)} ` +
        `(flat within ×${FLAT_FACTOR}: ${factor <= FLAT_FACTOR ? 'met' : 'MISSED'})`,
    );
  }
  console.log(out.join('\n'));
}

await main();
