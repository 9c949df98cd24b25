/**
 * `npm run bench:money [-- options]`: reports by client with amounts, and the board with what each
 * project has spent of its budget, on the bench data set (50 clients, rates at every level with a
 * history, every entry priced), through the real HTTP server, one request at a time:
 * `reports/summary` for a year of the 500-user tenant grouped by client → project as its Admin
 * (billable amount, cost and margin summed) and, for comparison, as a Manager who may not see
 * money (hours only); and `projects/getAllProjects` as the Admin (every card with its cost,
 * billable amount, budget and budget spent, this month's cost for monthly budgets). On the SQLite
 * stores of 1M and 3M entries (history grows, a year and the board do not: the cost must stay
 * flat) and on PostgreSQL when DATABASE_URL is set. Each call is put next to its ceiling, measured
 * in the same run: its own SQL replayed through the driver plus a bare Fastify route answering the
 * same JSON.
 *
 *   --stores 1m,3m        SQLite store sizes (seeded on first use, as `npm run bench` does)
 *   --runs 100            measured requests per call, after --warmup 10
 *   --budget 40           seconds a call's runs may take; a slower call stops there (after 30 runs at least)
 *   --password ...        the bench users' password (default BENCH_PASSWORD or "bench-password")
 *   --data-dir data/bench SQLite folder (or DATA_DIR)
 *   --wait-below 1.5      before each call, wait (2 min at most) for the 1-minute load average to drop below this
 */
import os from 'node:os';
import { addCalendarDays, api, type ReportGrouping } from '@portal/contract';
import { loadConfig, type Config } from '../src/config/env.ts';
import type { Caller } from '../src/context/caller.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/db/dialect.ts';
import { runAsSystem, runAsTenant } from '../src/db/tenant-context.ts';
import * as projects from '../src/modules/projects/projects.service.ts';
import * as reports from '../src/modules/reports/reports.service.ts';
import { findCaller } from '../src/modules/users/users.repository.ts';
import { freePort } from '../test/build-app.ts';
import { signIn } from '../test/sign-in.ts';
import { userEmail } from './dataset.ts';
import { callerOf, findSubjects, type Subjects } from './endpoints.ts';
import { growthStore } from './growth.ts';
import { DEFAULT_BENCH_PASSWORD, benchDataDir, formatCount, parseArgs, parseCount } from './options.ts';
import { captureQueries, openReplayer, timeRuns } from './query-only.ts';
import { benchServerEnv, bundleServerChild, ServerChild } from './server-process.ts';
import { table } from './table.ts';

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 100);
const warmup = Number(args.get('warmup') ?? 10);
const budgetMs = Number(args.get('budget') ?? 40) * 1000;
/** Runs a call gets however slow it is. */
const MIN_RUNS = 30;
const sizes = (args.get('stores') ?? '1m,3m').split(',').map(parseCount);
const password = args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD;
const dataDir = benchDataDir(args);
const waitBelow = args.has('wait-below') ? Number(args.get('wait-below')) : undefined;
const log = (line: string) => console.error(line);
/** The targets, at p95: a year's report by client, and the board. */
const REPORT_P95_MS = 300;
const BOARD_P95_MS = 50;
/** "Flat against history": the 3M store's p50 within this factor of the 1M store's. */
const FLAT_FACTOR = 1.25;
/** The Manager of the 500-user tenant who is asked for the report without money (every 25th person manages). */
const MANAGER = 25;
const GROUPING: ReportGrouping[] = ['client', 'project'];

/** One measured call: who sends what, and the service function its route runs. */
interface Measure {
  name: string;
  path: string;
  caller: Caller;
  body: Record<string, unknown>;
  handle: (db: Db) => Promise<unknown>;
  /** Rows of a report, cards of the board. */
  count: (answer: unknown) => number;
  targetMs: number | null;
}

