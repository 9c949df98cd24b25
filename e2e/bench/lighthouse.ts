/**
 * `npm run bench:lighthouse -w @portal/e2e [-- options]`: the portal on a phone, as Lighthouse's
 * mobile preset sees it (a mid-range phone, its CPU slowed four times, on slow 4G, simulated).
 *
 * Performance, accessibility and best practices on My Timesheet, the Overview and the Review, signed
 * in as the demo tenant's Admin, each opened two ways: as a first visit (no service worker, nothing
 * cached) and as the installed app opens it (the worker serves the app shell; the data still comes
 * from the network). Then the installability facts Chromium itself reports: the manifest and its
 * errors, what keeps the page from being installed, and whether a service worker controls it.
 *
 * It builds the web app, seeds the demo tenant into a temporary store and starts the portal on it;
 * nothing of the developer's own data or build is touched. Chromium is Debian's, driven through
 * puppeteer-core (no browser is downloaded).
 *
 * Lighthouse's 4× CPU slowdown turns a high-end desktop into a mid-tier phone; on a slower host it
 * emulates a slower phone than that, and Lighthouse's throttling guide says to calibrate. This host's
 * speed swings between runs (its benchmark index from under 1000 to 1900 within minutes), so each
 * run is calibrated on its own: Lighthouse gathers the page once, unthrottled, as its simulation
 * always does, with the benchmark index of that moment, and audits it twice: with the default 4×,
 * and with the slowdown the guide's calculator gives for that index. Both scores are printed.
 *
 *   --runs 3         Lighthouse runs per screen and way of opening (the median is reported)
 *   --dist <dir>     serve this build of the web app instead of building one
 *   --reports <dir>  write each run's reports (JSON, calibrated and 4×) into <dir>, to read what they flag
 *   --screens <list> only these screens, by path, comma-separated (e.g. /timesheet-overview)
 *   --keep           keep the temporary folder (its path is printed)
 *   CHROME_PATH      the browser (default CHROMIUM_PATH, as in the e2e suite, or /usr/bin/chromium)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer, { type CDPSession, type Page } from 'puppeteer-core';
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
  REPO_ROOT,
  run,
  scratchDir,
  signInWithPuppeteer,
  startPortal,
  TSX,
  utcMinute,
  type Portal,
} from './bench-support.ts';

/** The issue's target for each category, on every screen. */
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const SCREENS = [
  ['My Timesheet', '/timesheet'],
  ['Overview', '/timesheet-overview'],
  ['Review', '/timesheet-review'],
] as const;
const OPENINGS = ['first visit', 'installed'] as const;
type Opening = (typeof OPENINGS)[number];

const runs = Number(option('runs', '3'));
const reportsDir = option('reports', '');
const screens = option('screens', '')
  ? SCREENS.filter(([, pathname]) => option('screens', '').split(',').includes(pathname))
  : SCREENS;

/**
 * The CPU slowdown that makes this host a mid-tier phone, from its benchmark index: the formula of
 * the calculator that Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU
 * slowdown") points to; 1533 is the 4× that Lighthouse assumes.
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Reloads until a service worker controls the page, as the installed app always is. */
async function installWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
}

/**
 * A first visit's state, the session kept: no service worker and none of its caches. The session
 * lives in the tab's storage, which Lighthouse's own reset would clear, so Lighthouse is told not
 * to reset and the browser's HTTP cache is cleared here for every run.
 */
async function forgetWorker(page: Page, session: CDPSession, origin: string) {
  // A worker still controlling the open page would serve the next visit from its cache.
  await page.goto('about:blank');
  await session.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
}

interface Installability {
  manifestUrl: string;
  manifestErrors: string[];
  installabilityErrors: string[];
  controlled: boolean;
}

/** What Chromium says about installing the page it shows now. */
async function installabilityOf(page: Page, session: CDPSession): Promise<Installability> {
  const manifest = await session.send('Page.getAppManifest');
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
  return {
    manifestUrl: manifest.url,
    manifestErrors: manifest.errors.map((error) => error.message),
    installabilityErrors: installabilityErrors.map((error) =>
      [error.errorId, ...error.errorArguments.map((argument) => `${argument.name}=${argument.value}`)].join(
        ' ',
      ),
    ),
    controlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
  };
}

type Scored = (typeof CATEGORIES)[number] | 'performance, 4×';

