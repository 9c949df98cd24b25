/**
 * `npm run bench:entry [-- options]`: what logging one week costs a person, two ways.
 *
 * On a fresh tenant, Playwright logs the same week (5 tasks × 5 workdays, one value per cell) twice:
 * once through My Timesheet's 'Add New Timesheet Entry' modal, once through the Overview's week
 * grid. Each way is driven as a person would drive it, and counts its own key presses and pointer
 * clicks; the browser's requests are counted as they go out. Wall time runs from the first
 * interaction until the last request of the last save has been answered. Both people had the same
 * five tasks last week, which the grid's "Copy last week's rows" brings back without hours.
 *
 * Counting: a key press, a chord (Ctrl+A) and each typed character are one keystroke; choosing in
 * a native select is two clicks (open it, pick the option). The estimate column applies the
 * keystroke-level model (Card, Moran and Newell): 0.2 s a keystroke, 1.2 s to point and click,
 * 0.4 s each time a hand moves between mouse and keyboard; it ignores thinking and reading.
 *
 * Targets, reported and not asserted: the grid takes at most 60 keystrokes, no pointer after its
 * first click, at most 30 s including every save, and at least 5× fewer interactions than the modal.
 *
 *   --keep           keep the temporary folder (its path is printed)
 *   CHROME_PATH      the browser (default CHROMIUM_PATH, as in the e2e suite, or /usr/bin/chromium)
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { API_PREFIX, api } from '@portal/contract';
import { addDays, format, startOfWeek } from 'date-fns';
import { portalCall } from '../tests/support.ts';
import {
  buildWeb,
  chromiumOptions,
  chromiumVersion,
  log,
  MACHINE_CPUS,
  markdownTable,
  scratchDir,
  signedInPage,
  signUpTenant,
  startPortal,
  utcMinute,
  type Portal,
} from './bench-support.ts';

const TARGETS = { gridKeystrokes: 60, gridClicks: 1, gridSeconds: 30, fewerInteractions: 5 };
/** Keystroke-level model operators, in seconds. */
const KLM = { keystroke: 0.2, pointAndClick: 1.2, homing: 0.4 };

/** The week logged: Depot's and Office's tasks, in the grid's order (project, then task, by name). */
const TASKS = [
  { project: 'Depot', task: 'Loading' },
  { project: 'Depot', task: 'Packing' },
  { project: 'Depot', task: 'Picking' },
  { project: 'Office', task: 'Planning' },
  { project: 'Office', task: 'Reporting' },
] as const;
/** Hours per task (rows) and workday Monday to Friday (columns): an 8-hour day each. */
const HOURS = [
  ['3', '2', '4', '1', '2'],
  ['2', '1.5', '1', '3', '2'],
  ['1', '2', '1', '2', '1'],
  ['1', '1.5', '1', '1', '2'],
  ['1', '1', '1', '1', '1'],
] as const;

const toIsoDate = (date: Date) => format(date, 'yyyy-MM-dd');
const sunday = startOfWeek(new Date(), { weekStartsOn: 0 });
/** Monday to Friday of the current week. */
const WORKDAYS = Array.from({ length: 5 }, (_, index) => toIsoDate(addDays(sunday, index + 1)));
const LAST_MONDAY = toIsoDate(addDays(sunday, -6));
const TODAY = toIsoDate(new Date());

/** What one way of logging the week cost. */
interface Tally {
  way: string;
  keystrokes: number;
  clicks: number;
  /** Moves of a hand between mouse and keyboard. */
  homings: number;
  /** Clicks after the first. */
  laterClicks: number;
  wallMs: number;
  requests: number;
  apiRequests: number;
}

/**
 * Drives `page` as a person and counts it: every key press and click goes through here. Requests
 * are counted from the first interaction on, and the run ends once the last one has been answered.
 */
