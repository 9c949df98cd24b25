/**
 * `npm run bench:page [-- options]`: what My Timesheet's first screen costs, for a user with 100
 * entries and for one with 10,000. The screen asks the server for one page, so both should cost
 * the same.
 *
 * It builds the web app, starts the portal on a temporary store, signs up one tenant per user,
 * writes the entries straight into the SQLite database (as the bench seeders do) and opens My
 * Timesheet in Debian's Chromium. Per user it prints the bytes of the page's entries call, of every
 * entries call the first screen makes (the page after it is fetched ahead), the time from navigation
 * to the first page of cards painted, and the elements on the page; beside them, the bytes of the
 * whole list, which the screen fetched before it asked for pages.
 *
 *   --repeat 5       loads of My Timesheet per user (the median is reported)
 *   --keep           keep the temporary folder (its path is printed)
 *   CHROME_PATH      the browser (default /usr/bin/chromium)
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { api, type Endpoint } from '@portal/contract';
import { SqliteDatabase } from '../../apps/server/src/db/sqlite-driver.ts';
import { format, subDays } from 'date-fns';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags the e2e suite runs Debian's Chromium with. */
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The histories compared: a few months' entries, and years of them. */
const HISTORIES = [100, 10_000];
/** Page calls timed from the test runner per user. */
const SERVER_CALLS = 30;
/** Entries a seeded user logs per day, so that 10,000 entries reach back about seven years. */
const ENTRIES_PER_DAY = 4;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
const repeat = Number(option('repeat', '5'));
const keep = process.argv.includes('--keep');
const log = (line: string) => console.error(line);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function waitUntil(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Person {
  email: string;
  password: string;
}

async function signIn(page: Page, baseUrl: string, person: Person) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/timesheet$/, { timeout: 30_000 });
}

/** Makes a portal call as the user signed in on `page` and answers its body. */
async function portalCall(page: Page, endpoint: Endpoint, body: Record<string, unknown> = {}) {
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('kc_token'),
    tenantId: localStorage.getItem('tenantId'),
    userId: localStorage.getItem('userId'),
  }));
  const response = await page.request.post(new URL(endpoint.path, page.url()).href, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { tenantId: session.tenantId, userId: session.userId, ...body },
  });
  if (!response.ok()) throw new Error(`${endpoint.path}: ${response.status()} ${await response.text()}`);
  return { answer: await response.json(), bytes: (await response.body()).length, session };
}

/**
 * Signs up a tenant whose Admin has `count` entries on one task, written straight into the store:
 * through the API, 10,000 entries would take minutes and measure nothing of interest here.
 */
async function seedUser(browser: Browser, baseUrl: string, dbFile: string, count: number): Promise<Person> {
  const person = { email: `bench-${count}-${crypto.randomUUID()}@example.com`, password: 'correct-horse' };
  const signUp = await fetch(`${baseUrl}${api.auth.signup.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: `${count}`, role: 'Admin', ...person }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseUrl, person);
  const { answer: project, session } = await portalCall(page, api.projects.addProject, {
    name: 'Depot',
    description: 'Warehouse work',
  });
  const { answer: task } = await portalCall(page, api.tasks.addTask, {
    title: 'Loading bay',
    projectId: project.id,
  });
  await context.close();

  const db = new SqliteDatabase(dbFile);
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `insert into time_entries (tenant_id, id, user_id, project_id, task_id, date, centihours, description, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const today = new Date();
    const now = today.toISOString();
    let centihours = 0;
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const hours = 100 + (index % 4) * 50;
        centihours += hours;
        const date = format(subDays(today, Math.floor(index / ENTRIES_PER_DAY)), 'yyyy-MM-dd');
        insert.run(
          session.tenantId,
          crypto.randomUUID(),
          session.userId,
          project.id,
          task.id,
          date,
          hours,
          `Shift ${index + 1}: unloading, sorting and stacking the morning deliveries`,
          now,
        );
      }
      // The running totals the board and task list show, as logging through the API keeps them.
      db.prepare('update projects set tracked_centihours = ? where tenant_id = ? and id = ?').run(
        centihours,
        session.tenantId,
        project.id,
      );
      db.prepare('update tasks set tracked_centihours = ? where tenant_id = ? and id = ?').run(
        centihours,
        session.tenantId,
        task.id,
      );
    })();
  } finally {
    db.close();
  }
  return person;
}

/**
 * Records, from before the app's scripts run, when the first card of the entries list has been
 * painted: the frame after the one in which it appeared. Written as text because tsx would wrap a
 * function's inner arrows in a helper the page does not have.
 */
const WATCH_FIRST_PAGE = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('ul[aria-label="Time entries"] li')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.firstPagePaintedMs = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

interface Sample {
  pageBytes: number;
  allEntriesBytes: number;
  entriesCalls: number;
  entriesRequestMs: number;
  paintedMs: number;
  elements: number;
}

interface Row {
  entries: number;
  samples: Sample[];
  wholeListBytes: number;
  /** The page call made from the test runner, away from the browser's rendering (median of SERVER_CALLS). */
  serverMs: number;
  shown: string;
}

