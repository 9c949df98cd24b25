/**
 * `npm run bench:working-time [-- options]`: the working-time account and the team calendar on the
 * bench data set, through the real HTTP server, one request at a time: `getWorkingTime` for a
 * calendar year of one person (the one with the most entries, and others of the 500-user tenant),
 * and the Absences screen's month calendar of the 500-user tenant (`getAbsences` with `team` and
 * `getHolidayCalendar` for the month, sent together as the screen sends them). On the SQLite stores
 * of 1M and 3M entries (history grows, a year and a month do not: the cost must stay flat) and on
 * PostgreSQL when DATABASE_URL is set. Each call is put next to its ceiling, measured in the same
 * run: its own SQL replayed through the driver plus a bare Fastify route answering the same JSON.
 *
 *   --stores 1m,3m        SQLite store sizes (seeded on first use, as `npm run bench` does)
 *   --runs 200            measured requests per call, after --warmup 20
 *   --budget 60           seconds a call's runs may take; a slower call stops there (after 30 runs at least)
 *   --password ...        the bench users' password (default BENCH_PASSWORD or "bench-password")
 *   --data-dir data/bench SQLite folder (or DATA_DIR)
 *   --wait-below 1.5      before each call, wait (2 min at most) for the 1-minute load average to drop below this
 */
import os from 'node:os';
import { addCalendarDays, api } from '@portal/contract';
import { loadConfig, type Config } from '../src/config/env.ts';
import type { Caller } from '../src/context/caller.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/db/dialect.ts';
import { runAsSystem, runAsTenant } from '../src/db/tenant-context.ts';
import * as absences from '../src/modules/absences/absences.service.ts';
import { findCaller } from '../src/modules/users/users.repository.ts';
import * as holidays from '../src/modules/working-time/holiday-calendar.service.ts';
import * as workingTime from '../src/modules/working-time/working-time.service.ts';
import { freePort } from '../test/build-app.ts';
import { signIn } from '../test/sign-in.ts';
import { findSubjects, type Subjects } from './endpoints.ts';
import { growthStore } from './growth.ts';
import { DEFAULT_BENCH_PASSWORD, benchDataDir, formatCount, parseArgs, parseCount } from './options.ts';
import { captureQueries, openReplayer, timeRuns, type CapturedQuery } from './query-only.ts';
import { benchServerEnv, bundleServerChild, ServerChild } from './server-process.ts';
import { table } from './table.ts';

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 200);
const warmup = Number(args.get('warmup') ?? 20);
const budgetMs = Number(args.get('budget') ?? 60) * 1000;
/** Runs a call gets however slow it is. */
const MIN_RUNS = 30;
const sizes = (args.get('stores') ?? '1m,3m').split(',').map(parseCount);
const password = args.get('password') ?? process.env.BENCH_PASSWORD ?? DEFAULT_BENCH_PASSWORD;
const dataDir = benchDataDir(args);
const waitBelow = args.has('wait-below') ? Number(args.get('wait-below')) : undefined;
const log = (line: string) => console.error(line);
/** The issue's targets, at p95: one person's year, and the team's month. */
const ACCOUNT_P95_MS = 50;
const CALENDAR_P95_MS = 150;
/** "Flat against history": the 3M store's p50 within this factor of the 1M store's. */
const FLAT_FACTOR = 1.25;
/** People of the largest tenant whose year is asked for besides the one with the most entries. */
const OTHER_PEOPLE = 10;

/** One API call of a measure: who sends what, and the service function its route runs. */
interface Call {
  path: string;
  caller: Caller;
  body: Record<string, unknown>;
  handle: (db: Db) => Promise<unknown>;
}

/** A measured thing: each run sends one group's calls together, the groups in turn. */
interface Measure {
  name: string;
  groups: Call[][];
  targetMs: number | null;
}

interface Result {
  store: string;
  measure: Measure;
  answerBytes: number;
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

/** The people whose year is asked for, the month the calendar shows, and the year. */
interface Plan {
  subjects: Subjects;
  year: { from: string; to: string };
  month: { from: string; to: string };
  others: string[];
  entries: number;
  historyDays: number;
}

async function planOf(owner: Db): Promise<Plan> {
  const subjects = await findSubjects(owner);
  const { tenantId } = subjects.admin;
  const year = subjects.week.endDate.slice(0, 4);
  const contracts = await owner
    .selectFrom('work_contracts')
    .select(['user_id', 'hours_per_weekday'])
    .where('tenant_id', '=', tenantId)
    .orderBy('user_id')
    .orderBy('valid_from')
    .execute();
  if (contracts.length === 0) {
    throw new Error('This store has no work contracts: seed it again (`npm run seed:bench -- --replace`).');
  }
  // People whose year the data set makes different: a second contract, part time, then anyone.
  const byUser = new Map<string, typeof contracts>();
  for (const row of contracts) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const users = await owner
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'User')
    .orderBy('id')
    .execute();
  const twoContracts = users.filter((user) => (byUser.get(user.id)?.length ?? 0) > 1).slice(0, 2);
  const partTime = users
    .filter((user) => byUser.get(user.id)?.some((row) => row.hours_per_weekday !== '0,800,800,800,800,800,0'))
    .filter((user) => !twoContracts.includes(user))
    .slice(0, 2);
  const chosen = new Set([...twoContracts, ...partTime].map((user) => user.id));
  for (const user of users) if (chosen.size < OTHER_PEOPLE && !chosen.has(user.id)) chosen.add(user.id);