interface Row {
  screen: string;
  opening: Opening;
  /**
   * Each category's scores, one per run (NaN for a run Lighthouse could not finish); performance
   * calibrated, and as Lighthouse's default 4× gives it.
   */
  scores: Record<Scored, number[]>;
  /** Each run's calibrated slowdown. */
  slowdowns: number[];
  /** The audits under 100% of the run with the median performance score, by category. */
  flagged: string[];
}

/** The flags of every run; `throttling` is given in full, as an audit must match its gathering. */
const flagsWith = (cpuSlowdownMultiplier: number) => ({
  logLevel: 'error' as const,
  output: 'json' as const,
  onlyCategories: [...CATEGORIES],
  disableStorageReset: true,
  // The live stream (`/api/events`) stays open, so the network never goes quiet: without a limit
  // of its own each run would wait Lighthouse's 45 s for it.
  maxWaitForLoad: 15_000,
  throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
});

/**
 * One Lighthouse run of `url`: the page gathered once into `artifactsDir`, then audited with the
 * default 4× and with the slowdown calibrated to the benchmark index measured in that gathering.
 * The slowdown only enters the simulation, so the audits may differ in it alone; the saved
 * settings are rewritten to it, as Lighthouse refuses an audit whose settings differ from its
 * gathering's.
 */
async function runLighthouse(url: string, page: Page, artifactsDir: string) {
  const defaultSlowdown = constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
  await lighthouse(url, { ...flagsWith(defaultSlowdown), gatherMode: artifactsDir }, undefined, page);
  const uncalibrated = await lighthouse(url, { ...flagsWith(defaultSlowdown), auditMode: artifactsDir });
  const artifactsFile = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as {
    BenchmarkIndex: number;
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  const slowdown = Math.round(calibratedSlowdown(artifacts.BenchmarkIndex) * 10) / 10;
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const calibrated = await lighthouse(url, { ...flagsWith(slowdown), auditMode: artifactsDir });
  const lhr = calibrated?.lhr;
  if (!lhr || !uncalibrated) throw new Error('Lighthouse gave no result');
  return { lhr, uncalibrated: uncalibrated.lhr, slowdown };
}

/** How often a run whose trace Lighthouse could not read is made again, as its error asks. */
const RUN_AGAIN = 2;

async function runLighthouseAgainOnError(url: string, page: Page, artifactsDir: string) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await runLighthouse(url, page, artifactsDir);
    if (!result.lhr.runtimeError || attempt === RUN_AGAIN) return result;
    log(`  (${result.lhr.runtimeError.code}: run again)`);
  }
}

async function measure(
  page: Page,
  session: CDPSession,
  baseUrl: string,
  artifactsDir: string,
): Promise<Row[]> {
  const origin = new URL(baseUrl).origin;
  const rows: Row[] = [];
  for (const opening of OPENINGS) {
    if (opening === 'installed') await installWorker(page);
    for (const [screen, pathname] of screens) {
      const row: Row = {
        screen,
        opening,
        scores: { performance: [], 'performance, 4×': [], accessibility: [], 'best-practices': [] },
        slowdowns: [],
        flagged: [],
      };
      const flaggedOfRuns: string[][] = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        await session.send('Network.clearBrowserCache');
        if (opening === 'first visit') await forgetWorker(page, session, origin);
        const { lhr, uncalibrated, slowdown } = await runLighthouseAgainOnError(
          `${baseUrl}${pathname}`,
          page,
          artifactsDir,
        );
        if (!lhr.finalDisplayedUrl.endsWith(pathname)) {
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}: the session was lost`);
        }
        if (reportsDir) {
          fs.mkdirSync(reportsDir, { recursive: true });
          const file = `${screen}-${opening}-${attempt + 1}.json`.replaceAll(' ', '-').toLowerCase();
          fs.writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr));
          fs.writeFileSync(
            path.join(reportsDir, file.replace('.json', '-4x.json')),
            JSON.stringify(uncalibrated),
          );
        }
        const score = (raw: number | null | undefined) =>
          typeof raw === 'number' ? Math.round(raw * 100) : NaN;
        for (const category of CATEGORIES) row.scores[category].push(score(lhr.categories[category]?.score));
        row.scores['performance, 4×'].push(score(uncalibrated.categories.performance?.score));
        row.slowdowns.push(slowdown);
        flaggedOfRuns.push(
          CATEGORIES.flatMap((category) =>
            (lhr.categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0)
              .map((ref) => lhr.audits[ref.id]!)
              .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
              .map(
                (audit) => `${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
              ),
          ),
        );
        log(
          `  ${screen}, ${opening} (${slowdown}×): ${Object.entries(row.scores)
            .map(([category, scores]) => `${category} ${scores.at(-1)}`)
            .join(', ')}`,
        );
      }
      const medianRun = row.scores.performance.findIndex((score) => score === median(row.scores.performance));
      row.flagged = flaggedOfRuns[Math.max(medianRun, 0)] ?? [];
      rows.push(row);
    }
  }
  return rows;
}

