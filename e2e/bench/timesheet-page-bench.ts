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
 *   CHROME_PATH      the browser (default CHROMIUM_PATH, as in the e2e suite, or /usr/bin/chromium)
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { api, type Endpoint } from '@portal/contract';
import { SqliteDatabase } from '../../apps/server/src/db/sqlite-driver.ts';
import { format, subDays } from 'date-fns';
import {
  buildWeb,
  chromiumOptions,
  chromiumVersion,
  log,
  MACHINE_CPUS,
  MACHINE_MEMORY,
  markdownTable,
  median,
  option,
  scratchDir,
  sessionOf,
  signIn,
  signUpTenant,
  startPortal,
  utcMinute,
  type Person,
  type Portal,
} from './bench-support.ts';

/** The histories compared: a few months' entries, and years of them. */
const HISTORIES = [100, 10_000];
/** Page calls timed from the test runner per user. */
const SERVER_CALLS = 30;
/** Entries a seeded user logs per day, so that 10,000 entries reach back about seven years. */
const ENTRIES_PER_DAY = 4;

const repeat = Number(option('repeat', '5'));

async function waitUntil(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Makes a portal call as the user signed in on `page` and answers its body. */
async function portalCall(page: Page, endpoint: Endpoint, body: Record<string, unknown> = {}) {
  const session = await sessionOf(page);
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
  await signUpTenant(baseUrl, { firstName: 'Bench', lastName: `${count}`, ...person });

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
  const dir = scratchDir('page');
  const dataDir = path.join(dir.path, 'data');
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  try {
    const distDir = path.join(dir.path, 'dist');
    buildWeb(distDir);
    portal = await startPortal(dataDir, distDir);
    const baseUrl = portal.url;

    const browserOptions = await chromiumOptions();
    browser = await chromium.launch(browserOptions);
    const rows: Row[] = [];
    for (const entries of HISTORIES) {
      log(`Seeding a user with ${entries} entries...`);
      const person = await seedUser(browser, baseUrl, path.join(dataDir, 'portal.sqlite'), entries);
      log(`Opening My Timesheet ${repeat} times...`);
      rows.push(await measure(browser, baseUrl, person, entries));
    }

    const out: string[] = [];
    out.push(`My Timesheet's first screen, ${utcMinute()} (median of ${repeat} loads)`);
    out.push(
      `Machine: ${MACHINE_CPUS}, ${MACHINE_MEMORY}; ${chromiumVersion(browserOptions.executablePath)}`,
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
    out.push(...markdownTable(header, table));
    out.push('');
    for (const row of rows)
      out.push(`${row.entries.toLocaleString('en')} entries: the footer says '${row.shown}'`);
    console.log(out.join('\n'));
  } finally {
    await browser?.close();
    await portal?.stop();
    dir.remove();
  }
}

await main();
