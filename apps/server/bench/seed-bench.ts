/**
 * `npm run seed:bench [-- options]`: fills a store with the reproducible bench data set.
 *
 *   --entries 1m          time entries in total (100k, 1m, 3m, 1_000_000...)
 *   --tenants 20          tenants; the first is the largest
 *   --users 500 --projects 200 --tasks 2000   the largest tenant's size
 *   --days 730            calendar days of history, ending on --end-date
 *   --end-date 2026-11-20 last day of history (yyyy-MM-dd or "today")
 *   --seed 20261120       the generator's seed
 *   --clients 50          clients over every tenant (the largest has about a quarter of them)
 *   --password ...        every bench user's password (default BENCH_PASSWORD or "bench-password")
 *   --data-dir data/bench SQLite folder (or DATA_DIR); DATABASE_URL switches to PostgreSQL
 *   --replace             seed again over an earlier bench data set
 */
import { loadConfig } from '../src/config/env.ts';
import { DEFAULT_OPTIONS, Dataset, userEmail, type DatasetOptions } from './dataset.ts';
import { writeManifest } from './growth.ts';
import { DEFAULT_BENCH_PASSWORD, benchDataDir, formatCount, parseArgs, parseCount } from './options.ts';
import { seedDataset } from './seeder.ts';

export function datasetOptions(args: Map<string, string>): DatasetOptions {
  const count = (name: string, fallback: number) => (args.has(name) ? parseCount(args.get(name)!) : fallback);
  const endDate = args.get('end-date') ?? DEFAULT_OPTIONS.endDate;
  return {
    entries: count('entries', DEFAULT_OPTIONS.entries),
    tenants: count('tenants', DEFAULT_OPTIONS.tenants),
    largestUsers: count('users', DEFAULT_OPTIONS.largestUsers),
    largestProjects: count('projects', DEFAULT_OPTIONS.largestProjects),
    largestTasks: count('tasks', DEFAULT_OPTIONS.largestTasks),
    days: count('days', DEFAULT_OPTIONS.days),
    endDate: endDate === 'today' ? new Date().toISOString().slice(0, 10) : endDate,
    seed: count('seed', DEFAULT_OPTIONS.seed),
    clients: count('clients', DEFAULT_OPTIONS.clients),
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const options = datasetOptions(args);
  const password = args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD;
  const config = loadConfig({ ...process.env, DATA_DIR: benchDataDir(args) });
  const dataset = new Dataset(options);
  const where = config.db.kind === 'sqlite' ? config.db.file : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Seeding ${formatCount(options.entries)} entries, ${options.tenants} tenants (${dataset.userCount} users), ` +
      `${options.days} days to ${options.endDate}, seed ${options.seed}, into ${where}`,
  );
  const report = await seedDataset(config.db, dataset, { password, replace: args.has('replace') });
  if (config.db.kind === 'sqlite') writeManifest(config.dataDir, options);
  const heaviest = dataset.heaviestUser;
  console.log(`Done in ${report.seconds.toFixed(1)} s.`);
  console.log(`  Largest tenant: ${dataset.tenants[0]?.id}, Admin ${userEmail(0, 0)}`);
  console.log(`  Most entries: ${userEmail(heaviest.tenant, heaviest.user)} (${heaviest.entries})`);
  console.log(`  Review week: ${dataset.reviewWeek.startDate} to ${dataset.reviewWeek.endDate}`);
  console.log(`  Every bench user's password: ${password}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
