/**
 * `npm run bench:reports [-- options]`: the cost of `reports/summary` for a full year of the
 * 500-user tenant, grouped by project → user and by month, on the SQLite bench stores of 1M and
 * 3M entries (history grows, a year does not: the cost must stay flat), and on PostgreSQL when
 * DATABASE_URL is set. The service runs in-process, as the route calls it: its one grouped query,
 * the names of the groups and the presenter; p50 and p95 of serial runs.
 *
 *   --stores 1m,3m        SQLite store sizes (the 3M store is seeded on first use, as `npm run bench` does)
 *   --runs 40             runs per report
 *   --data-dir data/bench SQLite folder (or DATA_DIR)
 */
import { addCalendarDays, type ReportGrouping } from '@portal/contract';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { runAsTenant } from '../src/db/tenant-context.ts';
import { summarize } from '../src/modules/reports/reports.service.ts';
import { findSubjects } from './endpoints.ts';
import { growthStore } from './growth.ts';
import { DEFAULT_BENCH_PASSWORD, benchDataDir, formatCount, parseArgs, parseCount } from './options.ts';

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 40);
const sizes = (args.get('stores') ?? '1m,3m').split(',').map(parseCount);
const dataDir = benchDataDir(args);
const log = (line: string) => console.error(line);
/** The target of the issue: reports answer a year within this, at p95. */
const P95_TARGET_MS = 300;

const REPORTS: { name: string; groupBy: ReportGrouping[] }[] = [
  { name: 'year by project → user', groupBy: ['project', 'user'] },
  { name: 'year by month', groupBy: ['month'] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Line {
  store: string;
  report: string;
  rows: number;
  p50: number;
  p95: number;
}

async function measure(store: Config['db'], label: string): Promise<Line[]> {
  const owner = openDatabase(store, { as: 'owner' });
  const subjects = await findSubjects(owner);
  await owner.destroy();
  const db = openDatabase(store);
  // The year up to the last week the store holds.
  const to = subjects.week.endDate;
  const from = addCalendarDays(to, -364);
  const lines: Line[] = [];
  for (const report of REPORTS) {
    const body = { from, to, groupBy: report.groupBy };
    const run = () => runAsTenant(subjects.admin.tenantId, () => summarize(db, subjects.admin, body));
    const first = await run();
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    lines.push({
      store: label,
      report: report.name,
      rows: first.rows.length,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
    });
    log(`  ${label}, ${report.name}: p95 ${percentile(samples, 95).toFixed(1)} ms`);
  }
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
  const out = [
    `Reports benchmark, ${new Date().toISOString().slice(0, 16)}Z: reports/summary for a full year of the 500-user tenant, ${runs} serial runs each`,
    '',
    ['store', 'report', 'rows', 'p50 ms', 'p95 ms', `p95 ≤ ${P95_TARGET_MS}`].join(' | '),
    ...lines.map((line) =>
      [
        line.store,
        line.report,
        String(line.rows),
        line.p50.toFixed(1),
        line.p95.toFixed(1),
        line.p95 <= P95_TARGET_MS ? 'met' : 'MISSED',
      ].join(' | '),
    ),
  ];
  console.log(out.join('\n'));
}

await main();