async function main() {
  const dir = scratchDir('lighthouse');
  const dataDir = path.join(dir.path, 'data');
  const prebuilt = option('dist', '');
  const distDir = prebuilt ? path.resolve(prebuilt) : path.join(dir.path, 'dist');
  const password = crypto.randomBytes(12).toString('base64url');
  let portal: Portal | undefined;
  try {
    if (!prebuilt) buildWeb(distDir);
    log('Seeding the demo tenant...');
    run(TSX, ['src/scripts/seed-demo.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      env: { DATA_DIR: dataDir, DEMO_PASSWORD: password },
    });
    portal = await startPortal(dataDir, distDir);
    const baseUrl = portal.url;

    const browserOptions = await chromiumOptions();
    // `headless: true` is Chromium's new headless mode (--headless=new), which renders as a window does.
    const browser = await puppeteer.launch({ ...browserOptions, headless: true });
    let rows: Row[];
    let installability: Installability;
    try {
      const page = await browser.newPage();
      const session = await page.createCDPSession();
      log('Signing in...');
      await signInWithPuppeteer(page, baseUrl, { email: 'admin@demo.example', password });
      log(`Lighthouse mobile, ${runs} run(s) per screen and opening...`);
      rows = await measure(page, session, baseUrl, path.join(dir.path, 'artifacts'));
      await page.goto(`${baseUrl}/timesheet`);
      installability = await installabilityOf(page, session);
    } finally {
      await browser.close();
    }

    const out: string[] = [];
    out.push(
      `Lighthouse mobile, ${utcMinute()} (median of ${runs} run${runs > 1 ? 's' : ''}; target ≥ ${TARGET})`,
    );
    out.push(
      `Machine: ${MACHINE_CPUS}, ${MACHINE_MEMORY}, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}; ${chromiumVersion(browserOptions.executablePath)}`,
    );
    out.push(
      "Performance with the CPU slowed as calibrated for each run's benchmark index (1533 would be 4×), and with Lighthouse's default 4×; slow 4G simulated",
    );
    out.push('');
    const cell = (scores: number[]) => {
      const score = median(scores);
      return `${Number.isNaN(score) ? 'error' : score}${score >= TARGET ? '' : ' ✗'}`;
    };
    out.push(
      ...markdownTable(
        [
          'Screen',
          'Opened',
          'Performance',
          'CPU slowdown',
          'Performance, 4×',
          'Accessibility',
          'Best practices',
        ],
        rows.map((row) => [
          row.screen,
          row.opening,
          cell(row.scores.performance),
          row.slowdowns.map((slowdown) => `${slowdown}×`).join(' '),
          cell(row.scores['performance, 4×']),
          cell(row.scores.accessibility),
          cell(row.scores['best-practices']),
        ]),
      ),
    );
    out.push('');
    out.push('Installability (Chromium, on My Timesheet):');
    out.push(
      `- manifest: ${installability.manifestUrl || 'none'}, errors: ${installability.manifestErrors.join('; ') || 'none'}`,
    );
    out.push(`- installability errors: ${installability.installabilityErrors.join('; ') || 'none'}`);
    out.push(`- a service worker controls the page: ${installability.controlled ? 'yes' : 'no'}`);
    const flagged = rows.filter((row) => row.flagged.length > 0);
    if (flagged.length > 0) {
      out.push('');
      out.push('Audits below 100% (the median run):');
      for (const row of flagged) out.push(`- ${row.screen}, ${row.opening}: ${row.flagged.join('; ')}`);
    }
    console.log(out.join('\n'));
  } finally {
    await portal?.stop();
    dir.remove();
  }
}

await main();