interface Result {
  store: string;
  measure: Measure;
  answerBytes: number;
  count: number;
  statements: number;
  sqlMs: number;
  serviceMs: number;
  bareMs: number;
  p50: number;
  p95: number;
  max: number;
  runs: number;
  load: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** On a shared machine, --wait-below waits (2 minutes at most) for the load average to drop first. */
async function quietMachine(): Promise<number> {
  if (waitBelow !== undefined) {
    const deadline = Date.now() + 120_000;
    while (os.loadavg()[0]! >= waitBelow && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
  return os.loadavg()[0]!;
}

/** The year, the callers, and what the store holds, for the report's notes. */
interface Plan {
  subjects: Subjects;
  manager: Caller;
  year: { from: string; to: string };
  entries: number;
  historyDays: number;
  clients: number;
  rates: number;
  cards: { all: number; total: number; monthly: number };
}

async function planOf(owner: Db): Promise<Plan> {
  const subjects = await findSubjects(owner);
  const { tenantId } = subjects.admin;
  const count = async (table: 'clients' | 'rates') =>
    Number(
      (
        await owner
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rates = await count('rates');
  if (rates === 0) {
    throw new Error('This store has no rates: seed it again (`npm run seed:bench -- --replace`).');
  }
  const budgets = await owner
    .selectFrom('projects')
    .select(['budget_period', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .groupBy('budget_period')
    .execute();
  const cardsOf = (period: string | null) =>
    Number(budgets.find((row) => row.budget_period === period)?.n ?? 0);
  const counts = await owner
    .selectFrom('time_entries')
    .select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('date').as('first')])
    .executeTakeFirstOrThrow();
  // The year up to the last week the store holds, as `npm run bench:reports` asks for it.
  const to = subjects.week.endDate;
  return {
    subjects,
    manager: await callerOf(owner, userEmail(0, MANAGER)),
    year: { from: addCalendarDays(to, -364), to },
    entries: Number(counts.n),
    historyDays: Math.round((Date.parse(to) - Date.parse(String(counts.first))) / 86_400_000),
    clients: await count('clients'),
    rates,
    cards: {
      all: budgets.reduce((sum, row) => sum + Number(row.n), 0),
      total: cardsOf('total'),
      monthly: cardsOf('monthly'),
    },
  };
}

function measuresOf({ subjects, manager, year }: Plan): Measure[] {
  const { admin } = subjects;
  const summary = (caller: Caller, name: string, targetMs: number | null): Measure => {
    const body = { ...year, groupBy: GROUPING };
    return {
      name,
      path: api.reports.summary.path,
      caller,
      body: { tenantId: caller.tenantId, ...body },
      handle: (db) => reports.summarize(db, caller, body),
      count: (answer) => (answer as { rows: unknown[] }).rows.length,
      targetMs,
    };
  };
  return [
    summary(admin, 'summary client → project, Admin (amounts)', REPORT_P95_MS),
    summary(manager, 'summary client → project, Manager (hours only)', null),
    {
      name: 'getAllProjects board, Admin (spent/budget)',
      path: api.projects.getAllProjects.path,
      caller: admin,
      body: { tenantId: admin.tenantId, userId: admin.userId },
      handle: (db) => projects.listProjects(db, admin),
      count: (answer) => (answer as { data: unknown[] }).data.length,
      targetMs: BOARD_P95_MS,
    },
  ];
}

/** Sends one request and reads its answer; throws on any status but 200. */
async function send(url: string, measure: Measure, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(measure.body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${measure.path} answered ${response.status}: ${text}`);
  return text;
}

/**
 * Serial runs after a warm-up: sorted milliseconds. A slow call stops at the time budget once it
 * has MIN_RUNS, so that a miss does not take the run an hour.
 */
async function serialRuns(once: () => Promise<unknown>): Promise<number[]> {
  const warmupEnds = performance.now() + budgetMs / 4;
  for (let i = 0; i < warmup && (i < 3 || performance.now() < warmupEnds); i += 1) await once();
  const samples: number[] = [];
  const ends = performance.now() + budgetMs;
  for (let i = 0; i < runs && (i < MIN_RUNS || performance.now() < ends); i += 1) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** The request's own SQL: the auth plugin's lookup of the caller, then the route's statements. */
const requestSql = (measure: Measure) => async (db: Db) => {
  await runAsSystem(() => findCaller(db, 'id', measure.caller.userId));
  await runAsTenant(measure.caller.tenantId, () => measure.handle(db));
};

/** What was measured on each store, for the report. */
const storeNotes: string[] = [];

async function measureStore(
  label: string,
  store: Config['db'],
  env: Record<string, string>,
): Promise<Result[]> {
  // As the server will on start, so that the SQL measured first runs on the schema it serves.
  await migrateToLatest(store);
  const owner = openDatabase(store, { as: 'owner' });
  const plan = await planOf(owner);
  await owner.destroy();
  const measures = measuresOf(plan);
  const note =
    `${label}: ${plan.entries.toLocaleString('en')} entries over ${plan.historyDays} days; year ${plan.year.from}..${plan.year.to}; ` +
    `the 500-user tenant: ${plan.clients} clients, ${plan.rates.toLocaleString('en')} rates, ${plan.cards.all} cards ` +
    `(${plan.cards.total} with a total budget, ${plan.cards.monthly} monthly)`;
  storeNotes.push(note);
  log(note);

  // The ceiling's first part: the call's SQL through the driver, and the service in-process.
  const replayer = await openReplayer(store);
  const app = openDatabase(store);
  const sql = new Map<string, { ms: number; statements: number; serviceMs: number }>();
  for (const measure of measures) {
    const queries = await captureQueries(store, requestSql(measure));
    const query = await timeRuns(() => replayer.run(queries), { budgetMs: 3_000 });
    const service = await timeRuns(
      async () => {
        await requestSql(measure)(app);
        return 0;
      },
      { budgetMs: 3_000 },
    );
    sql.set(measure.name, { ms: query.medianMs, statements: queries.length, serviceMs: service.medianMs });
    log(`  ${measure.name}: SQL ${ms(query.medianMs)} ms, service ${ms(service.medianMs)} ms`);
  }
  await replayer.close();
  await app.destroy();

  // The portal, as `npm start` runs it, in a process of its own.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = new ServerChild({ log });
  await server.request(
    { type: 'start', port, env: { ...env, PORT: String(port), PUBLIC_URL: url } },
    'ready',
  );
  const tokens = new Map<string, { token: string; at: number }>();
  const headersOf = async (caller: Caller) => {
    const held = tokens.get(caller.email);
    // Access tokens live five minutes.
    if (held && Date.now() - held.at < 150_000) return { authorization: `Bearer ${held.token}` };
    const signedIn = await signIn(url, caller.email, password);
    tokens.set(caller.email, { token: signedIn.access_token, at: Date.now() });
    return { authorization: `Bearer ${signedIn.access_token}` };
  };

  // The ceiling's second part: a bare route per call answering the call's real answer.
  const answers = new Map<Measure, string>();
  for (const measure of measures) {
    answers.set(measure, await send(`${url}${measure.path}`, measure, await headersOf(measure.caller)));
  }
  const bareRoutes = measures.map((measure, m) => ({
    path: `/bare/${m}`,
    answer: JSON.parse(answers.get(measure)!) as unknown,
  }));
  const barePort = await freePort();
  const bare = new ServerChild({ log });
  await bare.request({ type: 'bare', port: barePort, routes: bareRoutes }, 'bare-ready');

  const results: Result[] = [];
  for (const [m, measure] of measures.entries()) {
    const load = await quietMachine();
    const bareSamples = await serialRuns(() => send(`http://127.0.0.1:${barePort}/bare/${m}`, measure, {}));
    const samples = await serialRuns(async () =>
      send(`${url}${measure.path}`, measure, await headersOf(measure.caller)),
    );
    const own = sql.get(measure.name)!;
    const answer = answers.get(measure)!;
    results.push({
      store: label,
      measure,
      answerBytes: Buffer.byteLength(answer),
      count: measure.count(JSON.parse(answer)),
      statements: own.statements,
      sqlMs: own.ms,
      serviceMs: own.serviceMs,
      bareMs: percentile(bareSamples, 50),
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples.at(-1)!,
      runs: samples.length,
      load,
    });
    log(`  ${measure.name}: p50 ${ms(percentile(samples, 50))} ms, p95 ${ms(percentile(samples, 95))} ms`);
  }
  await Promise.all([server.stop(), bare.stop()]);
  return results;
}

async function main() {
  await bundleServerChild();
  const results: Result[] = [];
  for (const entries of sizes) {
    // The stores are the bench's own: seeded once, reused after.
    const { dataDir: dir } = await growthStore(dataDir, entries, { password, log });
    const env = benchServerEnv({ DATA_DIR: dir });
    results.push(...(await measureStore(`SQLite ${formatCount(entries)}`, loadConfig(env).db, env)));
  }
  if (process.env.DATABASE_URL) {
    const env = benchServerEnv({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
    results.push(...(await measureStore('PostgreSQL', loadConfig(env).db, env)));
  }

  const cpus = os.cpus();
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const out: string[] = [
    `Money benchmark, ${new Date().toISOString().slice(0, 16)}Z: reports by client and the board of the 500-user tenant, serial requests (${runs} per call after ${warmup}, or as many as ${budgetMs / 1000} s allow)`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    ...storeNotes,
    '',
    table(
      [
        'store',
        'call',
        'answer',
        'rows',
        'SQL',
        'SQL ms',
        'service ms',
        'bare ms',
        'ceiling ms',
        'p50 ms',
        'p95 ms',
        'max ms',
        'p50/ceiling',
        'runs',
        'target',
        'load',
      ],
      results.map((result) => {
        const ceiling = result.sqlMs + result.bareMs;
        return [
          result.store,
          result.measure.name,
          kb(result.answerBytes),
          String(result.count),
          `${result.statements} stmts`,
          ms(result.sqlMs),
          ms(result.serviceMs),
          ms(result.bareMs),
          ms(ceiling),
          ms(result.p50),
          ms(result.p95),
          ms(result.max),
          (result.p50 / ceiling).toFixed(2),
          String(result.runs),
          result.measure.targetMs === null
            ? ''
            : `p95 ≤ ${result.measure.targetMs} ${verdict(result.p95 <= result.measure.targetMs)}`,
          result.load.toFixed(1),
        ];
      }),
      2,
    ),
    '',
    "SQL ms: the call's own SQL (auth lookup + route statements) replayed through the driver, median; service ms: the auth",
    "lookup and the route's service function in-process (Kysely, app code), median; bare ms: a bare Fastify route answering",
    'the same JSON over HTTP, p50; ceiling ms = SQL + bare; p50/ceiling: how many times its ceiling the real call takes.',
  ];
  const flat =
    sizes.length > 1 ? results.filter((result) => result.store === `SQLite ${formatCount(sizes[0]!)}`) : [];
  if (flat.length > 0) {
    const last = `SQLite ${formatCount(sizes.at(-1)!)}`;
    out.push('', `Flat against history: ${flat[0]!.store} against ${last} (p50 within ×${FLAT_FACTOR})`);
    out.push(
      table(
        [
          'call',
          `${flat[0]!.store} p50`,
          `${last} p50`,
          'ratio',
          `${flat[0]!.store} p95`,
          `${last} p95`,
          'flat',
        ],
        flat.map((small) => {
          const large = results.find(
            (result) => result.store === last && result.measure.name === small.measure.name,
          )!;
          const ratio = large.p50 / small.p50;
          return [
            small.measure.name,
            ms(small.p50),
            ms(large.p50),
            `×${ratio.toFixed(2)}`,
            ms(small.p95),
            ms(large.p95),
            ratio <= FLAT_FACTOR ? 'flat' : 'GROWS',
          ];
        }),
        1,
      ),
    );
  }
  console.log(out.join('\n'));
}

await main();
