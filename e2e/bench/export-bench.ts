/**
 * `npm run bench:export [-- --rows 100000]`: time and peak memory of writing a large table export,
 * as the Reports, Review and Overview screens' workers write it, with the app's own writers
 * (apps/web/src/lib/export) on Node.
 *
 * Two shapes of table are written in each format:
 *   report  Project, User, Hours, with a subtotal after each project (the Reports screen, two levels)
 *   week    User, Status, Project, Task, seven days and Total (the Review's export, the widest)
 *
 * Each run is a child process of its own, so that its peak resident memory (maxRSS) is its own.
 * Columns: `start` is the child's resident memory with Node and the writers loaded; `table` is with
 * the table made too, which a screen already holds in memory when it exports (the server's answer);
 * `peak` is the most it held at any time; `writer` is peak less table, what writing the file added.
 *
 * `--browser` then runs the CSV and Excel workers as built, in Chromium (see export-browser.ts):
 * `post` is the page's time to hand the table to the worker, `stall` the page's longest stall while
 * the worker wrote, `start` and `peak` the renderer's resident memory with the table in the page
 * and at most while the worker wrote, and `writer` that peak less the peak of a worker that only
 * receives the table.
 */
import { spawnSync } from 'node:child_process';
import type { ExportRow, ExportTable } from '@portal/export';
import { option } from './bench-support.ts';

const FORMATS = ['csv', 'xlsx', 'pdf'] as const;
const SHAPES = ['report', 'week'] as const;
type Format = (typeof FORMATS)[number];
type Shape = (typeof SHAPES)[number];

const DAYS = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
];
/** Hours in hundredths, varied but repeatable. */
const hoursOf = (index: number) => ((index * 37) % 800) / 100;

