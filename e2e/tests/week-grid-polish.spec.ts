import { expect, test, type Page, type Response } from '@playwright/test';
import { api } from '@portal/contract';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';
import { createProject, hoursInput, logTime, weekOfToday, weekRow } from './timesheet-support.ts';

const problem = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** Answers every browser dialog with OK from now on. */
const acceptDialogs = (page: Page) =>
  page.on('dialog', (dialog) => {
    void dialog.accept();
  });

test('empty cells are blank while the totals show 0, and typing and clearing still save', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const [sunday, monday, tuesday] = weekOfToday();
  await logTime(page, apollo, 'Design', monday!, 3);
  await page.goto('/timesheet-overview');

  // A task's empty days are blank, with no placeholder; the project's days and every total keep their numbers
  await expect(weekRow(page, 'Design').getByRole('cell')).toHaveText(['', '3', '', '', '', '', '', '3']);
  await expect(weekRow(page, 'Apollo').getByRole('cell')).toHaveText([
    '0',
    '3',
    '0',
    '0',
    '0',
    '0',
    '0',
    '3',
  ]);
  await expect(hoursInput(page, 'Design', sunday!)).toHaveValue('');
  await expect(hoursInput(page, 'Design', sunday!)).not.toHaveAttribute('placeholder');

  // Typing into a blank cell saves its hours
  await hoursInput(page, 'Design', tuesday!).focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(weekRow(page, 'Design').getByRole('cell')).toHaveText(['', '3', '2', '', '', '', '', '5']);

  // Clearing a cell removes its hours once confirmed, and leaves it blank
  acceptDialogs(page);
  await hoursInput(page, 'Design', monday!).focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(weekRow(page, 'Design').getByRole('cell')).toHaveText(['', '', '2', '', '', '', '', '2']);
  await expect(weekRow(page, 'Apollo').getByRole('cell')).toHaveText([
    '0',
    '0',
    '2',
    '0',
    '0',
    '0',
    '0',
    '2',
  ]);
  await page.reload();
  await expect(weekRow(page, 'Design').getByRole('cell')).toHaveText(['', '', '2', '', '', '', '', '2']);
});

test('a refusal under the grid stays until a later change is saved', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const [, monday, tuesday, wednesday, thursday, , saturday] = weekOfToday();
  await logTime(page, apollo, 'Build', wednesday!, 23);
  await logTime(page, apollo, 'Design', saturday!, 1);
  await page.goto('/timesheet-overview');

  // More than a day in a cell is refused in place
  await hoursInput(page, 'Design', monday!).focus();
  await page.keyboard.type('30');
  await page.keyboard.press('Tab');
  await expect(problem(page)).toHaveText(`Design on ${monday}: Hours must be at most 24`);

  // The next change saved clears it
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(hoursInput(page, 'Design', tuesday!)).toHaveValue('2');
  await expect(problem(page)).toHaveCount(0);

  // The server refuses a day past 24 hours; its answer comes after the next cell was typed
  const saveOf = (date: string) => (response: Response) =>
    response.url().endsWith(api.timesheet.setDayHours.path) &&
    (response.request().postDataJSON() as { date: string }).date === date;
  await page.route(`**${api.timesheet.setDayHours.path}`, async (route) => {
    if ((route.request().postDataJSON() as { date: string }).date === wednesday) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await route.continue();
  });
  let thursdayAnswered = false;
  const thursdaySaved = page.waitForResponse((response) => {
    thursdayAnswered ||= saveOf(thursday!)(response);
    return thursdayAnswered;
  });
  const readAfterwards = page.waitForResponse(
    (response) => thursdayAnswered && response.url().endsWith(api.timesheet.getTimeEntriesOverview.path),
  );
  await hoursInput(page, 'Design', wednesday!).focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');

  // The refusal shows, and the save typed before it came does not clear it
  await expect(problem(page)).toHaveText(
    `Not saved: Design on ${wednesday}: hours: ${wednesday} would have 25 hours; a day holds at most 24`,
  );
  expect((await thursdaySaved).ok()).toBe(true);
  await readAfterwards;
  await expect(hoursInput(page, 'Design', thursday!)).toHaveValue('1');
  await expect(problem(page)).toHaveCount(1);

  // A change typed after it is saved, and clears it
  await hoursInput(page, 'Design', tuesday!).focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(problem(page)).toHaveCount(0);
  await expect(weekRow(page, 'Design').getByRole('cell').last()).toHaveText('5');
});

/** Expects each of the header's buttons and links to be whole within a `width` pixel wide screen. */
async function expectHeaderOnScreen(page: Page, width: number) {
  const controls = page.getByRole('banner').locator('button, a');
  await expect(controls.first()).toBeVisible();
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const what = await control.evaluate(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    expect(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(width);
  }
}

test.describe('on a 390 pixel wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every header control is whole on the screen and named for what it does', async ({
    page,
    request,
  }) => {
    const person = await signUpViaApi(request, { ...newPerson('Maximiliana'), lastName: 'Longname' });
    await signInViaUi(page, person);
    const apollo = await createProject(page, 'Apollo', ['Design']);
    await page.goto('/timesheet-overview');
    const header = page.getByRole('banner');

    // The icon buttons say what they do, and none is squeezed
    await expectHeaderOnScreen(page, 390);
    for (const name of ['Toggle Sidebar', 'Search', 'Start timer', 'Notifications']) {
      const box = (await header.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
    // On a phone the theme and the suite link live in the user menu, to leave the line to the rest
    await header.getByRole('button', { name: 'Maximiliana' }).click();
    await expect(page.getByRole('button', { name: 'Toggle theme', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logistics suite (opens in a new tab)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);

    // A narrower phone still shows them all
    await page.setViewportSize({ width: 360, height: 800 });
    await expectHeaderOnScreen(page, 360);
    await page.setViewportSize({ width: 390, height: 844 });

    // A running timer takes more room, and still pushes nothing off the screen
    await portalCall(page, api.timesheet.startTimer, {
      projectId: apollo.projectId,
      taskId: apollo.taskIds.Design,
      description: '',
      date: weekOfToday()[new Date().getDay()]!,
    });
    await page.reload();
    await expect(header.getByRole('group', { name: 'Running timer' })).toBeVisible();
    await expectHeaderOnScreen(page, 390);
    for (const name of ['Stop timer', 'Discard timer', 'Search', 'Notifications']) {
      await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
    }

    // The sidebar button opens the menu
    await header.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });
});
