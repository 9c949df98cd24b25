/**
 * `npm run bench [-- options]`: the server benchmark over a store seeded by `npm run seed:bench`.
 * For each endpoint, in one run: (a) its own SQL replayed through the driver, median of many runs,
 * (b) a bare Fastify route answering a JSON of the same size, (c) the real endpoint over HTTP with a
 * bearer token, under autocannon. Then the review's SQL at several store sizes (SQLite files).
 *
 *   --quick               3 s per run and 1 s of warm-up, growth at 100k and 1M only
 *   --duration 10 --warmup 3 --connections 50
 *   --only getAllUsers,addTimeEntry    some endpoints only
 *   --growth 100k,1m,3m   store sizes of the growth table ("none" to skip)
 *   --password ...        the bench users' password (default BENCH_PASSWORD or "bench-password")
 *   --data-dir data/bench SQLite folder (or DATA_DIR); DATABASE_URL benchmarks PostgreSQL
 *   --pool-max 10         DATABASE_POOL_MAX of the server on PostgreSQL
 *   --profile [dir]       write a CPU profile of the server process (.cpuprofile, for DevTools)
 *   --wait-below 1.5      before each endpoint, wait (5 min at most) for the 1-minute load average to drop below this
 *   --capacity 250,500,…  the open-loop capacity run's rates per second ("none" to skip)
 *   --workers 1,2         the worker counts (WEB_CONCURRENCY) whose capacity is compared
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { freePort } from '../test/build-app.ts';
import { signIn } from '../test/sign-in.ts';
import { endpoints, findSubjects, removeAddedEntries, requestSql, type Endpoint } from './endpoints.ts';
import { measureGrowth, type GrowthPoint } from './growth.ts';
import { capacityOf, mixMean, mondayMorningMix } from './capacity.ts';
import { load, type LoadResult } from './load.ts';
import {
  DEFAULT_BENCH_PASSWORD,
  benchDataDir,
  formatCount,
  parseArgs,
  parseCount,
  profileDirOf,
} from './options.ts';
import { captureQueries, openReplayer, timeRuns, type Timing } from './query-only.ts';
import { serialMixCosts } from './serial-mix.ts';
import { benchServerEnv, bundleServerChild, ServerChild } from './server-process.ts';
import { compareWorkers, WORKERS_P99_TARGET_MS, workersTable, type WorkersRun } from './workers-capacity.ts';
import { table } from './table.ts';

const args = parseArgs(process.argv.slice(2));
const quick = args.has('quick');
const seconds = Number(args.get('duration') ?? (quick ? 3 : 10));
const warmupSeconds = Number(args.get('warmup') ?? (quick ? 1 : 3));
const connections = Number(args.get('connections') ?? 50);
const queryBudgetMs = quick ? 1_000 : 3_000;
const password = args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD;
const only = args.get('only')?.split(',');
const growthArg = args.get('growth') ?? (quick ? '100k,1m' : '100k,1m,3m');
const growthSizes = growthArg === 'none' ? [] : growthArg.split(',').map(parseCount);
const dataDir = benchDataDir(args);
const log = (line: string) => console.error(line);
const waitBelow = args.has('wait-below') ? Number(args.get('wait-below')) : undefined;
const capacityArg = args.get('capacity') ?? '250,500,750,1000,1250,1500,1750,2000,2500,3000';
const capacityRates = capacityArg === 'none' ? [] : capacityArg.split(',').map(Number);
/** Worker counts (WEB_CONCURRENCY) whose capacity is compared. */
const workerCounts = (args.get('workers') ?? '1,2').split(',').map(Number);
/** Answers at least this large are "large calls", whose target is 0.8 of their ceiling. */
const LARGE_ANSWER_BYTES = 100 * 1024;

/**
 * What the machine allows an endpoint at most: its bare route (HTTP, JSON of the same size) and its
 * own SQL share the time of one request, so their rates combine like resistors in parallel.
 */
