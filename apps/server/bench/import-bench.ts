/**
 * `npm run bench:import [-- options]`: importing time entries from a CSV export, against the
 * requirement "50,000 rows import in under a minute on this machine without blocking other
 * requests". The real portal runs in a child process (as `npm start` runs it) on a fresh SQLite
 * store in a temporary folder and, when DATABASE_URL is set, on a fresh PostgreSQL database created
 * next to the one it names (its role must be allowed to create databases; the database is dropped
 * afterwards). One tenant signs up, its Admin signs in through the identity provider, and 50 people
 * are put into its store. A Toggl Track detailed report of --rows rows by those people (20 projects
 * of 5 tasks, none of which exists yet, so the import creates them; weekdays of the past year, at
 * most 8 hours a person a day) is written as CSV, then read as the web app reads a file: papaparse,
 * recogniseImport, importOccurrences, importBatches. The batches are sent one after another, as
 * the web app sends them: all of them as a dry run, then imported, then imported again (which must
 * import nothing). While the import runs, a prober sends a cheap authenticated read
 * (`users/getAllUsers`, whose cost does not grow with the entries) every --probe-every ms, not
 * waiting for the one before; the same prober runs alone for --baseline seconds first.
 *
 * Timings are printed, never asserted. The import's target is absolute (under 60 s); "without
 * blocking" is measured against a ceiling from the same run: a request should wait at most for
 * the batch in front of it, so the prober's p95 during the import should stay within
 * BLOCK_FACTOR times the import's median batch plus the prober's own p95 alone.
 *
 *   --rows 50000          rows of the file
 *   --people 50           people of the tenant the rows are spread over
 *   --baseline 10         seconds the prober runs with no import, before the import
 *   --probe-every 100     milliseconds between the prober's requests
 *   --keep                keep the temporary SQLite folder (its path is printed) and PostgreSQL database
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import {
  api,
  importBatches,
  importOccurrences,
  recogniseImport,
  type CheckImportTimeEntriesAnswer,
  type ImportMapping,
  type ImportTimeEntriesAnswer,
} from '@portal/contract';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase, type Db } from '../src/db/dialect.ts';
import { hashPassword } from '../src/lib/password.ts';
import { databaseBeside, freePort } from '../test/build-app.ts';
import { call, newSignUp } from '../test/factories.ts';
import { signIn } from '../test/sign-in.ts';
import { formatCount, parseArgs, parseCount } from './options.ts';
import { between, pick, seededRandom } from './random.ts';
import { benchServerEnv, bundleServerChild, ServerChild } from './server-process.ts';
import { table } from './table.ts';

const args = parseArgs(process.argv.slice(2));
const rowCount = parseCount(args.get('rows') ?? '50000');
const peopleCount = Number(args.get('people') ?? 50);
const baselineMs = Number(args.get('baseline') ?? 10) * 1000;
const probeEveryMs = Number(args.get('probe-every') ?? 100);
const keep = args.has('keep');
const log = (line: string) => console.error(line);

/** The requirement: the whole file imported in under a minute. */
const IMPORT_TARGET_S = 60;
/** "Not blocking": the prober's p95 during the import within this many of the import's median batch, plus its p95 alone. */
const BLOCK_FACTOR = 2;
const PROJECTS = 20;
const TASKS = ['Planning', 'Design', 'Build', 'Review', 'Support'];
/** Hours a person logs on a day at most, so that no row meets the 24-hour day limit. */
const DAY_QUARTERS = 8 * 4;
/** Access tokens live five minutes; a phase slower than this signs in again. */
const TOKEN_AGE_MS = 240_000;
const PERSON_PASSWORD = 'import-bench-person';

const TOGGL_HEADER = [
  'User',
  'Email',
  'Client',
  'Project',
  'Task',
  'Description',
  'Billable',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Tags',
  'Amount ()',
];
const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Radia',
  'Niklaus',
];
const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
];
// Names and texts with commas, quotes, accents and a line break, as real exports have, so the
// CSV's quoting is read back the way a browser reads it.
const CLIENTS = ['Nordic Freight', 'Acme, Inc.', 'Müller & Söhne GmbH', 'Blue "Sky" Partners', ''];
const PROJECT_WORDS = ['Harbour move', 'Warehouse audit', 'Website', 'Payroll, phase 2', 'Café "Zentral"'];
const DESCRIPTIONS = [
  'Route check',
  'Standup',
  'Shelves A–C, "cold" zone',
  'Call with client, notes sent',
  'Code review',
  'Invoice run',
  'Workshop\nfollow-up',
  '',
  'Migration dry run',
  'Support tickets #41, #42',
];
const TAGS = ['', '', 'onsite', 'remote, travel'];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(0));
const seconds = (value: number) => (value / 1000).toFixed(1);
const perSecond = (rows: number, valueMs: number) => Math.round(rows / (valueMs / 1000)).toLocaleString('en');
const verdict = (met: boolean) => (met ? 'met' : 'not met');

