/**
 * `npm run bench:serial [-- options]`: the serial cost of the "Monday morning" mix alone, the
 * figure `npm run bench` reports beside its loads, in a minute instead of fifteen: for profiling a
 * step and showing its gain (run it before and after, on the same host). Two floors follow: a bare
 * Fastify route and the portal's /healthz, through app.inject in the same process.
 *
 *   --rounds 3               rounds of the whole mix; the table shows each and their median
 *   --count 200              requests of each kind per round
 *   --only "board,users page"   some kinds of the mix only (the mix's mean is then theirs)
 *   --data-dir data/bench    SQLite folder (or DATA_DIR); DATABASE_URL benchmarks PostgreSQL
 *   --profile [dir]          a CPU profile of the server process (.cpuprofile, for DevTools)
 */
import os from 'node:os';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { freePort } from '../test/build-app.ts';
import { mixMean, mondayMorningMix } from './capacity.ts';
import { findSubjects, removeAddedEntries } from './endpoints.ts';
import { benchDataDir, DEFAULT_BENCH_PASSWORD, parseArgs, profileDirOf } from './options.ts';
import { serialMixCosts } from './serial-mix.ts';
import { benchServerEnv, bundleServerChild, ServerChild } from './server-process.ts';
import { table } from './table.ts';

const args = parseArgs(process.argv.slice(2));
const rounds = Number(args.get('rounds') ?? 3);
const count = Number(args.get('count') ?? 200);
const password = args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD;
const log = (line: string) => console.error(line);
const benchEnv = benchServerEnv({
  DATA_DIR: benchDataDir(args),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const config = loadConfig(benchEnv);
await bundleServerChild();
const owner = openDatabase(config.db, { as: 'owner' });
const subjects = await findSubjects(owner);
await removeAddedEntries(owner);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = new ServerChild({ log, profileDir: profileDirOf(args) });
await server.request(
  { type: 'start', port, env: { ...benchEnv, PORT: String(port), PUBLIC_URL: url } },
  'ready',
);
log('Signing in the mix’s people...');
const only = args.get('only')?.split(',');
const mix = (await mondayMorningMix(owner, url, subjects, password)).filter(
  (item) => !only || only.includes(item.name),
);
// A running portal's code is compiled by V8's optimiser: a first round of the mix warms it up.
log('Warming up...');
await serialMixCosts(server, mix, count);
await removeAddedEntries(owner);
const loads: number[] = [];
const runs: Map<string, number>[] = [];
for (let round = 1; round <= rounds; round += 1) {
  loads.push(os.loadavg()[0]!);
  runs.push(await serialMixCosts(server, mix, count));
  log(`Round ${round}: ${mixMean(mix, (item) => runs.at(-1)!.get(item.name)!).toFixed(2)} ms`);
  // Each round writes on the same far-future days; removing them keeps the rounds alike.
  await removeAddedEntries(owner);
}
// The floors under every request: Fastify alone, and the portal's own path without auth or SQL.
await server.request(
  { type: 'bare', port: await freePort(), routes: [{ path: '/bare/floor', answer: { status: 'ok' } }] },
  'bare-ready',
);
const floor = async (message: { path: string; method?: 'GET'; bare?: boolean }) => {
  const bodies = Array.from({ length: count }, () => '{}');
  const costs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    costs.push(
      (await server.request({ type: 'inject', headers: {}, bodies, ...message }, 'injected')).medianMs,
    );
  }
  return costs;
};
const floors = [
  {
    name: 'floor: Fastify alone, a GET',
    costs: await floor({ path: '/bare/floor', method: 'GET', bare: true }),
  },
  { name: 'floor: the portal’s /healthz', costs: await floor({ path: '/healthz', method: 'GET' }) },
];
await server.stop();
await owner.destroy();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => value.toFixed(2);
const rows = mix.map((item) => {
  const each = runs.map((run) => run.get(item.name)!);
  return [item.name, `${item.share}%`, ...each.map(ms), ms(median(each))];
});
const means = runs.map((run) => mixMean(mix, (item) => run.get(item.name)!));
rows.push(['mix', '', ...means.map(ms), ms(median(means))]);
for (const { name, costs } of floors) rows.push([name, '', ...costs.map(ms), ms(median(costs))]);
const headings = ['kind', 'share', ...runs.map((_, i) => `round ${i + 1}`), 'median'];
console.log(
  `Serial cost, ${new Date().toISOString().slice(0, 16)}Z, ${config.db.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ` +
    `${count} requests of each kind per round through app.inject (ms, median of each kind), load ${loads.map((l) => l.toFixed(1)).join(', ')}`,
);
console.log('');
console.log(table(headings, rows));
