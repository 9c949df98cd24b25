/**
 * `npm run bench:live-web [-- options]`: how long a change made by one person takes to show on
 * another's open screen, over the live channel, with two portal instances on one PostgreSQL.
 *
 * It creates a scratch database on the PostgreSQL server of --admin-url, builds the web app into a
 * temporary folder and starts two portal processes (A and B) on that database. An Admin signs in
 * on A and a Manager of the same tenant on B, each in a Chromium of their own, and B opens the
 * board. Each move is an updateProjectStatus call made with the Admin's token to A; it is timed
 * from sending the call to the next frame painted after the card stands in its new column on B's
 * board (a MutationObserver in B's page). The change crosses from A to B through PostgreSQL's
 * LISTEN/NOTIFY, reaches B's browser as a 'projects' event and is shown after the board's refetch.
 * Prints p50, p95 and the slowest of --moves moves (after --warmup unmeasured ones); target: p95 at
 * most 1 s. The database and the temporary folder are removed at the end.
 *
 *   --moves 50        measured moves
 *   --warmup 3        moves before measuring
 *   --projects 6      cards on the board, moved in turn
 *   --admin-url postgres://postgres@127.0.0.1:5432/postgres   where the scratch database is made
 *   --keep            keep the temporary folder (its path is printed); the database is dropped anyway
 *   CHROMIUM_PATH     the browser, as in the e2e suite (default /usr/bin/chromium; CHROME_PATH comes first)
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { api, PROJECT_STATUSES, type Endpoint } from '@portal/contract';
import pg from 'pg';
import {
  buildWeb,
  chromiumOptions,
  chromiumVersion,
  log,
  MACHINE_CPUS,
  MACHINE_MEMORY,
  option,
  scratchDir,
  sessionOf,
  signedInPage,
  signUpTenant,
  startPortal,
  utcMinute,
  type Portal,
} from './bench-support.ts';

const P95_TARGET_MS = 1000;

const moves = Number(option('moves', '50'));
const warmup = Number(option('warmup', '3'));
const projectCount = Number(option('projects', '6'));
const adminUrl = option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Makes `endpoint`'s call to `baseUrl` as the person signed in on `page`, with the token it holds now. */
async function callAs(page: Page, baseUrl: string, endpoint: Endpoint, body: Record<string, unknown>) {
  const session = await sessionOf(page);
  const response = await fetch(`${baseUrl}${endpoint.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tenantId: session.tenantId, userId: session.userId, ...body }),
  });
  const answer = (await response.json()) as { result?: number; id?: string; data?: unknown };
  if (response.status !== 200 || answer.result !== 1) {
    throw new Error(`${endpoint.path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * In the page: resolves `window.arrived` with the time of the first frame after the card named
 * `card` stands in the column `column`. Source text rather than a function, as the TypeScript loader
 * would wrap a function's inner helpers in its own, which the page does not have.
 */
const WATCH_FOR_CARD = `([card, column]) => {
  const labelOf = (element) =>
    document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
  const isThere = () => {
    const section = [...document.querySelectorAll('section')].find((each) => labelOf(each) === column);
    return [...(section?.querySelectorAll('article') ?? [])].some((article) => labelOf(article) === card);
  };
  window.arrived = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isThere()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(Date.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}`;

/** Watches `page` for the card `name` in the column `status` (see WATCH_FOR_CARD). */
async function watchForCard(page: Page, name: string, status: string): Promise<void> {
  await page.evaluate(`(${WATCH_FOR_CARD})(${JSON.stringify([name, status])})`);
}

async function main() {
  const dir = scratchDir('live-web');
  const database = `portal_live_web_${crypto.randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const portals: Portal[] = [];
  let browsers: Browser[] = [];
  let created = false;
  try {
    const distDir = path.join(dir.path, 'dist');
    buildWeb(distDir);

    log(`Creating the database ${database} and starting two portal instances on it...`);
    await adminQuery(`CREATE DATABASE ${database}`);
    created = true;
    for (const name of ['a', 'b']) {
      portals.push(await startPortal(path.join(dir.path, name), distDir, { DATABASE_URL: databaseUrl }));
    }
    const [urlA, urlB] = [portals[0]!.url, portals[1]!.url];

    const password = crypto.randomBytes(12).toString('base64url');
    const admin = { email: `admin.${crypto.randomBytes(4).toString('hex')}@bench.example`, password };
    const manager = { email: `manager.${crypto.randomBytes(4).toString('hex')}@bench.example`, password };
    await signUpTenant(urlA, { firstName: 'Ada', lastName: 'Admin', ...admin });

    const browserOptions = await chromiumOptions();
    browsers = [await chromium.launch(browserOptions), await chromium.launch(browserOptions)];
    const adminPage = await signedInPage(browsers[0]!, urlA, admin);
    await callAs(adminPage, urlA, api.users.addNewUser, {
      name: 'Mia Manager',
      email: manager.email,
      password,
      role: 'Manager',
    });
    const projects: { id: string; name: string; status: number }[] = [];
    for (let index = 0; index < projectCount; index += 1) {
      const name = `Lane ${index + 1}`;
      const { id } = await callAs(adminPage, urlA, api.projects.addProject, {
        name,
        description: 'Moved by the live benchmark',
      });
      projects.push({ id: id!, name, status: 0 });
    }
    const managerPage = await signedInPage(browsers[1]!, urlB, manager);
    const streamOpen = managerPage.waitForResponse((response) =>
      response.url().endsWith(api.events.events.path),
    );
    await managerPage.goto(`${urlB}/projects`);
    await streamOpen;
    await managerPage.getByRole('article', { name: projects.at(-1)!.name }).waitFor();

    log(`Moving cards on A and waiting for them on B: ${warmup} unmeasured, then ${moves}...`);
    const samples: number[] = [];
    const calls: number[] = [];
    for (let move = 0; move < warmup + moves; move += 1) {
      const project = projects[move % projects.length]!;
      project.status = (project.status + 1) % PROJECT_STATUSES.length;
      const status = PROJECT_STATUSES[project.status]!;
      await watchForCard(managerPage, project.name, status);
      const sent = Date.now();
      await callAs(adminPage, urlA, api.projects.updateProjectStatus, { projectId: project.id, status });
      const answered = Date.now();
      const arrived = (await managerPage.evaluate('window.arrived')) as number;
      if (move >= warmup) {
        samples.push(arrived - sent);
        calls.push(answered - sent);
      }
      // A person's moves are some time apart; so are these, a little.
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 150));
    }

    const sorted = [...samples].sort((a, b) => a - b);
    const sortedCalls = [...calls].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const serverVersion = (await postgresVersion(databaseUrl)).split(' ').slice(0, 2).join(' ');
    console.log(
      [
        `Live latency, ${utcMinute()}`,
        `Machine: ${MACHINE_CPUS}, ${MACHINE_MEMORY}; ${chromiumVersion(browserOptions.executablePath)}; ${serverVersion}`,
        `Two portal instances on one database; a card moved by an Admin through instance A (updateProjectStatus),`,
        `seen on a Manager's open board served by instance B (NOTIFY → B's event stream → refetch → painted frame):`,
        `  moves ${samples.length}, p50 ${percentile(sorted, 50)} ms, p95 ${p95} ms, max ${sorted.at(-1)} ms` +
          `  (target p95 ≤ ${P95_TARGET_MS} ms: ${p95 <= P95_TARGET_MS ? 'met' : 'MISSED'})`,
        `  the move's own call on A: p50 ${percentile(sortedCalls, 50)} ms, p95 ${percentile(sortedCalls, 95)} ms`,
      ].join('\n'),
    );
  } finally {
    for (const browser of browsers) await browser.close().catch(() => undefined);
    await Promise.all(portals.map((portal) => portal.stop()));
    if (created) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    dir.remove();
  }
}

/** PostgreSQL's version, for the report. */
async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ version: string }>('select version()')).rows[0]!.version;
  } finally {
    await client.end();
  }
}

await main();