interface Person {
  name: string;
  email: string;
}

/** The weekdays of the year before today, oldest first. */
function pastWeekdays(): string[] {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const days: string[] = [];
  for (let back = 365; back >= 1; back -= 1) {
    const day = new Date(today - back * 86_400_000);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * The file's data rows, in a report's order (by start). Each person's rows are spread evenly over
 * the weekdays, so a day holds at most ceil(rows / weekdays) of them, each short enough that the
 * day stays within 8 hours.
 */
function togglRows(people: Person[], rows: number): string[][] {
  const random = seededRandom(20_261_127);
  const days = pastWeekdays();
  const projects = Array.from({ length: PROJECTS }, (_, p) => ({
    name: `${PROJECT_WORDS[p % PROJECT_WORDS.length]} ${String(p + 1).padStart(2, '0')}`,
    client: CLIENTS[p % CLIENTS.length]!,
  }));
  const out: { sortKey: string; cells: string[] }[] = [];
  for (const [p, person] of people.entries()) {
    const quota = Math.floor(rows / people.length) + (p < rows % people.length ? 1 : 0);
    const perDay = Math.ceil(quota / days.length);
    const maxQuarters = Math.max(1, Math.floor(DAY_QUARTERS / perDay));
    let cursorDay = '';
    let cursor = 0;
    for (let r = 0; r < quota; r += 1) {
      const date = days[Math.floor((r * days.length) / quota)]!;
      if (date !== cursorDay) {
        cursorDay = date;
        cursor = 8 * 60 + between(random, 0, 60);
      }
      const minutes = between(random, 1, maxQuarters) * 15;
      const start = cursor;
      cursor += minutes + between(random, 0, 2) * 15;
      const project = pick(random, projects);
      const billable = random() < 0.8;
      out.push({
        sortKey: `${date} ${String(start).padStart(4, '0')} ${String(p).padStart(3, '0')}`,
        cells: [
          person.name,
          person.email,
          project.client,
          project.name,
          pick(random, TASKS),
          pick(random, DESCRIPTIONS),
          billable ? 'Yes' : 'No',
          date,
          clock(start),
          date,
          clock(start + minutes),
          clock(minutes),
          pick(random, TAGS),
          billable ? ((minutes / 60) * 95).toFixed(2) : '',
        ],
      });
    }
  }
  out.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  return out.map((row) => row.cells);
}

const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csvText = (rows: string[][]) => rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The Admin's session: signed in again when a phase runs longer than its token lives. */
class Session {
  token = '';
  private at = 0;
  tenantId = '';
  userId = '';

  constructor(
    private readonly url: string,
    readonly email: string,
    private readonly password: string,
  ) {}

  async signIn() {
    this.token = (await signIn(this.url, this.email, this.password)).access_token;
    this.at = Date.now();
  }

  async fresh() {
    if (Date.now() - this.at > TOKEN_AGE_MS) await this.signIn();
  }
}

/** Posts a body already written as JSON, as a timed request should not include writing it. */
async function post(url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Sends a cheap read on a fixed schedule, not waiting for the one before: a request held up
 * behind an import counts for as long as it is held, and the ones after it are still sent.
 */
class Prober {
  private readonly samples: number[] = [];
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  failures = 0;

  constructor(
    private readonly url: string,
    private readonly session: Session,
  ) {}

  start() {
    const path = `${this.url}${api.users.getAllUsers.path}`;
    this.timer = setInterval(() => {
      const body = JSON.stringify({ tenantId: this.session.tenantId });
      const started = performance.now();
      const probe = post(path, this.session.token, body).then(
        ({ status }) => {
          if (status === 200) this.samples.push(performance.now() - started);
          else this.failures += 1;
        },
        () => {
          this.failures += 1;
        },
      );
      this.pending.add(probe);
      void probe.finally(() => this.pending.delete(probe));
    }, probeEveryMs);
  }

  async stop(): Promise<number[]> {
    clearInterval(this.timer);
    await Promise.all(this.pending);
    return [...this.samples].sort((a, b) => a - b);
  }
}

interface Phase {
  name: string;
  totalMs: number;
  batchMs: number[];
  rowsSent: number;
  /** Rows to import (dry run) or imported. */
  entered: number;
  alreadyImported: number;
  refused: number;
  newProjects: number;
  newTasks: number;
}

/** Sends every batch one after another, as the web app does; answers the phase's figures. */
async function runBatches(
  name: string,
  url: string,
  session: Session,
  bodies: string[],
  rowsSent: number,
  dryRun: boolean,
): Promise<Phase> {
  const endpoint = dryRun ? api.imports.checkImportTimeEntries : api.imports.importTimeEntries;
  const phase: Phase = {
    name,
    totalMs: 0,
    batchMs: [],
    rowsSent,
    entered: 0,
    alreadyImported: 0,
    refused: 0,
    newProjects: 0,
    newTasks: 0,
  };
  const started = performance.now();
  for (const [b, body] of bodies.entries()) {
    await session.fresh();
    const batchStarted = performance.now();
    const { status, text } = await post(`${url}${endpoint.path}`, session.token, body);
    phase.batchMs.push(performance.now() - batchStarted);
    if (status !== 200) throw new Error(`${endpoint.path} batch ${b + 1} answered ${status}: ${text}`);
    const answer = JSON.parse(text) as CheckImportTimeEntriesAnswer | ImportTimeEntriesAnswer;
    phase.entered += 'toImport' in answer ? answer.toImport : answer.imported;
    phase.alreadyImported += answer.alreadyImported;
    phase.refused += answer.refused.length;
    phase.newProjects += answer.newProjects.length;
    phase.newTasks += answer.newTasks.length;
    if ((b + 1) % 10 === 0 || b === bodies.length - 1) {
      log(`  ${name}: ${b + 1}/${bodies.length} batches, ${seconds(performance.now() - started)} s`);
    }
  }
  phase.totalMs = performance.now() - started;
  phase.batchMs.sort((a, b) => a - b);
  return phase;
}

/** A store the portal starts on from nothing, and how to remove it. */
interface FreshStore {
  label: string;
  env: Record<string, string>;
  drop: () => Promise<void>;
}

function freshSqlite(): FreshStore {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-bench-'));
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir },
    drop: async () => {
      if (keep) log(`Kept the SQLite store in ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database beside DATABASE_URL's, as the PostgreSQL tests make theirs: the bench data set stays as it is. */
async function freshPostgres(adminUrl: string): Promise<FreshStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-bench-'));
  const database = await databaseBeside(adminUrl, 'portal_import_bench');
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keep) log(`Kept the PostgreSQL database ${database.name}`);
      else await database.drop();
    },
  };
}

/** The tenant's people, straight into its store as the tests' addMember puts them; they never sign in. */
async function addPeople(owner: Db, tenantId: string): Promise<Person[]> {
  const passwordHash = await hashPassword(PERSON_PASSWORD);
  const now = new Date().toISOString();
  const people = Array.from({ length: peopleCount }, (_, p) => {
    const first = FIRST_NAMES[p % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(p / FIRST_NAMES.length) % LAST_NAMES.length]!;
    return {
      name: `${first} ${last}${p >= FIRST_NAMES.length * LAST_NAMES.length ? ` ${p}` : ''}`,
      email: `${first}.${last}.${p}@import-bench.example.com`.toLowerCase(),
    };
  });
  await owner
    .insertInto('users')
    .values(
      people.map((person) => ({
        tenant_id: tenantId,
        id: crypto.randomUUID(),
        name: person.name,
        email: person.email,
        password_hash: passwordHash,
        role: 'User',
        created_at: now,
      })),
    )
    .execute();
  return people;
}

/** The file as the web app has it once read: parsed, recognised, numbered and cut into batches. */
interface ReadFile {
  csvBytes: number;
  parseMs: number;
  rows: number;
  source: string;
  batches: number;
  /** Each batch's request body, written once so that timing a request does not include writing it. */
  bodies: string[];
}

function readFile(text: string, tenantId: string): ReadFile {
  const started = performance.now();
  // As the web app reads a file.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.errors.length > 0) throw new Error(`papaparse: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
  const [columns, ...data] = parsed.data;
  const recognised = recogniseImport(columns!);
  const occurrences = importOccurrences(data);
  const batches = importBatches(
    data.map((cells, at) => ({ line: at + 2, cells, occurrence: occurrences[at]! })),
  );
  const parseMs = performance.now() - started;
  if (recognised.source !== 'toggl') throw new Error(`The file was recognised as ${recognised.source}`);
  const bodies = batches.map((rows) =>
    JSON.stringify({
      tenantId,
      source: recognised.source,
      columns,
      mapping: recognised.mapping as ImportMapping,
      dateOrder: recognised.dateOrder,
      createMissing: true,
      rows,
    }),
  );
  return {
    csvBytes: Buffer.byteLength(text),
    parseMs,
    rows: data.length,
    source: recognised.source,
    batches: batches.length,
    bodies,
  };
}

interface StoreResult {
  label: string;
  file: ReadFile;
  dryRun: Phase;
  firstImport: Phase;
  secondImport: Phase;
  entries: number;
  baseline: number[];
  baselineFailures: number;
  during: number[];
  duringFailures: number;
  load: number[];
}

async function measureStore(store: FreshStore): Promise<StoreResult> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({ ...store.env, PORT: String(port), PUBLIC_URL: url });
  const server = new ServerChild({ log });
  await server.request({ type: 'start', port, env }, 'ready');
  const owner = openDatabase(loadConfig(env).db, { as: 'owner' });
  try {
    log(`${store.label}: signing up a tenant and adding ${peopleCount} people…`);
    const signUp = newSignUp();
    const created = await call(url, api.auth.signup.path, { body: signUp });
    if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
    const session = new Session(url, signUp.email, signUp.password);
    await session.signIn();
    const me = await call(url, `${api.auth.email.path}?email=${encodeURIComponent(signUp.email)}`, {
      token: session.token,
    });
    if (me.status !== 200) throw new Error(`session lookup failed: ${JSON.stringify(me.body)}`);
    session.tenantId = me.body.tenantId as string;
    session.userId = me.body.userId as string;
    const people = await addPeople(owner, session.tenantId);

    log(`${store.label}: writing and reading a Toggl Track file of ${rowCount.toLocaleString('en')} rows…`);
    const text = csvText([TOGGL_HEADER, ...togglRows(people, rowCount)]);
    const file = readFile(text, session.tenantId);
    log(
      `  ${(file.csvBytes / 2 ** 20).toFixed(1)} MB, ${file.rows.toLocaleString('en')} rows, ${file.batches} batches, read in ${ms(file.parseMs)} ms`,
    );

    log(`${store.label}: the prober alone for ${baselineMs / 1000} s…`);
    await session.signIn();
    const alone = new Prober(url, session);
    alone.start();
    await new Promise((resolve) => setTimeout(resolve, baselineMs));
    const baseline = await alone.stop();
    const baselineFailures = alone.failures;

    const load: number[] = [];
    log(`${store.label}: dry run…`);
    await session.signIn();
    load.push(os.loadavg()[0]!);
    const dryRun = await runBatches('dry run', url, session, file.bodies, file.rows, true);

    log(`${store.label}: import, with the prober…`);
    await session.signIn();
    load.push(os.loadavg()[0]!);
    const busy = new Prober(url, session);
    busy.start();
    const firstImport = await runBatches('import', url, session, file.bodies, file.rows, false);
    const during = await busy.stop();
    const entries = Number(
      (
        await owner
          .selectFrom('time_entries')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('tenant_id', '=', session.tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );

    log(`${store.label}: the same file again…`);
    await session.signIn();
    load.push(os.loadavg()[0]!);
    const secondImport = await runBatches('import again', url, session, file.bodies, file.rows, false);
    return {
      label: store.label,
      file,
      dryRun,
      firstImport,
      secondImport,
      entries,
      baseline,
      baselineFailures,
      during,
      duringFailures: busy.failures,
      load,
    };
  } finally {
    await owner.destroy();
    await server.stop();
    await store.drop();
  }
}

function report(results: StoreResult[]): string {
  const cpus = os.cpus();
  const out: string[] = [
    `Import benchmark, ${new Date().toISOString().slice(0, 16)}Z: a Toggl Track detailed report of ${formatCount(rowCount)} rows by ${peopleCount} people (${PROJECTS} projects × ${TASKS.length} tasks created by the import), batches sent one after another`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  ];
  for (const result of results) {
    const { file } = result;
    out.push(
      `${result.label}: ${(file.csvBytes / 2 ** 20).toFixed(1)} MB of CSV, ${file.rows.toLocaleString('en')} rows recognised as ${file.source}, ` +
        `${file.batches} batches; parsed, recognised, numbered and cut in ${ms(file.parseMs)} ms; ` +
        `1-minute load average ${result.load.map((value) => value.toFixed(1)).join(' / ')} at the dry run / import / second import`,
    );
  }

  out.push(
    '',
    table(
      [
        'store',
        'phase',
        'batches',
        'rows',
        'seconds',
        'rows/s',
        'batch p50 ms',
        'batch max ms',
        'result',
        'check',
      ],
      results.flatMap((result) => {
        const phaseRow = (phase: Phase, outcome: string, check: string) => [
          result.label,
          phase.name,
          String(phase.batchMs.length),
          phase.rowsSent.toLocaleString('en'),
          seconds(phase.totalMs),
          perSecond(phase.rowsSent, phase.totalMs),
          ms(percentile(phase.batchMs, 50)),
          ms(phase.batchMs.at(-1)!),
          outcome,
          check,
        ];
        const { dryRun, firstImport, secondImport, entries } = result;
        const rows = result.file.rows;
        const created = (phase: Phase) => `${phase.newProjects} projects, ${phase.newTasks} tasks`;
        return [
          phaseRow(
            dryRun,
            `${dryRun.entered.toLocaleString('en')} to import, ${dryRun.refused} refused`,
            verdict(dryRun.entered === rows && dryRun.refused === 0) + ' (all rows importable)',
          ),
          phaseRow(
            firstImport,
            `${firstImport.entered.toLocaleString('en')} imported, ${firstImport.refused} refused, ${created(firstImport)}; ${entries.toLocaleString('en')} entries stored`,
            `< ${IMPORT_TARGET_S} s ${verdict(firstImport.totalMs < IMPORT_TARGET_S * 1000)}; entries = rows ${verdict(entries === rows)}`,
          ),
          phaseRow(
            secondImport,
            `${secondImport.entered} imported, ${secondImport.alreadyImported.toLocaleString('en')} already imported, ${secondImport.refused} refused`,
            `0 imported, all already ${verdict(secondImport.entered === 0 && secondImport.alreadyImported === rows)}`,
          ),
        ];
      }),
      2,
      8,
    ),
    '',
    `Other requests: users/getAllUsers as the Admin every ${probeEveryMs} ms, alone for ${baselineMs / 1000} s and during the import`,
    table(
      [
        'store',
        'prober',
        'requests',
        'failed',
        'p50 ms',
        'p95 ms',
        'max ms',
        'p95 ceiling ms',
        'max ceiling ms',
        'check',
      ],
      results.flatMap((result) => {
        const { baseline, during, firstImport } = result;
        const oneBatch = percentile(firstImport.batchMs, 50);
        const largest = firstImport.batchMs.at(-1)!;
        const p95Ceiling = BLOCK_FACTOR * oneBatch + percentile(baseline, 95);
        const maxCeiling = largest + baseline.at(-1)!;
        const probeRow = (
          name: string,
          samples: number[],
          failed: number,
          ceilings: string[],
          check: string,
        ) => [
          result.label,
          name,
          String(samples.length + failed),
          String(failed),
          ms(percentile(samples, 50)),
          ms(percentile(samples, 95)),
          ms(samples.at(-1) ?? NaN),
          ...ceilings,
          check,
        ];
        return [
          probeRow('alone (baseline)', baseline, result.baselineFailures, ['', ''], ''),
          probeRow(
            'during the import',
            during,
            result.duringFailures,
            [ms(p95Ceiling), ms(maxCeiling)],
            `p95 ${verdict(percentile(during, 95) <= p95Ceiling)}; max ${(during.at(-1) ?? 0) <= maxCeiling ? 'within' : 'over'} (not a target)`,
          ),
        ];
      }),
      2,
      9,
    ),
    '',
    `ceiling: p95 ≤ ${BLOCK_FACTOR} × the import's median batch + the prober's p95 alone (a request waits at most for the batch`,
    "in front of it); max ≤ the import's largest batch + the prober's max alone. Batch times are a request's round trip",
    "from this process, the server's 1 MB-at-most body parsed and validated included.",
  );
  return out.join('\n');
}

async function main() {
  await bundleServerChild();
  const results: StoreResult[] = [];
  results.push(await measureStore(freshSqlite()));
  if (process.env.DATABASE_URL)
    results.push(await measureStore(await freshPostgres(process.env.DATABASE_URL)));
  console.log(report(results));
}

await main();
