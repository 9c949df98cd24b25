/**
 * `npm run bench:web [-- options]`: the front end's benchmark.
 *
 * 1. Lighthouse (performance, desktop and mobile presets) on the signed-in My Timesheet and Review
 *    over the demo data, in Debian's Chromium.
 * 2. Playwright in a Review of 500 users: the time from an interaction to the next painted frame,
 *    for opening every user, then every project (the table's '*' key on a user's row, then on a
 *    project's), for changing each filter, and for scrolling the table with every row open.
 *
 * It builds the web app, seeds the demo tenant and a 500-user tenant into a temporary store and
 * starts the portal on it; nothing of the developer's own data or build is touched.
 *
 *   --runs 3         Lighthouse runs per page and preset (the median is reported)
 *   --repeat 5       repetitions of each Review interaction (the median is reported)
 *   --only review    run only the Lighthouse part (`lighthouse`) or only the Review part (`review`)
 *   --preset mobile  run Lighthouse with one preset only (`mobile` or `desktop`)
 *   --reports <dir>  write each Lighthouse run's report (JSON) into <dir>, to read what it flags
 *   --dist <dir>     serve this build of the web app instead of building one (to compare builds)
 *   --keep           keep the temporary folder (its path is printed)
 *   CHROME_PATH      the browser (default CHROMIUM_PATH, as in the e2e suite, or /usr/bin/chromium)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page as PlaywrightPage } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import {
  buildWeb,
  chromiumOptions,
  chromiumVersion,
  log,
  MACHINE_CPUS,
  MACHINE_MEMORY,
  median,
  option,
  REPO_ROOT,
  run,
  scratchDir,
  signIn,
  signInWithPuppeteer,
  startPortal,
  TSX,
  utcMinute,
  type ChromiumOptions,
  type Portal,
} from './bench-support.ts';

const TARGETS = { desktop: 98, mobile: 95, interactionMs: 100 };

const runs = Number(option('runs', '3'));
const repeat = Number(option('repeat', '5'));
const only = option('only', '');
const reportsDir = option('reports', '');
const presets = (['desktop', 'mobile'] as const).filter((preset) =>
  [preset, ''].includes(option('preset', '')),
);
/** The Friday of this week (Sunday to Saturday), so that the Review's opening week is full. */
function fridayOfThisWeek(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - day.getUTCDay() + 5);
  return day.toISOString().slice(0, 10);
}