  // The busiest month of the year: the most absences (approved or requested) on the calendar.
  const spans = await owner
    .selectFrom('absences')
    .select(['start_date', 'end_date'])
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['approved', 'requested'])
    .where('end_date', '>=', `${year}-01-01`)
    .where('start_date', '<=', `${year}-12-31`)
    .execute();
  const perMonth = new Map<string, number>();
  for (const span of spans) {
    for (let month = span.start_date.slice(0, 7); month <= span.end_date.slice(0, 7);) {
      perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
      month = addCalendarDays(`${month}-28`, 7).slice(0, 7);
    }
  }
  const busiest =
    [...perMonth].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? `${year}-11`;
  const monthTo = addCalendarDays(`${addCalendarDays(`${busiest}-28`, 7).slice(0, 7)}-01`, -1);
  const counts = await owner
    .selectFrom('time_entries')
    .select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('date').as('first')])
    .executeTakeFirstOrThrow();
  return {
    subjects,
    year: { from: `${year}-01-01`, to: `${year}-12-31` },
    month: { from: `${busiest}-01`, to: monthTo },
    others: [...chosen],
    entries: Number(counts.n),
    historyDays: Math.round(
      (Date.parse(subjects.week.endDate) - Date.parse(String(counts.first))) / 86_400_000,
    ),
  };
}

function measuresOf({ subjects, year, month, others }: Plan): Measure[] {
  const { admin, heavy } = subjects;
  const accountCall = (caller: Caller, userId: string): Call => ({
    path: api.workingTime.getWorkingTime.path,
    caller,
    body: { tenantId: caller.tenantId, userId, ...year },
    handle: (db) => workingTime.getWorkingTime(db, caller, { userId, ...year }),
  });
  const teamCall: Call = {
    path: api.absences.getAbsences.path,
    caller: admin,
    body: { tenantId: admin.tenantId, team: true, ...month },
    handle: (db) => absences.getAbsences(db, admin, { team: true, ...month }),
  };
  const holidayCall: Call = {
    path: api.workingTime.getHolidayCalendar.path,
    caller: admin,
    body: { tenantId: admin.tenantId, ...month },
    handle: (db) => holidays.getHolidayCalendar(db, admin, month),
  };
  return [
    {
      name: 'getWorkingTime, most entries',
      groups: [[accountCall(heavy, heavy.userId)]],
      targetMs: ACCOUNT_P95_MS,
    },
    {
      name: `getWorkingTime, ${others.length} others`,
      groups: others.map((userId) => [accountCall(admin, userId)]),
      targetMs: ACCOUNT_P95_MS,
    },
    { name: 'getAbsences team month', groups: [[teamCall]], targetMs: null },
    { name: 'getHolidayCalendar month', groups: [[holidayCall]], targetMs: null },
    { name: 'team calendar (both)', groups: [[teamCall, holidayCall]], targetMs: CALENDAR_P95_MS },
  ];
}

/** Sends one group's requests together and waits for every answer; throws on any but 200. */
async function sendGroup(
  base: string,
  group: Call[],
  headersOf: (call: Call) => Promise<Record<string, string>>,
  pathOf: (call: Call) => string = (call) => call.path,
): Promise<number> {
  const texts = await Promise.all(
    group.map(async (call) => {
      const response = await fetch(`${base}${pathOf(call)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await headersOf(call)) },
        body: JSON.stringify(call.body),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}: ${text}`);
      return text;
    }),
  );
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
}

/**
 * Serial runs after a warm-up, the groups in turn: sorted milliseconds. A slow call stops at the
 * time budget once it has MIN_RUNS, so that a miss does not take the run an hour.
 */
