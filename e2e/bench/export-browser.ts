/**
 * `npm run bench:export -- --browser`: the CSV and Excel writers as the web app runs them, in their
 * built workers in Chromium, on the same table as the Node runs.
 *
 * A worker runs in its page's renderer process, so memory is the renderers' resident memory, read
 * every 20 ms while the worker writes, in a browser of its own for each run: `start` once the page
 * holds the table, `peak` the most seen. A run whose worker only receives the table and answers an
 * empty file gives the part that is not the writer's: the table's copy in the worker. The page counts its longest stall while the worker writes, from a
 * timer every 10 ms: the page stays responsive if that stays short. Posting the table to the worker
 * (a structured clone, on the page's thread) is timed apart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { ExportTable } from '@portal/export';
import { ENGLISH_STYLE } from '@portal/export';
import { buildWeb, chromiumOptions, log, scratchDir } from './bench-support.ts';

const PAGE = '/export-bench.html';
/** A worker that only receives the table: what every run costs besides its writer. */
const NO_WRITER = '/no-writer.js';
const NO_WRITER_SCRIPT = `self.onmessage = ({ data }) => {
  self.postMessage({ type: 'progress', done: data.table.rows.length, total: data.table.rows.length });
  self.postMessage({ type: 'file', blob: new Blob([]) });
};`;

export interface BrowserRun {
  writer: string;
  ms: number;
  progress: number;
  postMs: number;
  longestStallMs: number;
  startMB: number;
  peakMB: number;
  fileMB: number;
}

/** Serves `distDir` and the bench's own page and worker on a loopback port. */
async function serve(distDir: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === PAGE) {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><title>Export bench</title>');
      return;
    }
    response.setHeader('content-type', 'text/javascript');
    if (pathname === NO_WRITER) {
      response.end(NO_WRITER_SCRIPT);
      return;
    }
    const file = path.join(distDir, path.normalize(pathname));
    if (!file.startsWith(distDir) || !fs.existsSync(file)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
};
const descendantsOf = (pid: number): number[] =>
  childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);

/** The resident memory of the browser's renderers now, in kilobytes. */
function renderersKB(browserPid: number): number {
  let total = 0;
  for (const pid of descendantsOf(browserPid)) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process has ended.
    }
  }
  return total;
}

async function runInBrowser(origin: string, workerPath: string, table: ExportTable) {
  const { executablePath, args } = await chromiumOptions();
  const server = await chromium.launchServer({ executablePath, args: [...args, '--js-flags=--expose-gc'] });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await browser.newPage();
    await page.goto(`${origin}${PAGE}`);
    // The table reaches the page through the DevTools protocol, which leaves garbage of its own:
    // collected before the run, so that the memory measured is the run's.
    await page.evaluate((table) => {
      (globalThis as unknown as { table: unknown }).table = table;
    }, table);
    await page.evaluate(() => (globalThis as unknown as { gc: () => void }).gc());
    const pid = server.process().pid!;
    const startKB = renderersKB(pid);
    let peakKB = startKB;
    const sampler = setInterval(() => {
      peakKB = Math.max(peakKB, renderersKB(pid));
    }, 20);
    const result = await page.evaluate(
      ({ workerPath, style }) =>
        new Promise<{ ms: number; progress: number; postMs: number; longestStallMs: number; bytes: number }>(
          (resolve, reject) => {
            const worker = new Worker(workerPath, { type: 'module' });
            let progress = 0;
            let postMs = 0;
            let last = performance.now();
            let longest = 0;
            const timer = setInterval(() => {
              const now = performance.now();
              longest = Math.max(longest, now - last);
              last = now;
            }, 10);
            const started = performance.now();
            worker.onmessage = ({ data }) => {
              if (data.type === 'progress') {
                progress++;
                return;
              }
              clearInterval(timer);
              worker.terminate();
              if (data.type !== 'file') reject(new Error(data.message));
              else
                resolve({
                  ms: performance.now() - started,
                  progress,
                  postMs,
                  longestStallMs: longest,
                  bytes: data.blob.size,
                });
            };
            worker.onerror = (event) => reject(new Error(event.message));
            worker.postMessage({ table: (globalThis as unknown as { table: unknown }).table, style });
            postMs = performance.now() - started;
            last = performance.now();
          },
        ),
      { workerPath, style: ENGLISH_STYLE },
    );
    clearInterval(sampler);
    peakKB = Math.max(peakKB, renderersKB(pid));
    await browser.close();
    return { ...result, startKB, peakKB };
  } finally {
    await server.close();
  }
}

/** Builds the web app (or takes `WEB_DIST_DIR`'s build) and writes `table` with each built writer. */
export async function browserRuns(table: ExportTable): Promise<BrowserRun[]> {
  const scratch = process.env.WEB_DIST_DIR ? null : scratchDir('export');
  const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(scratch!.path, 'dist'));
  if (scratch) buildWeb(distDir);
  const assets = fs.readdirSync(path.join(distDir, 'assets'));
  const workerOf = (format: string) => {
    const name = assets.find((asset) => new RegExp(`^${format}\\.worker-[\\w-]{8}\\.js$`).test(asset));
    if (!name) throw new Error(`No ${format} worker in ${distDir}`);
    return `/assets/${name}`;
  };
  const { origin, close } = await serve(distDir);
  const runs: BrowserRun[] = [];
  try {
    for (const [writer, workerPath] of [
      ['none', NO_WRITER],
      ['csv', workerOf('csv')],
      ['xlsx', workerOf('xlsx')],
    ] as const) {
      log(`Chromium: ${writer}...`);
      const run = await runInBrowser(origin, workerPath, table);
      runs.push({
        writer,
        ms: Math.round(run.ms),
        progress: run.progress,
        postMs: Math.round(run.postMs),
        longestStallMs: Math.round(run.longestStallMs),
        startMB: Math.round((run.startKB * 1024) / 1e5) / 10,
        peakMB: Math.round((run.peakKB * 1024) / 1e5) / 10,
        fileMB: Math.round(run.bytes / 1e5) / 10,
      });
    }
  } finally {
    close();
    scratch?.remove();
  }
  return runs;
}