interface LighthouseRow {
  page: string;
  preset: 'desktop' | 'mobile';
  scores: number[];
  /** The metrics of the run whose score is the median. */
  metrics: Record<string, string>;
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** Lighthouse's performance score, cold cache, signed in (the session lives in the tab's storage). */
async function runLighthouse(
  browserOptions: ChromiumOptions,
  baseUrl: string,
  email: string,
  password: string,
): Promise<LighthouseRow[]> {
  const browser = await puppeteer.launch({ ...browserOptions, headless: true });
  try {
    const page = await browser.newPage();
    await signInWithPuppeteer(page, baseUrl, { email, password });
    const session = await page.createCDPSession();
    const rows: LighthouseRow[] = [];
    for (const [name, pathname] of [
      ['My Timesheet', '/timesheet'],
      ['Review', '/timesheet-review'],
    ] as const) {
      for (const preset of presets) {
        const row: LighthouseRow = { page: name, preset, scores: [], metrics: {} };
        const metricsOfRuns: Record<string, string>[] = [];
        for (let attempt = 0; attempt < runs; attempt += 1) {
          await session.send('Network.clearBrowserCache');
          const result = await lighthouse(
            `${baseUrl}${pathname}`,
            { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
            preset === 'desktop' ? desktopConfig : undefined,
            page,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error('Lighthouse gave no result');
          if (reportsDir) {
            fs.mkdirSync(reportsDir, { recursive: true });
            const file = `${name.replaceAll(' ', '-').toLowerCase()}-${preset}-${attempt + 1}.json`;
            fs.writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr));
          }
          if (!lhr.finalDisplayedUrl.endsWith(pathname)) {
            throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}: the session was lost`);
          }
          const raw = lhr.categories.performance?.score;
          // A run Lighthouse could not finish (e.g. NO_FCP on a loaded machine) has no score.
          const score = typeof raw === 'number' ? Math.round(raw * 100) : NaN;
          row.scores.push(score);
          metricsOfRuns.push(
            Object.fromEntries(
              METRICS.map(([audit, label]) => [label, lhr.audits[audit]?.displayValue ?? '']),
            ),
          );
          log(
            `  Lighthouse ${name} ${preset}: ${Number.isNaN(score) ? `error ${lhr.runtimeError?.code ?? ''}` : score}`,
          );
        }
        const medianRun = row.scores.findIndex((score) => score === median(row.scores));
        row.metrics = metricsOfRuns[medianRun] ?? {};
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

interface Interaction {
  name: string;
  samplesMs: number[];
  detail: string;
}

type Action =
  | { kind: 'click-first'; label: string }
  | { kind: 'choose'; id: string; value: string }
  | { kind: 'key-on-row'; rowIndex: number; key: string }
  | { kind: 'scroll'; to: 'next-screen' | 'end' };

const choose = (id: string, value: string): Action => ({ kind: 'choose', id, value });
/** '*' on a row's first cell opens every row at its level: row 2 is the first user, row 3 their first project. */
const openLevelOf = (rowIndex: number): Action => ({ kind: 'key-on-row', rowIndex, key: '*' });

/** Of the interactions timed since the last reset, the part until React had committed (scripting). */
let scriptMs = 0;

/**
 * Performs `action` in the page and answers the time until the frame after it is painted: the
 * interaction's cost as a person sees it (React commits, then style, layout and paint). The page's
 * CSP forbids eval, so the actions are spelled out here.
 */
async function timeInPage(page: PlaywrightPage, action: Action): Promise<number> {
  const timing = await page.evaluate(async (act) => {
    let target: HTMLElement | null = null;
    if (act.kind === 'key-on-row') {
      target = document.querySelector<HTMLElement>(
        `tbody tr[aria-rowindex="${act.rowIndex}"] [data-row-head]`,
      );
      if (!target) throw new Error(`row ${act.rowIndex} is not drawn`);
      target.focus({ preventScroll: true });
    }
    const start = performance.now();
    if (act.kind === 'choose') {
      const select = document.getElementById(act.id) as HTMLSelectElement;
      select.value = act.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (act.kind === 'click-first') {
      document.querySelector<HTMLButtonElement>(`tbody button[aria-label^="${act.label}"]`)?.click();
    } else if (act.kind === 'key-on-row') {
      target?.dispatchEvent(new KeyboardEvent('keydown', { key: act.key, bubbles: true, cancelable: true }));
    } else {
      window.scrollTo(
        0,
        act.to === 'end' ? document.documentElement.scrollHeight : window.scrollY + innerHeight,
      );
    }
    // React commits a discrete event's update in a microtask: a task later it is done. A scroll is
    // handled in the next frame, so for it this is only the scroll itself.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    const committed = performance.now();
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { total: performance.now() - start, script: committed - start };
  }, action);
  scriptMs += timing.script;
  return timing.total;
}

async function measureReview(
  browserOptions: ChromiumOptions,
  baseUrl: string,
  email: string,
  password: string,
): Promise<Interaction[]> {
  const browser = await chromium.launch(browserOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, baseUrl, { email, password });
    await page.goto(`${baseUrl}/timesheet-review`);
    // The table says how many rows it has (header included), though it draws only those in view.
    const rowCount = () =>
      page.evaluate(() =>
        Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 0),
      );
    const opened = async () => {
      await page.waitForFunction(
        () => Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount')) > 500,
        undefined,
        { timeout: 30_000 },
      );
      await page.evaluate(() => window.scrollTo(0, 0));
    };
    // The week's range, which the week navigation announces.
    const weekHeading = page.locator('h2[aria-live]');
    await opened();
    const users = (await rowCount()) - 1;
    const options = async (id: string) =>
      page
        .locator(`#${id} option`)
        .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    const [userIds, projectIds, taskIds] = await Promise.all([
      options('review-filter-userId'),
      options('review-filter-projectId'),
      options('review-filter-taskId'),
    ]);
    const results: Interaction[] = [];
    const measure = async (
      name: string,
      steps: () => Promise<number>,
      options: { before?: () => Promise<unknown> } = {},
    ) => {
      const samplesMs: number[] = [];
      const scriptSamples: number[] = [];
      let rowsAfter = 0;
      let drawnAfter = 0;
      for (let i = 0; i < repeat; i += 1) {
        await options.before?.();
        scriptMs = 0;
        samplesMs.push(await steps());
        scriptSamples.push(scriptMs);
        rowsAfter = (await rowCount()) - 1;
        drawnAfter = await page.locator('tbody tr[aria-rowindex]').count();
        await reset();
      }
      const detail = `${rowsAfter} rows after, ${drawnAfter} drawn; until React committed ${median(scriptSamples).toFixed(0)} ms`;
      results.push({ name, samplesMs, detail });
      log(`  Review: ${name}: ${median(samplesMs).toFixed(1)} ms`);
    };
    // Back to the opening view, unfiltered and closed, at the top: a week opens that way, so the
    // previous week, then this one again (its answer cached).
    const reset = async () => {
      const week = await weekHeading.textContent();
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(weekHeading).not.toHaveText(week ?? '');
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(weekHeading).toHaveText(week ?? '');
      await opened();
    };
    const openAll = async () => {
      await timeInPage(page, openLevelOf(2));
      await timeInPage(page, openLevelOf(3));
    };

    // The Review has no "expand all" button: '*' on a row opens every row at its level (the tree
    // pattern's key), one keystroke for every user, one more for every project.
    await measure(`expand all ${users} users ('*' on a user's row)`, () => timeInPage(page, openLevelOf(2)));
    await measure(
      "expand all users, then all their projects ('*' twice)",
      async () => (await timeInPage(page, openLevelOf(2))) + (await timeInPage(page, openLevelOf(3))),
    );
    await measure('expand one user', () => timeInPage(page, { kind: 'click-first', label: 'Expand ' }));
    let pick = 0;
    const next = (ids: string[]) => ids[(pick += 7) % ids.length] ?? '';
    await measure('filter: one user', () => timeInPage(page, choose('review-filter-userId', next(userIds))));
    await measure('filter: all users again', async () => {
      await timeInPage(page, choose('review-filter-userId', next(userIds)));
      scriptMs = 0;
      return timeInPage(page, choose('review-filter-userId', ''));
    });
    await measure('filter: one project (opens its users)', () =>
      timeInPage(page, choose('review-filter-projectId', next(projectIds))),
    );
    await measure('filter: one task (opens users and projects)', () =>
      timeInPage(page, choose('review-filter-taskId', next(taskIds))),
    );
    await measure('filter: status Submitted', () =>
      timeInPage(page, choose('review-filter-status', 'Submitted')),
    );
    await measure(
      'filter: all users again, everything open',
      () => timeInPage(page, choose('review-filter-userId', '')),
      {
        before: async () => {
          await openAll();
          await timeInPage(page, choose('review-filter-userId', next(userIds)));
        },
      },
    );
    await measure(
      'scroll one screen, everything open',
      () => timeInPage(page, { kind: 'scroll', to: 'next-screen' }),
      {
        before: openAll,
      },
    );
    await measure(
      'scroll to the end, everything open',
      () => timeInPage(page, { kind: 'scroll', to: 'end' }),
      {
        before: openAll,
      },
    );
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  const dir = scratchDir('web');
  const dataDir = path.join(dir.path, 'data');
  const prebuilt = option('dist', '');
  const distDir = prebuilt ? path.resolve(prebuilt) : path.join(dir.path, 'dist');
  const password = crypto.randomBytes(12).toString('base64url');
  let portal: Portal | undefined;
  try {
    if (!prebuilt) buildWeb(distDir);
    log('Seeding the demo tenant and a 500-user tenant...');
    run(TSX, ['src/scripts/seed-demo.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      env: { DATA_DIR: dataDir, DEMO_PASSWORD: password },
    });
    run(
      TSX,
      [
        'bench/seed-bench.ts',
        ...['--data-dir', dataDir, '--tenants', '1', '--entries', '20k', '--days', '28'],
        ...['--end-date', fridayOfThisWeek(), '--password', password],
      ],
      { cwd: path.join(REPO_ROOT, 'apps/server') },
    );

    portal = await startPortal(dataDir, distDir);
    const baseUrl = portal.url;
    const browserOptions = await chromiumOptions();

    if (only !== 'review') log('Lighthouse...');
    const lighthouseRows =
      only === 'review' ? [] : await runLighthouse(browserOptions, baseUrl, 'admin@demo.example', password);
    if (only !== 'lighthouse') log('Review of 500 users...');
    const interactions =
      only === 'lighthouse'
        ? []
        : await measureReview(browserOptions, baseUrl, 'bench-u0000@t00.bench.example', password);

    const out: string[] = [];
    out.push(`Front-end benchmark, ${utcMinute()}`);
    out.push(
      `Machine: ${MACHINE_CPUS}, ${MACHINE_MEMORY}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}; ${chromiumVersion(browserOptions.executablePath)}`,
    );
    if (lighthouseRows.length > 0) {
      out.push('');
      out.push(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}performance, signed in, demo data:`);
    }
    for (const row of lighthouseRows) {
      const score = median(row.scores);
      const target = TARGETS[row.preset];
      const metrics = Object.entries(row.metrics)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ');
      out.push(
        `  ${`${row.page} ${row.preset}`.padEnd(22)} ${String(score).padStart(3)}  (target ≥ ${target}: ${score >= target ? 'met' : 'MISSED'}; runs ${row.scores.map((value) => (Number.isNaN(value) ? 'error' : value)).join(' ')}; ${metrics})`,
      );
    }
    if (interactions.length > 0) {
      out.push('');
      out.push(
        `Review of 500 users, interaction to next painted frame (median of ${repeat}; target < ${TARGETS.interactionMs} ms):`,
      );
    }
    for (const interaction of interactions) {
      const value = median(interaction.samplesMs);
      out.push(
        `  ${interaction.name.padEnd(54)} ${value.toFixed(1).padStart(7)} ms  ${value < TARGETS.interactionMs ? 'met' : 'MISSED'}  (${interaction.detail})`,
      );
    }
    console.log(out.join('\n'));
  } finally {
    await portal?.stop();
    dir.remove();
  }
}

await main();