class Person {
  keystrokes = 0;
  clicks = 0;
  homings = 0;
  private hand: 'keyboard' | 'mouse' | null = null;
  private started = 0;
  private lastAnswered = 0;
  private requests = 0;
  private apiRequests = 0;
  private readonly inFlight = new Set<unknown>();

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      if (!this.started) return;
      this.requests += 1;
      if (new URL(request.url()).pathname.startsWith(API_PREFIX)) this.apiRequests += 1;
      this.inFlight.add(request);
    });
    const answered = (request: unknown) => {
      if (!this.inFlight.delete(request)) return;
      this.lastAnswered = performance.now();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
  }

  private use(hand: 'keyboard' | 'mouse') {
    if (!this.started) this.started = performance.now();
    if (this.hand !== null && this.hand !== hand) this.homings += 1;
    this.hand = hand;
  }

  async click(target: { click: () => Promise<void> }) {
    this.use('mouse');
    this.clicks += 1;
    await target.click();
  }

  /** Chooses in a native select: open it, pick the option. */
  async choose(select: { selectOption: (option: { label: string }) => Promise<unknown> }, label: string) {
    this.use('mouse');
    this.clicks += 2;
    await select.selectOption({ label });
  }

  async press(key: string) {
    this.use('keyboard');
    this.keystrokes += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.use('keyboard');
    this.keystrokes += text.length;
    await this.page.keyboard.type(text);
  }

  /** Waits until every request is answered and none follows for a moment, then closes the tally. */
  async finish(way: string, firstClicks: number): Promise<Tally> {
    const quietMs = 500;
    for (;;) {
      const idleSince = this.inFlight.size === 0 ? Math.max(this.lastAnswered, this.started) : Infinity;
      if (performance.now() - idleSince >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      way,
      keystrokes: this.keystrokes,
      clicks: this.clicks,
      homings: this.homings,
      laterClicks: Math.max(0, this.clicks - firstClicks),
      wallMs: this.lastAnswered - this.started,
      requests: this.requests,
      apiRequests: this.apiRequests,
    };
  }
}

/** Logs the week entry by entry through 'Add New Timesheet Entry', pointing at each field. */
async function logThroughModal(page: Page, baseUrl: string): Promise<Tally> {
  await page.goto(`${baseUrl}/timesheet`);
  await page.getByRole('button', { name: 'Add Entry' }).waitFor();
  const person = new Person(page);
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  for (const [day, date] of WORKDAYS.entries()) {
    for (const [row, { project, task }] of TASKS.entries()) {
      await person.click(page.getByRole('button', { name: 'Add Entry' }));
      await person.choose(modal.getByLabel('Project', { exact: true }), project);
      await person.choose(modal.getByLabel('Task', { exact: true }), task);
      // The date starts as today; any other day is typed over it.
      if (date !== TODAY) {
        await person.click(modal.getByLabel('Date', { exact: true }));
        await person.press('ControlOrMeta+a');
        await person.type(date);
        await person.press('Tab');
      }
      await person.click(modal.getByLabel('Hours'));
      await person.type(HOURS[row]![day]!);
      await person.click(modal.getByRole('button', { name: 'Add Entry' }));
      await modal.waitFor({ state: 'hidden' });
    }
  }
  return person.finish("'Add New Timesheet Entry' modal", 0);
}

/**
 * Logs the week in the grid: one click on "Copy last week's rows", then the keyboard alone: the
 * arrow to Monday, and each day's hours typed down the column, Enter after each (the last row's
 * Enter goes on to the top of the next day).
 */
async function logThroughGrid(page: Page, baseUrl: string): Promise<Tally> {
  await page.goto(`${baseUrl}/timesheet-overview`);
  await page.getByRole('button', { name: "Copy last week's rows" }).waitFor();
  const person = new Person(page);
  await person.click(page.getByRole('button', { name: "Copy last week's rows" }));
  const sundayCell = page.getByRole('textbox', {
    name: `Hours for ${TASKS[0].task} on ${toIsoDate(sunday)}`,
    exact: true,
  });
  await sundayCell.waitFor();
  await page.waitForFunction(() =>
    document.activeElement?.getAttribute('aria-label')?.startsWith('Hours for'),
  );
  await person.press('ArrowRight');
  for (const day of WORKDAYS.keys()) {
    for (const row of TASKS.keys()) {
      await person.type(HOURS[row]![day]!);
      await person.press('Enter');
    }
  }
  return person.finish('Week grid', 1);
}

