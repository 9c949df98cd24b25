/**
 * `npm run bench:workers [-- options]`: the capacity of the "Monday morning" mix with one worker
 * and with two (`WEB_CONCURRENCY`), side by side (`workers-capacity.ts`), on the bench store
 * (`npm run seed:bench` first; DATABASE_URL for PostgreSQL). `npm run bench` ends with the same table.
 *
 *   --workers 1,2            worker counts to compare
 *   --capacity 250,500,…     the open-loop rates per second, stepped up until p99 passes 100 ms
 *   --seconds 8              seconds per rate, after 2 s of warm-up
 *   --data-dir data/bench    SQLite folder (or DATA_DIR)
 *   --profile [dir]          a CPU profile of each server process (.cpuprofile, for DevTools)
 */
import os from 'node:os';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { findSubjects } from './endpoints.ts';
import { benchDataDir, DEFAULT_BENCH_PASSWORD, parseArgs, profileDirOf } from './options.ts';
import { compareWorkers, workersTable } from './workers-capacity.ts';

const args = parseArgs(process.argv.slice(2));
const seconds = Number(args.get('seconds') ?? 8);
const dataDir = benchDataDir(args);
const storeEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: dataDir };
const config = loadConfig(storeEnv);
const owner = openDatabase(config.db, { as: 'owner' });
const runs = await compareWorkers({
  storeEnv,
  owner,
  subjects: await findSubjects(owner),
  password: args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD,
  workerCounts: (args.get('workers') ?? '1,2').split(',').map(Number),
  rates: (args.get('capacity') ?? '250,500,750,1000,1250,1500,1750,2000,2500,3000').split(',').map(Number),
  seconds,
  log: (line) => console.error(line),
  profileDir: profileDirOf(args),
});
await owner.destroy();
console.log(
  `Workers benchmark, ${new Date().toISOString().slice(0, 16)}Z, ${config.db.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ` +
    `${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}: open-loop "Monday morning" mix, ${seconds} s per rate`,
);
console.log('');
for (const line of workersTable(runs)) console.log(line);
