/**
 * `npm run bench:workers [-- options]`: the capacity of the "Monday morning" mix with one worker
 * and with two (`WEB_CONCURRENCY`), side by side, on the bench store (`npm run seed:bench` first;
 * DATABASE_URL for PostgreSQL). The portal runs as `npm start` runs it, from the bundle; the load
 * generator is this process, and its own CPU is printed beside the server's, since on a machine
 * of two cores the generator takes a share of the cores the workers would use.
 *
 *   --workers 1,2            worker counts to compare
 *   --capacity 250,500,…     the open-loop rates per second, stepped up until p99 passes 100 ms
 *   --seconds 8              seconds per rate, after 2 s of warm-up
 *   --data-dir data/bench    SQLite folder (or DATA_DIR)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { bundleServer } from '../src/scripts/build-server.ts';
import { serverNodeFlags } from '../src/scripts/node-flags.ts';
import { freePort } from '../test/build-app.ts';
import { capacityOf, measureCapacity, mondayMorningMix, type CapacityStep } from './capacity.ts';
import { findSubjects, removeAddedEntries } from './endpoints.ts';
import { benchDataDir, DEFAULT_BENCH_PASSWORD, parseArgs } from './options.ts';
import { benchServerEnv } from './server-process.ts';

const args = parseArgs(process.argv.slice(2));
const workerCounts = (args.get('workers') ?? '1,2').split(',').map(Number);
const rates = (args.get('capacity') ?? '250,500,750,1000,1250,1500,1750,2000,2500,3000')
  .split(',')
  .map(Number);
const seconds = Number(args.get('seconds') ?? 8);
const password = args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD;
const dataDir = benchDataDir(args);
const log = (line: string) => console.error(line);
const P99_TARGET_MS = 100;
const TICKS_PER_SECOND = 100;
const BUNDLE = path.join(import.meta.dirname, '../dist/bench-workers-server.mjs');

/** The process and its children (the workers), by pid. */
function processTree(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** CPU seconds a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The largest resident memory a process has had, in bytes. */
function peakRss(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmHWM:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

async function startPortal(
  workers: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), BUNDLE], {
    env: {
      ...process.env,
      ...benchServerEnv({ ...env, PORT: String(port), PUBLIC_URL: url, WEB_CONCURRENCY: String(workers) }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const seen = new Set<number>();
  for (const until = Date.now() + 120_000; seen.size < workers && Date.now() < until;) {
    const ready = await fetch(`${url}/readyz`, { headers: { connection: 'close' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ worker?: number }>) : undefined))
      .catch(() => undefined);
    if (ready) seen.add(ready.worker ?? 0);
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (seen.size < workers) throw new Error(`${seen.size} of ${workers} workers answered`);
  return { child, url };
}

interface Run {
  workers: number;
  steps: CapacityStep[];
  generatorCpu: number;
  serverCpu: number;
  wallSeconds: number;
  peakRssPerWorker: number[];
}

await bundleServer(path.join(import.meta.dirname, '../src/server.ts'), BUNDLE);
const storeEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: dataDir };
const config = loadConfig({ ...storeEnv });
const owner = openDatabase(config.db, { as: 'owner' });
const subjects = await findSubjects(owner);
const runs: Run[] = [];
for (const workers of workerCounts) {
  log(`${workers} worker(s): starting...`);
  const { child, url } = await startPortal(workers, storeEnv);
  const tree = processTree(child.pid!);
  const mix = await mondayMorningMix(owner, url, subjects, password);
  const serverBefore = tree.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const generatorBefore = process.cpuUsage();
  const startedAt = performance.now();
  const steps = await measureCapacity(url, mix, {
    rates,
    seconds,
    warmupSeconds: 2,
    p99TargetMs: P99_TARGET_MS,
    log,
  });
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  runs.push({
    workers,
    steps,
    wallSeconds,
    generatorCpu: (generator.user + generator.system) / 1e6,
    serverCpu: tree.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - serverBefore,
    // The primary of several workers serves nothing; the workers are its children.
    peakRssPerWorker: (tree.length > 1 ? tree.slice(1) : tree).map(peakRss),
  });
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await removeAddedEntries(owner);
}
await owner.destroy();

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const cores = (cpu: number, wall: number) => (cpu / wall).toFixed(2);
console.log(
  `Workers benchmark, ${new Date().toISOString().slice(0, 16)}Z, ${config.db.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ` +
    `${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}: open-loop "Monday morning" mix, ${seconds} s per rate`,
);
console.log('');
console.log(
  'workers  capacity (p99 ≤ 100 ms)  server CPU (cores)  generator CPU (cores)  peak RSS per worker (MB)  steps (rate: p99 ms)',
);
console.log(
  '-------  -----------------------  ------------------  ---------------------  ------------------------  --------------------',
);
for (const run of runs) {
  console.log(
    [
      String(run.workers).padEnd(7),
      `${capacityOf(run.steps, P99_TARGET_MS)} req/s`.padEnd(23),
      cores(run.serverCpu, run.wallSeconds).padEnd(18),
      cores(run.generatorCpu, run.wallSeconds).padEnd(21),
      run.peakRssPerWorker.map(mb).join(', ').padEnd(24),
      run.steps
        .map(
          (step) =>
            `${step.rate}: ${step.p99Ms.toFixed(0)}${step.failed > 0 ? ` (${step.failed} failed)` : ''}`,
        )
        .join(', '),
    ].join('  '),
  );
}
console.log('');
console.log(
  "CPU columns: CPU seconds over the run's wall time (1.00 = one core busy throughout); the server's counts the primary and every worker.",
);