/** Checks that the user's week on the server holds exactly the hours logged. */
async function expectWeekLogged(page: Page, taskIds: Map<string, string>) {
  const { entries } = await portalCall(page, api.timesheet.getTimeEntriesOverview, {
    startDate: WORKDAYS[0],
    endDate: WORKDAYS[4],
  });
  const logged = new Map<string, number>();
  for (const entry of entries as { taskId: string; date: string; hours: number }[]) {
    const key = `${entry.taskId}:${entry.date}`;
    logged.set(key, (logged.get(key) ?? 0) + entry.hours);
  }
  const problems: string[] = [];
  for (const [row, { task }] of TASKS.entries()) {
    for (const [day, date] of WORKDAYS.entries()) {
      const key = `${taskIds.get(task)}:${date}`;
      const expected = Number(HOURS[row]![day]);
      if (logged.get(key) !== expected) problems.push(`${task} ${date}: ${logged.get(key)} ≠ ${expected}`);
      logged.delete(key);
    }
  }
  if (logged.size > 0) problems.push(`${logged.size} cells more than logged`);
  if (problems.length > 0) throw new Error(`The week was not logged as typed: ${problems.join('; ')}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const estimate = (tally: Tally) =>
  tally.keystrokes * KLM.keystroke + tally.clicks * KLM.pointAndClick + tally.homings * KLM.homing;

async function main() {
  const dir = scratchDir('entry');
  const password = crypto.randomBytes(12).toString('base64url');
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  try {
    const distDir = path.join(dir.path, 'dist');
    buildWeb(distDir);
    portal = await startPortal(path.join(dir.path, 'data'), distDir);
    const baseUrl = portal.url;

    log('A fresh tenant: its Admin logs through the modal, a User through the grid...');
    const tag = crypto.randomBytes(4).toString('hex');
    const admin = { firstName: 'Mo', lastName: 'Modal', email: `mo.${tag}@bench.example`, password };
    await signUpTenant(baseUrl, admin);
    const browserOptions = await chromiumOptions();
    browser = await chromium.launch(browserOptions);
    const modalPage = await signedInPage(browser, baseUrl, admin);
    const gridEmail = `gil.${tag}@bench.example`;
    const { id: gridUserId } = await portalCall(modalPage, api.users.addNewUser, {
      name: 'Gil Grid',
      email: gridEmail,
      password,
      role: 'User',
    });
    const taskIds = new Map<string, string>();
    for (const project of new Set(TASKS.map((row) => row.project))) {
      const { id: projectId } = await portalCall(modalPage, api.projects.addProject, {
        name: project,
        description: `${project} work`,
      });
      for (const { task } of TASKS.filter((row) => row.project === project)) {
        const { id: taskId } = await portalCall(modalPage, api.tasks.addTask, { title: task, projectId });
        taskIds.set(task, taskId);
        // Last week both people worked on each task once.
        for (const userId of [undefined, gridUserId]) {
          await portalCall(modalPage, api.timesheet.addTimeEntry, {
            ...(userId ? { userId } : {}),
            projectId,
            taskId,
            date: LAST_MONDAY,
            hours: 1,
            description: '',
          });
        }
      }
    }
    const gridPage = await signedInPage(browser, baseUrl, { email: gridEmail, password });

    log('Logging the week through the modal...');
    const modal = await logThroughModal(modalPage, baseUrl);
    await expectWeekLogged(modalPage, taskIds);
    log('Logging the week through the grid...');
    const grid = await logThroughGrid(gridPage, baseUrl);
    await expectWeekLogged(gridPage, taskIds);

    const interactions = (tally: Tally) => tally.keystrokes + tally.clicks;
    const fewer = interactions(modal) / interactions(grid);
    const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const out: string[] = [];
    out.push(`Entry benchmark, ${utcMinute()}`);
    out.push(`Machine: ${MACHINE_CPUS}; ${chromiumVersion(browserOptions.executablePath)}`);
    out.push(
      `One week, ${TASKS.length} tasks × ${WORKDAYS.length} days (${WORKDAYS[0]} to ${WORKDAYS[4]}), one value per cell, on a fresh tenant; both ways checked against the server afterwards.`,
    );
    out.push('');
    const header = [
      'Way',
      'Keystrokes',
      'Clicks',
      'Interactions',
      'Wall time',
      'Requests (API)',
      'KLM estimate',
    ];
    const rows = [modal, grid].map((tally) => [
      tally.way,
      String(tally.keystrokes),
      String(tally.clicks),
      String(interactions(tally)),
      seconds(tally.wallMs),
      `${tally.requests} (${tally.apiRequests})`,
      seconds(estimate(tally) * 1000),
    ]);
    out.push(...markdownTable(header, rows));
    out.push('');
    out.push('Targets for the grid:');
    out.push(
      `  keystrokes ≤ ${TARGETS.gridKeystrokes}: ${grid.keystrokes}, ${met(grid.keystrokes <= TARGETS.gridKeystrokes)}`,
    );
    out.push(
      `  no pointer after the first click: ${grid.laterClicks} later clicks, ${met(grid.clicks <= TARGETS.gridClicks)}`,
    );
    const personMs = estimate(grid) * 1000;
    out.push(
      `  ≤ ${TARGETS.gridSeconds} s including every save: ${seconds(grid.wallMs)} at Playwright's speed, ${seconds(personMs)} estimated for a person, ${met(Math.max(grid.wallMs, personMs) <= TARGETS.gridSeconds * 1000)}`,
    );
    out.push(
      `  ≥ ${TARGETS.fewerInteractions}× fewer interactions than the modal: ${fewer.toFixed(1)}×, ${met(fewer >= TARGETS.fewerInteractions)}`,
    );
    console.log(out.join('\n'));
  } finally {
    await browser?.close();
    await portal?.stop();
    dir.remove();
  }
}

await main();