async function serialRuns(send: (group: number) => Promise<unknown>, groups: number): Promise<number[]> {
  const warmupEnds = performance.now() + budgetMs / 4;
  for (let i = 0; i < warmup && (i < 3 || performance.now() < warmupEnds); i += 1) await send(i % groups);
  const samples: number[] = [];
  const ends = performance.now() + budgetMs;
  for (let i = 0; i < runs && (i < MIN_RUNS || performance.now() < ends); i += 1) {
    const started = performance.now();
    await send(i % groups);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** The request's own SQL: the auth plugin's lookup of the caller, then the route's statements. */
const requestSql = (call: Call) => async (db: Db) => {
  await runAsSystem(() => findCaller(db, 'id', call.caller.userId));
  await runAsTenant(call.caller.tenantId, () => call.handle(db));
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
    `calendar ${plan.month.from}..${plan.month.to} (the busiest month); most entries ${plan.subjects.heavy.email} (${plan.subjects.heavy.entries})`;
  storeNotes.push(note);
  log(note);

  // The ceiling's first part: each group's SQL through the driver, and the services in-process.
  const replayer = await openReplayer(store);
  const app = openDatabase(store);
  const sql = new Map<string, { ms: number; statements: number; serviceMs: number }>();
  for (const measure of measures) {
    const captured: CapturedQuery[][] = [];
    for (const group of measure.groups) {
      const queries: CapturedQuery[] = [];
      for (const call of group) queries.push(...(await captureQueries(store, requestSql(call))));
      captured.push(queries);
    }
    let turn = 0;
    const query = await timeRuns(() => replayer.run(captured[turn++ % captured.length]!), {
      budgetMs: 3_000,
    });
    turn = 0;
    const service = await timeRuns(
      async () => {
        for (const call of measure.groups[turn++ % measure.groups.length]!) await requestSql(call)(app);
        return 0;
      },
      { budgetMs: 3_000 },
    );
    sql.set(measure.name, {
      ms: query.medianMs,
      statements: Math.round(captured.reduce((sum, queries) => sum + queries.length, 0) / captured.length),
      serviceMs: service.medianMs,
    });
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
  const headersOf = async (call: Call) => {
    const held = tokens.get(call.caller.email);
    // Access tokens live five minutes.
    if (held && Date.now() - held.at < 150_000) return { authorization: `Bearer ${held.token}` };
    const signedIn = await signIn(url, call.caller.email, password);
    tokens.set(call.caller.email, { token: signedIn.access_token, at: Date.now() });
    return { authorization: `Bearer ${signedIn.access_token}` };
  };

  // The ceiling's second part: a bare route per call answering the call's real answer.
  const bareRoutes: { path: string; answer: unknown }[] = [];
  const barePath = new Map<Call, string>();
  const answerBytes = new Map<string, number>();
  for (const [m, measure] of measures.entries()) {
    let bytes = 0;
    for (const [g, group] of measure.groups.entries()) {
      for (const [c, call] of group.entries()) {
        const response = await fetch(`${url}${call.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await headersOf(call)) },
          body: JSON.stringify(call.body),
        });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}: ${text}`);
        bytes += Buffer.byteLength(text);
        const path = `/bare/${m}/${g}/${c}`;
        barePath.set(call, path);
        bareRoutes.push({ path, answer: JSON.parse(text) });
      }
    }
    answerBytes.set(measure.name, bytes / measure.groups.length);
  }
  const barePort = await freePort();
  const bare = new ServerChild({ log });
  await bare.request({ type: 'bare', port: barePort, routes: bareRoutes }, 'bare-ready');

  const results: Result[] = [];
  for (const measure of measures) {
    const load = await quietMachine();
    const bareSamples = await serialRuns(
      (g) =>
        sendGroup(
          `http://127.0.0.1:${barePort}`,
          measure.groups[g]!,
          async () => ({}),
          (call) => barePath.get(call)!,
        ),
      measure.groups.length,
    );
    const samples = await serialRuns(
      (g) => sendGroup(url, measure.groups[g]!, headersOf),
      measure.groups.length,
    );
    const own = sql.get(measure.name)!;
    results.push({
      store: label,
      measure,
      answerBytes: answerBytes.get(measure.name)!,
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
    `Working-time benchmark, ${new Date().toISOString().slice(0, 16)}Z: the 500-user tenant's calendar and a year's accounts, serial requests (${runs} per call after ${warmup}, or as many as ${budgetMs / 1000} s allow)`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    ...storeNotes,
    '',
    table(
      [
        'store',
        'call',
        'answer',
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
    "SQL ms: the calls' own SQL (auth lookup + route statements) replayed through the driver, median; service ms: the auth",
    "lookup and the routes' service functions in-process (Kysely, app code), median; bare ms: a bare Fastify route answering",
    'the same JSON over HTTP, p50; ceiling ms = SQL + bare; p50/ceiling: how many times its ceiling the real call takes.',
    'A measure of several calls sends them together, as the screen does; its SQL and service figures add them up.',
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
