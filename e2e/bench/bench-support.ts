/**
 * What the browser benchmarks share: options, child processes, a portal of their own on a free
 * port, Chromium, signing in, and the report's lines.
 *
 * Only Node's own modules and the contract are loaded with this module (export-bench's measured
 * children import it, and their resident memory is what they report); Playwright comes in through
 * the callers, or on demand.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Page as PuppeteerPage } from 'puppeteer-core';
import { api } from '@portal/contract';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

/** The value after `--name` on the command line, or `fallback`. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** Progress goes to stderr, so that stdout holds the report alone. */
export const log = (line: string) => console.error(line);

/** The median of the finite values (a failed run counts as NaN and is left out). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Runs `command` to its end and answers its stdout; throws with both outputs if it fails. */
export function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** A temporary folder for one run, which `--keep` keeps (and prints the path of) to look into afterwards. */
export function scratchDir(name: string): { path: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-bench-`));
  return {
    path: dir,
    remove: () => {
      if (process.argv.includes('--keep')) log(`Kept ${dir}`);
      else fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Builds the web app into `distDir`, so that the developer's own apps/web/dist is left as it is. */
export function buildWeb(distDir: string) {
  log(`Building the web app into ${distDir}...`);
  run(TSX, [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
  });
}

/** A free loopback port (apps/server/test has the same, but importing it loads the whole server). */
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

async function waitFor(url: string, timeoutMs: number) {
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

export interface Portal {
  url: string;
  /** Stops the server and waits until it has exited, so that its data folder can be removed. */
  stop: () => Promise<void>;
}

/**
 * Starts the portal from source on a free port, with its data in `dataDir` (or the database of
 * `env.DATABASE_URL`) and serving the web app in `distDir`, and answers once it is ready. Its rate
 * limits are lifted: a benchmark signs up, signs in and calls far faster than people do.
 */
export async function startPortal(
  dataDir: string,
  distDir: string,
  env: Record<string, string> = {},
): Promise<Portal> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // One node process with tsx's loader, so that a signal reaches the server itself.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '1000',
      ...env,
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  try {
    await waitFor(`${url}/readyz`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Where Chromium is and the flags it runs with; Playwright and Puppeteer both launch with these. */
export interface ChromiumOptions {
  executablePath: string;
  args: string[];
}

/**
 * Chromium as the e2e suite launches it (Debian's, with the suite's flags), CHROME_PATH before the
 * suite's CHROMIUM_PATH. The suite's config is imported only here, as it loads Playwright.
 */
export async function chromiumOptions(): Promise<ChromiumOptions> {
  const { default: config } = await import('../playwright.config.ts');
  const suite = config.use!.launchOptions!;
  return { executablePath: process.env.CHROME_PATH ?? suite.executablePath!, args: suite.args! };
}

export const chromiumVersion = (executablePath: string) =>
  run(executablePath, ['--version'], { cwd: REPO_ROOT }).trim();

export interface Person {
  email: string;
  password: string;
}

/** Signs up a tenant with `admin` as its Admin, through the portal's sign-up call. */
export async function signUpTenant(baseUrl: string, admin: Person & { firstName: string; lastName: string }) {
  const response = await fetch(`${baseUrl}${api.auth.signup.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, role: 'Admin' }),
  });
  if (!response.ok) throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
}

/**
 * Signs in on `page` through the identity provider's login page, as a person does, and waits for
 * My Timesheet. Not the suite's signInViaUi, which needs the context's baseURL and waits 15 s where
 * the benchmarks have always waited 30.
 */
export async function signIn(page: Page, baseUrl: string, person: Person) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/timesheet$/, { timeout: 30_000 });
}

/** The same sign-in on a page Lighthouse drives (through puppeteer), as `person` or the demo's Admin. */
export async function signInWithPuppeteer(page: PuppeteerPage, baseUrl: string, person: Person) {
  await page.goto(`${baseUrl}/signin`);
  await page.waitForSelector('#email');
  await page.type('#email', person.email);
  await page.type('#password', person.password);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForFunction(() => location.pathname === '/timesheet', { timeout: 30_000 });
}

/** Signs `person` in on a page of its own, with a wide desktop window and `baseUrl` for relative calls. */
export async function signedInPage(browser: Browser, baseUrl: string, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, person);
  return page;
}

/** The token, tenant and user the app keeps in the page's storage once signed in. */
export async function sessionOf(page: Page) {
  return page.evaluate(() => ({
    token: sessionStorage.getItem('kc_token'),
    tenantId: localStorage.getItem('tenantId'),
    userId: localStorage.getItem('userId'),
  }));
}

const cpus = os.cpus();
/** The machine's processors, for a report's first lines. */
export const MACHINE_CPUS = `${cpus.length} × ${cpus[0]?.model.trim()}`;
export const MACHINE_MEMORY = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;

/** Now, to the minute, in UTC: when a report was made. */
export const utcMinute = () => `${new Date().toISOString().slice(0, 16)}Z`;

/** A Markdown table, each column as wide as its widest cell. */
export function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)];
}
