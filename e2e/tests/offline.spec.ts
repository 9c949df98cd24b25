import { expect, test, type Page } from '@playwright/test';
import { api, type TimeEntry } from '@portal/contract';
import { installApp, OFFLINE_STATUS } from './pwa-support.ts';
import { portalCall, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, logTime } from './timesheet-support.ts';

// A phone the size of an iPhone 13, in Chromium.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** How far behind the server's clock the phone's runs: the timer started offline is that old when stopped. */
const PHONE_BEHIND_MS = 30 * 60 * 1000;

const runningTimer = (page: Page) => page.getByRole('group', { name: 'Running timer' });
/** The toast that says a change made offline is kept on the phone. */
const keptToast = (page: Page) => page.getByText('Kept on this device. It will be sent when you are online.');
const waiting = (page: Page) => page.getByRole('status').filter({ hasText: /waiting to be sent/ });

/** The signed-in person's entries of `date`, read back through the API. */
async function entriesOf(page: Page, date: string): Promise<TimeEntry[]> {
  const { data } = await portalCall(page, api.timesheet.getTimeEntries, {});
  return (data as TimeEntry[]).filter((entry) => entry.date === date);
}

const hoursOn = (entries: TimeEntry[], task: string) =>
  entries.filter((entry) => entry.taskName === task).map((entry) => entry.hours);

/** Whether the screens' answers kept for offline use hold every one of `texts` yet (they are written a second after a change). */
function keptScreensHold(page: Page, ...texts: string[]): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const opened = indexedDB.open('portal-screens');
        opened.onsuccess = () => {
          const all = opened.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => {
            const kept = JSON.stringify(all.result);
            resolve(wanted.every((text) => kept.includes(text)));
          };
          all.onerror = () => resolve(false);
        };
        opened.onerror = () => resolve(false);
      }),
    texts,
  );
}

/** Adds an entry through My Timesheet's modal, today's date as it opens with. */
async function addEntry(page: Page, project: string, task: string, hours: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await modal.getByLabel('Project', { exact: true }).selectOption({ label: project });
  await modal.getByLabel('Task', { exact: true }).selectOption({ label: task });
  await modal.getByLabel('Hours').fill(hours);
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(modal).toBeHidden();
}

test('a day logged and a timer started without a network are saved exactly once when it returns; a refused change waits under Not saved until discarded', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await createProject(page, 'Depot', ['Picking', 'Loading']);
  const yard = await createProject(page, 'Yard', ['Sorting']);
  // The phone's clock runs half an hour behind: its day is the one the entries land on.
  await page.clock.setSystemTime(new Date(Date.now() - PHONE_BEHIND_MS));
  const day = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  await logTime(page, yard, 'Sorting', day, 1);

  // Installed: a service worker controls the page, and a load under it keeps the app shell
  await installApp(page);
  await expect(page.getByRole('article', { name: 'Yard' })).toBeVisible();

  // The entry form lists what it last read: open it once online, with the tasks of Depot
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await modal.getByLabel('Project', { exact: true }).selectOption({ label: 'Depot' });
  await expect(modal.getByLabel('Task', { exact: true })).toBeEnabled();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // Offline, two entries and a timer start are kept on the phone and shown at once
  await context.setOffline(true);
  await addEntry(page, 'Depot', 'Picking', '3');
  await expect(keptToast(page)).toBeVisible();
  await expect(waiting(page)).toHaveText('1 change waiting to be sent');
  await addEntry(page, 'Depot', 'Loading', '2.5');
  await page.getByRole('article', { name: 'Yard' }).getByRole('button', { name: 'Continue' }).click();
  await expect(runningTimer(page)).toContainText('0:00:0');
  await expect(waiting(page)).toHaveText('3 changes waiting to be sent');
  await expect(page.getByRole('article', { name: 'Depot' })).toHaveCount(2);

  // Reloaded with no network, the app opens from the worker's cache, marked offline, and shows
  // what it last read, the kept entries and the running timer included
  // The second entry, and the timer started after it
  await expect
    .poll(() => keptScreensHold(page, '"hours":2.5', '"startedAt"'), { timeout: 10_000 })
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_STATUS })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Depot' })).toHaveCount(2);
  await expect(runningTimer(page)).toBeVisible();
  await expect(waiting(page)).toHaveText('3 changes waiting to be sent');

  // The network returns: the outbox empties, and each change was made once
  await context.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 20_000 });
  let entries = await entriesOf(page, day);
  expect(hoursOn(entries, 'Picking')).toEqual([3]);
  expect(hoursOn(entries, 'Loading')).toEqual([2.5]);
  const { timer } = await portalCall(page, api.timesheet.getTimer, {});
  expect(timer).toMatchObject({ projectId: yard.projectId, taskId: yard.taskIds.Sorting, date: day });

  // Stopped online, the timer started offline logs the half hour since the phone's start
  await runningTimer(page).getByRole('button', { name: 'Stop timer' }).click();
  await expect(page.getByText('Time entry added successfully')).toBeVisible();
  await expect.poll(async () => hoursOn(await entriesOf(page, day), 'Sorting').length).toBe(2);
  const [timed] = hoursOn(await entriesOf(page, day), 'Sorting').filter((hours) => hours !== 1);
  expect(timed).toBeGreaterThanOrEqual(0.49);
  expect(timed).toBeLessThanOrEqual(0.55);

  // Offline again, 20 hours more that day; the server refuses them on arrival (a day holds 24)
  await context.setOffline(true);
  await addEntry(page, 'Depot', 'Picking', '20');
  await expect(waiting(page)).toHaveText('1 change waiting to be sent');

  // Signing out meanwhile asks first: the change would wait for this person's next sign-in. On a
  // phone the toast that said so lies over the header's menu: a click would land on it, and the
  // pointer resting there would hold it open.
  await expect(keptToast(page)).toBeHidden();
  await page.getByRole('button', { name: person.firstName, exact: false }).click();
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect(question).toBe(
    '1 change made on this device is not saved yet. It stays on this device and is sent when you sign in again. Sign out?',
  );
  await page.keyboard.press('Escape');
  await expect(waiting(page)).toHaveText('1 change waiting to be sent');
  await context.setOffline(false);
  const notSaved = page.getByRole('button', { name: 'Not saved: 1 change' });
  await expect(notSaved).toBeVisible({ timeout: 20_000 });
  await expect(waiting(page)).toBeHidden();

  // 'Not saved' says what the change was and why the server refused it
  await notSaved.click();
  const list = page.getByRole('dialog', { name: 'Not saved' });
  const item = list.getByRole('listitem');
  await expect(item).toContainText('20 h on Depot › Picking');
  await expect(item).toContainText(
    new RegExp(`hours: ${day} would have [\\d.]+ hours; a day holds at most 24`),
  );

  // Discard asks first, and then the change is gone, on the phone and on the server
  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: 'Discard' }).click();
  await expect(list.getByText('Nothing is left to fix.')).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(notSaved).toBeHidden();
  entries = await entriesOf(page, day);
  expect(hoursOn(entries, 'Picking')).toEqual([3]);
});