const ceilingOf = (row: { bare: LoadResult; query: Timing }) =>
  1 / (1 / row.bare.requestsPerSecond + row.query.medianMs / 1000);

/** On a shared machine, --wait-below 1.5 waits (5 minutes at most) for the load average to drop first. */
async function quietMachine(): Promise<void> {
  if (waitBelow === undefined) return;
  const deadline = Date.now() + 300_000;
  while (os.loadavg()[0]! >= waitBelow && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

// --profile writes a CPU profile of the server processes, to open in Chrome DevTools.
const serverChildOptions = {
  log,
  profileDir: profileDirOf(args),
};

/** The bare app's route for an endpoint: by name, as two endpoints may share a path. */
const barePath = (endpoint: Endpoint) => `/bare/${endpoint.name}`;

interface Row {
  endpoint: Endpoint;
  answerBytes: number;
  query: Timing;
  service: Timing;
  serialMs: number;
  bare: LoadResult;
  real: LoadResult;
  peakRssBytes: number;
  /** The machine's 1-minute load average when the row's runs began. */
  loadAverage: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const rate = (value: number) => Math.round(value).toLocaleString('en');
const ratio = (value: number) => value.toFixed(2);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;

async function main() {
  const benchEnv = benchServerEnv({
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(args.has('pool-max') ? { DATABASE_POOL_MAX: args.get('pool-max')! } : {}),
  });
  const config = loadConfig(benchEnv);
  await bundleServerChild();
  const storeName = config.db.kind === 'sqlite' ? `SQLite ${config.db.file}` : 'PostgreSQL (DATABASE_URL)';

  if (config.db.kind === 'sqlite' && !fs.existsSync(config.db.file)) {
    throw new Error(`No store at ${config.db.file}: run \`npm run seed:bench\` first (or pass --data-dir).`);
  }
  const owner = openDatabase(config.db, { as: 'owner' });
  const subjects = await findSubjects(owner);
  const totalEntries = Number(
    (
      await owner
        .selectFrom('time_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await removeAddedEntries(owner);
  const chosen = endpoints(subjects).filter((endpoint) => !only || only.includes(endpoint.name));
  log(`Store: ${storeName}, ${totalEntries.toLocaleString('en')} entries`);
  log(
    `Review week ${subjects.week.startDate}..${subjects.week.endDate}; most entries: ${subjects.heavy.email} (${subjects.heavy.entries})`,
  );

  // The real portal, in its own process.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = new ServerChild(serverChildOptions);
  await server.request(
    { type: 'start', port, env: { ...benchEnv, PORT: String(port), PUBLIC_URL: url } },
    'ready',
  );

  const tokens = new Map<string, { token: string; at: number }>();
  const tokenOf = async (who: 'admin' | 'heavy') => {
    const held = tokens.get(who);
    // Access tokens live five minutes; a run takes well under a minute.
    if (held && Date.now() - held.at < 150_000) return held.token;
    const tokensNow = await signIn(url, subjects[who].email, password);
    tokens.set(who, { token: tokensNow.access_token, at: Date.now() });
    return tokensNow.access_token;
  };

  // Each endpoint's real answer: its size, and the bare app's fixed answer.
  const answers = new Map<string, { bytes: number; json: unknown }>();
  for (const endpoint of chosen) {
    const response = await fetch(`${url}${endpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(endpoint.as)}` },
      body: JSON.stringify(endpoint.body()),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${endpoint.name} answered ${response.status}: ${text}`);
    answers.set(endpoint.name, { bytes: Buffer.byteLength(text), json: JSON.parse(text) });
  }
  const idleRss = (await server.request({ type: 'rss-read' }, 'rss')).currentBytes;
  // The bare app runs in a process of its own, so that its load does not grow the portal's heap.
  const barePort = await freePort();
  const bareServer = new ServerChild(serverChildOptions);
  await bareServer.request(
    {
      type: 'bare',
      port: barePort,
      routes: chosen.map((endpoint) => ({
        path: barePath(endpoint),
        answer: answers.get(endpoint.name)!.json,
      })),
    },
    'bare-ready',
  );

  // (a) The endpoints' SQL, while the servers are idle.
  const queryTimings = new Map<string, { query: Timing; service: Timing }>();
  const replayer = await openReplayer(config.db);
  const app = openDatabase(config.db);
  for (const endpoint of chosen) {
    const caller = subjects[endpoint.as];
    const queries = await captureQueries(config.db, (db) => requestSql(db, endpoint, caller));
    const query = await timeRuns(() => replayer.run(queries), { budgetMs: queryBudgetMs });
    // The auth lookup and the route's service function on the app's connection: Kysely, the tenant
    // guard, row-level security and the service's own code, without HTTP.
    const service = await timeRuns(
      async () => {
        await requestSql(app, endpoint, caller);
        return 0;
      },
      { budgetMs: queryBudgetMs },
    );
    queryTimings.set(endpoint.name, { query, service });
    log(
      `  ${endpoint.name}: ${queries.length} statements, ${ms(query.medianMs)} ms through the driver, ${ms(service.medianMs)} ms through the service`,
    );
  }
  await replayer.close();
  await app.destroy();
  await removeAddedEntries(owner);

  // One request at a time through the whole server, without sockets.
  const serial = new Map<string, number>();
  for (const endpoint of chosen) {
    const bodies = Array.from({ length: quick ? 30 : 100 }, () => JSON.stringify(endpoint.body()));
    const headers = { authorization: `Bearer ${await tokenOf(endpoint.as)}` };
    const injected = await server.request(
      { type: 'inject', path: endpoint.path, headers, bodies },
      'injected',
    );
    if (injected.statuses.some((status) => status !== 200)) {
      throw new Error(`${endpoint.name} answered ${injected.statuses.join(', ')} in-process`);
    }
    serial.set(endpoint.name, injected.medianMs);
  }
  // The mix's requests one at a time through the whole server: the fixed cost of a request.
  log('  serial mix: signing in the mix’s people...');
  const serialMix = await mondayMorningMix(owner, url, subjects, password);
  // A running portal's code is compiled by V8's optimiser: the first pass is its warm-up.
  await serialMixCosts(server, serialMix, quick ? 50 : 200);
  await removeAddedEntries(owner);
  const mixSerial = await serialMixCosts(server, serialMix, quick ? 50 : 200);
  const mixSerialMs = mixMean(serialMix, (item) => mixSerial.get(item.name)!);
  const mixSerialLoad = os.loadavg()[0]!;
  await removeAddedEntries(owner);

  // (b) and (c) under load.
  const rows: Row[] = [];
  for (const endpoint of chosen) {
    await quietMachine();
    const loadAverage = os.loadavg()[0]!;
    const options = { connections, warmupSeconds, seconds };
    const headers = { authorization: `Bearer ${await tokenOf(endpoint.as)}` };
    const body = () => JSON.stringify(endpoint.body());
    log(`  ${endpoint.name}: bare...`);
    const bare = await load(`http://127.0.0.1:${barePort}${barePath(endpoint)}`, {}, body, options);
    log(`  ${endpoint.name}: real...`);
    server.send({ type: 'rss-reset' });
    const real = await load(`${url}${endpoint.path}`, headers, body, options);
    const rss = await server.request({ type: 'rss-read' }, 'rss');
    log(
      `  ${endpoint.name}: peak RSS ${mb(rss.peakBytes)} MB, heap ${mb(rss.peakHeap.heapUsed)}/${mb(rss.peakHeap.heapTotal)} MB, external ${mb(rss.peakHeap.external)} MB`,
    );
    const timings = queryTimings.get(endpoint.name)!;
    rows.push({
      endpoint,
      serialMs: serial.get(endpoint.name)!,
      answerBytes: answers.get(endpoint.name)!.bytes,
      ...timings,
      bare,
      real,
      peakRssBytes: rss.peakBytes,
      loadAverage,
    });
    if (real.failures > 0) log(`  ${endpoint.name}: ${real.failures} failed requests (${real.statusCodes})`);
  }
  await Promise.all([server.stop(), bareServer.stop()]);
  const removed = await removeAddedEntries(owner);
  // The capacity under the Monday-morning mix, open-loop, with each count of workers.
  let workersRuns: WorkersRun[] = [];
  if (capacityRates.length > 0) {
    await quietMachine();
    workersRuns = await compareWorkers({
      storeEnv: benchEnv,
      owner,
      subjects,
      password,
      workerCounts,
      rates: capacityRates,
      seconds: quick ? 4 : 8,
      log,
    });
  }
  await owner.destroy();

  // Growth: the review's SQL at several store sizes.
  let growth: GrowthPoint[] = [];
  if (growthSizes.length > 0) {
    const growthDir = config.db.kind === 'sqlite' ? dataDir : path.join(dataDir, 'sqlite');
    growth = await measureGrowth(growthDir, growthSizes, { password, budgetMs: queryBudgetMs, log });
  }

  // The report.
  const cpus = os.cpus();
  const out: string[] = [];
  out.push(
    `Server benchmark, ${new Date().toISOString().slice(0, 16)}Z: ${storeName}, ${totalEntries.toLocaleString('en')} entries`,
  );
  out.push(
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  out.push(
    `Load: autocannon, ${connections} connections, ${seconds} s after ${warmupSeconds} s of warm-up; query-only: median of serial runs`,
  );
  out.push('');
  out.push(
    table(
      [
        'endpoint',
        'answer',
        'SQL',
        'query ms',
        'query r/s',
        'service ms',
        'serial ms',
        'bare r/s',
        'real r/s',
        'p50 ms',
        'p99 ms',
        'ceiling r/s',
        'real/bare',
        'real/query',
        'real/ceiling',
        'RSS MB',
        'failed',
        'load',
      ],
      rows.map((row) => {
        const queryRate = 1000 / row.query.medianMs;
        return [
          row.endpoint.name,
          kb(row.answerBytes),
          `${row.query.rows} rows`,
          ms(row.query.medianMs),
          rate(queryRate),
          ms(row.service.medianMs),
          ms(row.serialMs),
          rate(row.bare.requestsPerSecond),
          rate(row.real.requestsPerSecond),
          ms(row.real.p50Ms),
          ms(row.real.p99Ms),
          rate(ceilingOf(row)),
          ratio(row.real.requestsPerSecond / row.bare.requestsPerSecond),
          ratio(row.real.requestsPerSecond / queryRate),
          ratio(row.real.requestsPerSecond / ceilingOf(row)),
          mb(row.peakRssBytes),
          String(row.real.failures),
          row.loadAverage.toFixed(1),
        ];
      }),
    ),
  );
  const peak = Math.max(0, ...rows.map((row) => row.peakRssBytes));
  out.push('');
  out.push(
    `Server RSS: ${mb(idleRss)} MB idle after start and first calls; peak under load ${mb(peak)} MB ` +
      "(the portal's whole process, sampled every 100 ms; the bare app and the load generator run in other processes).",
  );
  out.push(
    "query ms: the request's SQL (auth lookup + route statements) replayed through the driver; service ms: the auth lookup and\n" +
      "the route's service function in-process (Kysely, tenant guard, app code); serial ms: one request at a time through the\n" +
      'whole server (app.inject, no sockets); ceiling r/s: 1 / (1/bare + 1/query), what the machine allows the call at most;\n' +
      "RSS MB: the portal process's peak during the row.\n" +
      'The Review rows ask for one week again and again, as its reviewers do: the server keeps the written answer until a\n' +
      'change of that week, so past the first request they measure the kept answer; service ms is the cost of deriving it.',
  );
  out.push('');
  out.push(
    `Serial cost of the Monday-morning mix: ${ms(mixSerialMs)} ms per request (median of each kind through app.inject, ` +
      `weighted by its share; load ${mixSerialLoad.toFixed(1)})`,
  );
  out.push(
    table(
      ['kind', 'share', 'serial ms'],
      serialMix.map((item) => [item.name, `${item.share}%`, ms(mixSerial.get(item.name)!)]),
    ),
  );
  if (removed > 0) out.push(`Removed the ${removed} entries addTimeEntry added.`);
  out.push('');
  out.push('Targets (reported, not asserted):');
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  for (const row of rows) {
    const checks: string[] = [];
    const { name } = row.endpoint;
    if (row.endpoint.read) {
      const large = row.answerBytes >= LARGE_ANSWER_BYTES;
      const value = row.real.requestsPerSecond / ceilingOf(row);
      const target = large ? 0.8 : 0.5;
      checks.push(`real/ceiling ${ratio(value)} ≥ ${target} ${verdict(value >= target)}`);
    } else if (config.db.kind === 'sqlite') {
      checks.push(
        `${rate(row.real.requestsPerSecond)} req/s ≥ 2,000 ${verdict(row.real.requestsPerSecond >= 2000)}`,
      );
    }
    if (row.endpoint.read) checks.push(`p99 ${ms(row.real.p99Ms)} ms ≤ 50 ${verdict(row.real.p99Ms <= 50)}`);
    if (checks.length > 0) out.push(`  ${name.padEnd(24)} ${checks.join('; ')}`);
  }
  out.push(`  ${'server RSS'.padEnd(24)} ${mb(peak)} MB ≤ 200 ${verdict(peak <= 200 * 1024 * 1024)}`);
  const target = config.db.kind === 'sqlite' ? 1500 : 1000;
  for (const run of workersRuns) {
    const found = capacityOf(run.steps, WORKERS_P99_TARGET_MS);
    const heaviest = Math.max(...run.peakRssPerWorker);
    const label = `capacity, ${run.workers} worker${run.workers === 1 ? '' : 's'}`;
    out.push(`  ${label.padEnd(24)} ${rate(found)} req/s ≥ ${rate(target)} ${verdict(found >= target)}`);
    out.push(
      `  ${'  RSS per worker'.padEnd(24)} ${mb(heaviest)} MB ≤ 200 ${verdict(heaviest <= 200 * 1024 * 1024)}`,
    );
  }
  if (workersRuns.length > 0) {
    out.push('');
    out.push(
      `Capacity: open-loop "Monday morning" mix of the ${subjects.admin.tenantId} tenant (30% My Timesheet page, 15% Overview, 12% adds,\n` +
        '10% week-grid cells, 12% board, 10% task list, 8% users page, 3% Review), requests due at a fixed rate, latency from the\n' +
        `moment each was due; steps of ${quick ? 4 : 8} s after a warm-up at the same rate, until p99 > ${WORKERS_P99_TARGET_MS} ms or a failure;\n` +
        'the portal from the bundle with WEB_CONCURRENCY set to each count (bench:workers).',
    );
    out.push(...workersTable(workersRuns));
  }
  if (growth.length > 0) {
    out.push('');
    out.push(
      `Growth: the review's SQL (grid shape) for one week of the ${subjects.admin.tenantId} tenant (SQLite files, history grows, weeks do not)`,
    );
    out.push(
      table(
        ['store', 'history', 'week entries', 'median ms', 'p90 ms', 'seeded'],
        growth.map((point) => [
          `${formatCount(point.entries)} entries`,
          `${point.days} days`,
          String(point.weekEntries),
          ms(point.medianMs),
          ms(point.p90Ms),
          point.seededSeconds === null ? 'reused' : `${Math.round(point.seededSeconds)} s`,
        ]),
      ),
    );
    out.push(`Plan: ${growth.at(-1)?.plan}`);
  }
  console.log(out.join('\n'));
}

await main();