/** A report of `rows` rows: 500 people on each project, and each project's subtotal. */
function reportTable(rows: number): ExportTable {
  const body: ExportRow[] = [];
  let total = 0;
  let subtotal = 0;
  for (let index = 0; index < rows; index++) {
    const project = `Project ${String(Math.floor(index / 500)).padStart(4, '0')}`;
    const hours = hoursOf(index);
    body.push({ cells: [project, `Person ${index % 500} Lastname`, hours] });
    subtotal += Math.round(hours * 100);
    if (index % 500 === 499 || index === rows - 1) {
      body.push({ cells: [`${project} Total`, '', subtotal / 100], isSubtotal: true });
      total += subtotal;
      subtotal = 0;
    }
  }
  return {
    title: 'Timesheet Report',
    details: ['Period: 2026-01-01 to 2026-12-31', 'Grouped by: Project, then User', 'Filters: none'],
    columns: [
      { header: 'Project', kind: 'text' },
      { header: 'User', kind: 'text' },
      { header: 'Hours', kind: 'hours' },
    ],
    rows: body,
    total: ['Total', '', total / 100],
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A Review week of `rows` task rows across 500 people, as the web's weekExportTable lays it out in
 * English (that module words its headers through the app's catalogs, which only Vite can load).
 */
function weekTable(rows: number): ExportTable {
  const dayTotals = DAYS.map(() => 0);
  const body: ExportRow[] = Array.from({ length: rows }, (_, index) => {
    const days = DAYS.map((_, day) => (day === 0 || day === 6 ? 0 : hoursOf(index + day)));
    days.forEach((hours, day) => {
      dayTotals[day]! += Math.round(hours * 100);
    });
    const total = days.reduce((sum, hours) => sum + Math.round(hours * 100), 0) / 100;
    return {
      cells: [
        `Person ${index % 500} Lastname`,
        'Submitted',
        `Project ${index % 37}`,
        `Task ${index % 11}`,
        ...days,
        total,
      ],
    };
  });
  const weekTotal = dayTotals.reduce((sum, centihours) => sum + centihours, 0);
  return {
    title: 'Timesheet Review',
    details: ['Week: 2026-11-22 to 2026-11-28', 'Filters: none'],
    columns: [
      ...['User', 'Status', 'Project', 'Task'].map((header) => ({ header, kind: 'text' as const })),
      ...DAYS.map((date, day) => ({ header: `${WEEKDAYS[day]} ${date}`, kind: 'hours' as const })),
      { header: 'Total', kind: 'hours' },
    ],
    rows: body,
    total: ['Total', '', '', '', ...dayTotals.map((centihours) => centihours / 100), weekTotal / 100],
  };
}

const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** Each child loads only the writer it runs, as each format's worker does in the browser. */
async function writerOf(format: Format): Promise<(table: ExportTable) => Blob> {
  switch (format) {
    case 'csv':
      return (await import('@portal/export')).tableCsvBlob;
    case 'xlsx':
      return (await import('../../apps/web/src/lib/export/xlsx.ts')).tableXlsx;
    case 'pdf':
      return (await import('@portal/export/pdf')).tablePdf;
  }
}

/** One run, in this process: writes the file and prints what it took as JSON. */
async function runOne(format: Format, shape: Shape, rows: number) {
  const write = await writerOf(format);
  const start = process.memoryUsage().rss;
  const table = shape === 'report' ? reportTable(rows) : weekTable(rows);
  const withTable = process.memoryUsage().rss;
  const started = performance.now();
  const blob = write(table);
  const bytes = (await blob.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  const peak = process.resourceUsage().maxRSS * 1024;
  const result = {
    format,
    shape,
    rows: table.rows.length,
    ms: Math.round(ms),
    startMB: megabytes(start),
    tableMB: megabytes(withTable),
    peakMB: megabytes(peak),
    writerMB: megabytes(peak - withTable),
    fileMB: megabytes(bytes),
  };
  console.log(JSON.stringify(result));
}

async function main() {
  const rows = Number(option('rows', '100000'));
  const format = option('format', '');
  const shape = option('shape', '');
  if (format && shape) {
    await runOne(format as Format, shape as Shape, rows);
    return;
  }
  console.error(`Writing ${rows.toLocaleString('en')}-row exports (Node ${process.version})…`);
  console.log(
    `${'format'.padEnd(6)} ${'table'.padEnd(7)} ${'rows'.padStart(8)} ${'time'.padStart(9)} ${'start'.padStart(10)} ${'table'.padStart(10)} ${'peak'.padStart(10)} ${'writer'.padStart(10)} ${'file'.padStart(8)}`,
  );
  for (const currentShape of SHAPES) {
    for (const currentFormat of FORMATS) {
      const child = spawnSync(
        process.execPath,
        [
          ...process.execArgv,
          import.meta.filename,
          '--format',
          currentFormat,
          '--shape',
          currentShape,
          '--rows',
          String(rows),
        ],
        { encoding: 'utf8', maxBuffer: 1e6 },
      );
      if (child.status !== 0) throw new Error(`${currentFormat} ${currentShape} failed:\n${child.stderr}`);
      const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!);
      const mb = (value: number, width: number) => `${value} MB`.padStart(width);
      console.log(
        `${result.format.padEnd(6)} ${result.shape.padEnd(7)} ${String(result.rows).padStart(8)} ${`${(result.ms / 1000).toFixed(2)} s`.padStart(9)} ${mb(result.startMB, 10)} ${mb(result.tableMB, 10)} ${mb(result.peakMB, 10)} ${mb(result.writerMB, 10)} ${mb(result.fileMB, 8)}`,
      );
    }
  }
  if (process.argv.includes('--browser')) await printBrowserRuns(rows);
}

/** The CSV and Excel workers in Chromium on the week table (see export-browser.ts). */
async function printBrowserRuns(rows: number) {
  const { browserRuns } = await import('./export-browser.ts');
  const runs = await browserRuns(weekTable(rows));
  const baseline = runs.find((run) => run.writer === 'none')!;
  console.log(`\nChromium, week table of ${rows.toLocaleString('en')} rows, in the built workers:`);
  console.log(
    `${'writer'.padEnd(6)} ${'time'.padStart(9)} ${'progress'.padStart(8)} ${'post'.padStart(8)} ${'stall'.padStart(8)} ${'start'.padStart(10)} ${'peak'.padStart(10)} ${'writer'.padStart(10)} ${'file'.padStart(8)}`,
  );
  for (const run of runs) {
    const share = run.writer === 'none' ? '' : `${Math.round((run.peakMB - baseline.peakMB) * 10) / 10} MB`;
    console.log(
      `${run.writer.padEnd(6)} ${`${(run.ms / 1000).toFixed(2)} s`.padStart(9)} ${String(run.progress).padStart(8)} ${`${run.postMs} ms`.padStart(8)} ${`${run.longestStallMs} ms`.padStart(8)} ${`${run.startMB} MB`.padStart(10)} ${`${run.peakMB} MB`.padStart(10)} ${share.padStart(10)} ${`${run.fileMB} MB`.padStart(8)}`,
    );
  }
}

await main();
