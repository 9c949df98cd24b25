/**
 * The capacity of the "Monday morning" mix with 1 and 2 workers (`WEB_CONCURRENCY`), side by side:
 * the portal runs as `npm start` runs it, from the bundle, and the load generator is this process,
 * whose own CPU is counted beside the server's, since on a machine of two cores the generator
 * takes a share of the cores the workers would use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../src/db/dialect.ts';
import { bundleServer } from '../src/scripts/build-server.ts';
import { serverNodeFlags } from '../src/scripts/node-flags.ts';
import { freePort } from '../test/build-app.ts';
import { capacityOf, measureCapacity, mondayMorningMix, type CapacityStep } from './capacity.ts';
import { removeAddedEntries, type Subjects } from './endpoints.ts';
import { benchServerEnv } from './server-process.ts';

/** The capacity's latency target: the highest rate that keeps p99 under it, without errors. */
export const WORKERS_P99_TARGET_MS = 100;
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
  profileDir: string | undefined,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The workers are forked with the primary's flags, so each writes a profile of its own.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...serverNodeFlags(), ...profile, BUNDLE], {
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

export interface WorkersRun {
  workers: number;
  steps: CapacityStep[];
  generatorCpu: number;
  serverCpu: number;
  wallSeconds: number;
  peakRssPerWorker: number[];
}

export interface WorkersOptions {
  /** The store's settings (DATA_DIR, DATABASE_URL). */
  storeEnv: Record<string, string>;
  /** The store as its owner, to find the mix's people and remove what the mix added. */
  owner: Db;
  subjects: Subjects;
  password: string;
  workerCounts: number[];
  rates: number[];
  seconds: number;
  log: (line: string) => void;
  /** Where each server process writes a CPU profile (`.cpuprofile`, for DevTools), if anywhere. */
  profileDir?: string;
}

/** One capacity run per worker count, each on a portal of its own started for it. */
export async function compareWorkers(options: WorkersOptions): Promise<WorkersRun[]> {
  const { storeEnv, owner, subjects, password, rates, seconds, log } = options;
  await bundleServer(path.join(import.meta.dirname, '../src/server.ts'), BUNDLE);
  const runs: WorkersRun[] = [];
  for (const workers of options.workerCounts) {
    log(`  ${workers} worker(s): starting...`);
    const { child, url } = await startPortal(workers, storeEnv, options.profileDir);
    const tree = processTree(child.pid!);
    const mix = await mondayMorningMix(owner, url, subjects, password);
    const serverBefore = tree.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const generatorBefore = process.cpuUsage();
    const startedAt = performance.now();
    const steps = await measureCapacity(url, mix, {
      rates,
      seconds,
      warmupSeconds: 2,
      p99TargetMs: WORKERS_P99_TARGET_MS,
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
  return runs;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const cores = (cpu: number, wall: number) => (cpu / wall).toFixed(2);

/** The runs as a table, with what its columns mean. */
export function workersTable(runs: WorkersRun[]): string[] {
  return [
    'workers  capacity (p99 ≤ 100 ms)  server CPU (cores)  generator CPU (cores)  peak RSS per worker (MB)  steps (rate: p99 ms)',
    '-------  -----------------------  ------------------  ---------------------  ------------------------  --------------------',
    ...runs.map((run) =>
      [
        String(run.workers).padEnd(7),
        `${capacityOf(run.steps, WORKERS_P99_TARGET_MS)} req/s`.padEnd(23),
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
    ),
    '',
    "CPU columns: CPU seconds over the run's wall time (1.00 = one core busy throughout); the server's counts the primary and every worker.",
  ];
}
