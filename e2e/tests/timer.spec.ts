import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, isoDate, logTime, weekRow } from './timesheet-support.ts';

const runningTimer = (page: Page) => page.getByRole('group', { name: 'Running timer' });
const startButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Start timer' });

/** Starts the header's timer from the keyboard: a project and a task found by typing, then a description. */
async function startTimerByKeyboard(page: Page, project: string, task: string, description: string) {
  await startButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeFocused();
  await page.keyboard.type(project);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Task' })).toBeFocused();
  await page.keyboard.type(task);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type(description);
  await page.keyboard.press('Enter');
}

/** What a tab does when it comes back into view: its timer is read again. */
async function returnToTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

test('a timer started in one tab runs through a reload and is stopped in another', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await createProject(page, 'Apollo', ['Design', 'Build']);
  await page.reload();

  // The timer starts from the header, from the keyboard, and takes the keyboard to Stop
  await startTimerByKeyboard(page, 'apo', 'des', 'Loading bay layout');
  await expect(page.getByText('Timer started')).toBeVisible();
  const timer = runningTimer(page);
  await expect(timer.getByRole('timer')).toHaveText(/^0:00:0\d$/);
  await expect(timer).toContainText('Design');
  await expect(timer.getByRole('button', { name: 'Stop timer' })).toBeFocused();

  // It ticks, and the page title shows the running time
  const shown = await timer.getByRole('timer').textContent();
  await expect(timer.getByRole('timer')).not.toHaveText(shown!);
  await expect(page).toHaveTitle(/^0:00:\d\d · Design · Timesheet$/);

  // The server holds it, so it survives a reload
  await page.reload();
  await expect(runningTimer(page)).toContainText('Design');

  // A second tab of the same browser, signed in by the provider's session, shows it and stops it
  const other = await page.context().newPage();
  await other.goto('/signin');
  await expect(other).toHaveURL(/\/timesheet$/, { timeout: 15_000 });
  await expect(runningTimer(other)).toContainText('Design');
  await runningTimer(other).getByRole('button', { name: 'Stop timer' }).click();
  await expect(other.getByText('Time entry added successfully')).toBeVisible();
  await expect(startButton(other)).toBeFocused();
  await expect(other).toHaveTitle('Timesheet');
  const entry = other.getByRole('article', { name: 'Apollo' });
  await expect(entry).toContainText('Loading bay layout');
  await expect(entry).toContainText(isoDate(new Date()));

  // The first tab learns of it when it comes back into view
  await returnToTab(page);
  await expect(runningTimer(page)).toHaveCount(0);
  await expect(startButton(page)).toBeVisible();
  await expect(page).toHaveTitle('Timesheet');
  await other.close();
});

test("a time entry's card starts the timer on its task, and stopping it updates the Overview", async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const today = isoDate(new Date());
  await logTime(page, apollo, 'Build', '2026-01-05', 2);
  await page.reload();

  // The card's Continue reuses its project and task
  await page.getByRole('article', { name: 'Apollo' }).getByRole('button', { name: 'Continue' }).click();
  await expect(runningTimer(page)).toContainText('Build');

  // Stopping it on the Overview shows the new hours today at once
  await page.goto('/timesheet-overview');
  await expect(weekRow(page, 'Build')).toHaveCount(0);
  await runningTimer(page).getByRole('button', { name: 'Stop timer' }).click();
  await expect(page.getByText('Time entry added successfully')).toBeVisible();
  const cell = page.getByRole('textbox', { name: `Hours for Build on ${today}` });
  await expect(cell).toHaveValue(/^0\.0\d$/);

  // Discarding a timer asks first and logs nothing
  await page.goto('/timesheet');
  await page
    .getByRole('article', { name: 'Apollo' })
    .first()
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(runningTimer(page)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await runningTimer(page).getByRole('button', { name: 'Discard timer' }).click();
  await expect(page.getByText('Timer discarded')).toBeVisible();
  await expect(runningTimer(page)).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('the timer has no serious accessibility violations in either theme', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await createProject(page, 'Apollo', ['Design']);
  await page.reload();

  for (const theme of ['light', 'dark']) {
    await page.goto('/timesheet');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }

    // The start panel with its project list open
    await startButton(page).click();
    await expect(page.getByRole('option', { name: 'Apollo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The running timer
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Design' })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(runningTimer(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await runningTimer(page).getByRole('button', { name: 'Discard timer' }).click();
    await expect(startButton(page)).toBeVisible();
  }
});