async function measure(browser: Browser, baseUrl: string, person: Person, entries: number): Promise<Row> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, person);
    // The calls of the screen sign-in lands on are no part of a measured load.
    await page.waitForLoadState('networkidle');
    await page.addInitScript({ content: WATCH_FIRST_PAGE });
    const samples: Sample[] = [];
    for (let attempt = 0; attempt < repeat; attempt += 1) {
      const calls: { body: Promise<Buffer | null>; page: number | undefined; ms: Promise<number> }[] = [];
      const onResponse = (response: Response) => {
        if (new URL(response.url()).pathname !== api.timesheet.getTimeEntries.path) return;
        const request = response.request();
        calls.push({
          // Null for a call of a page already navigated away from, whose body Chromium has dropped.
          body: response.body().catch(() => null),
          page: (request.postDataJSON() as { page?: number }).page,
          ms: response
            .finished()
            .then(() => request.timing().responseEnd - request.timing().requestStart)
            .catch(() => NaN),
        });
      };
      page.on('response', onResponse);
      await page.goto(`${baseUrl}/timesheet`);
      await page.waitForFunction(() => 'firstPagePaintedMs' in window, undefined, { timeout: 30_000 });
      // The page after the first is fetched ahead; it belongs to what the first screen costs.
      await waitUntil(() => calls.some((call) => call.page === 2));
      page.off('response', onResponse);
      const bodies = await Promise.all(calls.map((call) => call.body));
      const first = calls.findIndex((call, index) => call.page === 1 && bodies[index]);
      if (first < 0) throw new Error('My Timesheet made no call for page 1');
      samples.push({
        pageBytes: bodies[first]!.length,
        allEntriesBytes: bodies.reduce((sum, body) => sum + (body?.length ?? 0), 0),
        entriesCalls: bodies.filter(Boolean).length,
        entriesRequestMs: await calls[first]!.ms,
        paintedMs: await page.evaluate(
          () => (window as unknown as { firstPagePaintedMs: number }).firstPagePaintedMs,
        ),
        elements: await page.evaluate(() => document.getElementsByTagName('*').length),
      });
    }
    const shown = await page.getByText(/^Showing \d+ to \d+ of \d+ entries$/).innerText();
    const { bytes: wholeListBytes } = await portalCall(page, api.timesheet.getTimeEntries);
    const serverSamples: number[] = [];
    for (let call = 0; call < SERVER_CALLS; call += 1) {
      const start = performance.now();
      await portalCall(page, api.timesheet.getTimeEntries, { page: 1, pageSize: 10 });
      serverSamples.push(performance.now() - start);
    }
    return { entries, samples, wholeListBytes, serverMs: median(serverSamples), shown };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-page-bench-'));
  const dataDir = path.join(dir, 'data');
  const distDir = path.join(dir, 'dist');
  let server: ReturnType<typeof spawn> | undefined;
  let browser: Browser | undefined;
  try {
    log(`Building the web app into ${distDir}...`);
    run(
      TSX,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir],
      path.join(ROOT, 'apps/web'),
    );

    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    // One node process with tsx's loader, so that a signal reaches the server itself.
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(ROOT, 'apps/server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: distDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_API_PER_MINUTE: '1000000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '1000',
      },
    });
    await waitFor(`${baseUrl}/readyz`);

    browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
    const rows: Row[] = [];
    for (const entries of HISTORIES) {
      log(`Seeding a user with ${entries} entries...`);
      const person = await seedUser(browser, baseUrl, path.join(dataDir, 'portal.sqlite'), entries);
      log(`Opening My Timesheet ${repeat} times...`);
      rows.push(await measure(browser, baseUrl, person, entries));
    }

    const cpus = os.cpus();
    const out: string[] = [];
    out.push(
      `My Timesheet's first screen, ${new Date().toISOString().slice(0, 16)}Z (median of ${repeat} loads)`,
    );
    out.push(
      `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ${run(CHROME, ['--version'], ROOT).trim()}`,
    );
    out.push('');
    const header = [
      'entries',
      'page call',
      'all entries calls',
      'page call in the browser',
      'page call alone',
      'first page painted',
      'elements',
      'whole list (unpaged)',
    ];
    const table = rows.map((row) => {
      const pick = (metric: keyof Sample) => median(row.samples.map((sample) => sample[metric]));
      return [
        row.entries.toLocaleString('en'),
        kB(pick('pageBytes')),
        `${kB(pick('allEntriesBytes'))} in ${pick('entriesCalls')}`,
        `${pick('entriesRequestMs').toFixed(1)} ms`,
        `${row.serverMs.toFixed(1)} ms`,
        `${pick('paintedMs').toFixed(0)} ms`,
        String(pick('elements')),
        kB(row.wholeListBytes),
      ];
    });
    const widths = header.map((title, column) =>
      Math.max(title.length, ...table.map((cells) => cells[column]!.length)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    out.push(line(header));
    out.push(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const cells of table) out.push(line(cells));
    out.push('');
    for (const row of rows)
      out.push(`${row.entries.toLocaleString('en')} entries: the footer says '${row.shown}'`);
    console.log(out.join('\n'));
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (keep) log(`Kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
