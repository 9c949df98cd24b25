import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { signInOnOwnBrowser } from './people-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
  type Person,
} from './support.ts';
import { createProject, dayHeading, isoDate, logTime, rangeLabel, weekOfToday } from './timesheet-support.ts';

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The grid row headed `name`. */
const gridRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Expects a grid row's seven day cells and its total, then the Review's Status cell if given. */
async function expectHours(page: Page, name: string, days: number[], status?: string) {
  const total = days.reduce((sum, hours) => sum + hours, 0);
  const cells = [...days, total].map(String);
  await expect(gridRow(page, name).getByRole('cell')).toHaveText(
    status === undefined ? cells : [...cells, status],
  );
}

/** Expects an Overview task row's seven days, an empty day blank, and its total. */
async function expectTaskHours(page: Page, name: string, days: number[]) {
  const total = days.reduce((sum, hours) => sum + hours, 0);
  const cells = [...days.map((hours) => (hours === 0 ? '' : String(hours))), String(total)];
  await expect(gridRow(page, name).getByRole('cell')).toHaveText(cells);
}

test('an entry is added through the modal, which checks what it needs', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await createProject(page, 'Apollo', ['Design', 'Build']);
  await createProject(page, 'Zephyr', ['Audit']);
  await page.reload();

  // The list starts empty
  await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible();
  await expect(page.getByText('No time entries yet')).toBeVisible();

  // Add Entry opens the modal, dated today, with the task waiting for a project
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Date', { exact: true })).toHaveValue(isoDate(new Date()));
  await expect(modal.getByLabel('Task', { exact: true })).toBeDisabled();

  // Sending it empty asks for the required fields
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill all required fields');

  // Choosing a project enables the task; another project clears it
  await modal.getByLabel('Project', { exact: true }).selectOption({ label: 'Apollo' });
  await expect(modal.getByLabel('Task', { exact: true })).toBeEnabled();
  await modal.getByLabel('Task', { exact: true }).selectOption({ label: 'Design' });
  await modal.getByLabel('Project', { exact: true }).selectOption({ label: 'Zephyr' });
  await expect(modal.getByLabel('Task', { exact: true })).toHaveValue('');

  // Without a task, and then with zero hours, the form still asks for the required fields
  await modal.getByLabel('Hours').fill('2');
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill all required fields');
  await modal.getByLabel('Task', { exact: true }).selectOption({ label: 'Audit' });
  await modal.getByLabel('Hours').fill('0');
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill all required fields');

  // A date that does not exist is refused as typed, and the field lets go of the date it held
  const date = modal.getByLabel('Date', { exact: true });
  await date.click();
  await date.press('ControlOrMeta+a');
  await date.pressSequentially('2026-02-30');
  await date.press('Tab');
  await expect(modal.getByText('Date input not valid.')).toBeVisible();
  await expect(date).toHaveValue('');
  await expect(modal).toBeVisible();

  // So does one typed and left with Escape, which closes the calendar but keeps the focus
  await date.fill('2026-02-27');
  await date.press('ControlOrMeta+a');
  await date.pressSequentially('2026-13-01');
  await date.press('Escape');
  await expect(modal.getByText('Date input not valid.')).toBeVisible();
  await expect(date).toHaveValue('');
  await expect(modal).toBeVisible();

  // A real date clears the message
  await date.fill('2026-02-27');
  await date.press('Tab');
  await expect(date).toHaveValue('2026-02-27');
  await expect(modal.getByText('Date input not valid.')).toHaveCount(0);

  // A complete entry is added, the modal closes and the list shows it
  await modal.getByLabel('Hours').fill('2.5');
  await modal.getByLabel('Description').fill('Quarterly audit of the loading bay');
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(page.getByText('Time entry added successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  const card = page.getByRole('article', { name: 'Zephyr' });
  await expect(card).toContainText('Audit');
  await expect(card).toContainText('Quarterly audit of the loading bay');
  await expect(card).toContainText('2026-02-27');
  await expect(card).toContainText('2.5');
  await expect(card).toContainText(fullName(person));

  // Cancel closes a fresh modal without adding anything
  await page.getByRole('button', { name: 'Add Entry' }).click();
  await expect(modal.getByLabel('Project', { exact: true })).toHaveValue('');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('a refused entry says it failed', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design']);
  await logTime(page, apollo, 'Design', isoDate(new Date()), 23);
  await page.reload();

  // A day holds at most 24 hours, so one more 2-hour entry today is refused
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await modal.getByLabel('Project', { exact: true }).selectOption({ label: 'Apollo' });
  await modal.getByLabel('Task', { exact: true }).selectOption({ label: 'Design' });
  await modal.getByLabel('Hours').fill('2');
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(page.getByText('Failed to add time entry')).toBeVisible();
  await expect(modal).toBeVisible();
});

test('entries are paged and deleted after confirming', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design']);
  for (let day = 1; day <= 25; day += 1) {
    await logTime(page, apollo, 'Design', `2026-01-${String(day).padStart(2, '0')}`, 1);
  }
  await page.reload();
  const entries = page.getByRole('list', { name: 'Time entries' }).getByRole('listitem');

  // Ten entries show on the first of three pages
  await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
  await expect(entries).toHaveCount(10);

  // The third page holds the last five
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('Showing 21 to 25 of 25 entries')).toBeVisible();
  await expect(entries).toHaveCount(5);

  // A new page size goes back to page 1
  await page.getByLabel('Show').selectOption('20');
  await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(entries).toHaveCount(20);

  // Dismissing the confirmation keeps the entry
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText('2026-01-25');
  page.once('dialog', (dialog) => dialog.dismiss());
  await newest.getByRole('button', { name: 'Delete time entry' }).click();
  await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible();

  // Accepting it deletes the entry
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await newest.getByRole('button', { name: 'Delete time entry' }).click();
  await expect(page.getByText('Time entry deleted successfully')).toBeVisible();
  expect(question).toBe('Are you sure you want to delete this time entry?');
  await expect(page.getByText('Showing 1 to 20 of 24 entries')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('2026-01-24');
});

test('the overview walks the weeks and sums each project and task', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const week = weekOfToday();
  const lastWeek = weekOfToday(-1);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const zephyr = await createProject(page, 'Zephyr', ['Audit']);
  await logTime(page, apollo, 'Design', week[0]!, 2);
  await logTime(page, apollo, 'Design', week[0]!, 1.25);
  await logTime(page, apollo, 'Build', week[3]!, 4);
  await logTime(page, zephyr, 'Audit', week[6]!, 1.5);
  await logTime(page, zephyr, 'Audit', lastWeek[2]!, 5);

  // The overview opens on this week, Sunday to Saturday, with today's column marked
  await page.goto('/timesheet-overview');
  await expect(page.getByRole('heading', { name: 'Timesheet Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: rangeLabel(week) })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Project / Task',
    ...week.map(dayHeading),
    'Total',
  ]);
  const todayHeader = page.locator('th[aria-current="date"]');
  await expect(todayHeader).toHaveText(dayHeading(isoDate(new Date())));
  await expect(todayHeader).toHaveClass(/bg-brand-50/);

  // Each project sums its tasks per day and in total, with the tasks beneath
  await expectHours(page, 'Apollo', [3.25, 0, 0, 4, 0, 0, 0]);
  await expectTaskHours(page, 'Design', [3.25, 0, 0, 0, 0, 0, 0]);
  await expectTaskHours(page, 'Build', [0, 0, 0, 4, 0, 0, 0]);
  await expectHours(page, 'Zephyr', [0, 0, 0, 0, 0, 0, 1.5]);
  await expectTaskHours(page, 'Audit', [0, 0, 0, 0, 0, 0, 1.5]);
  const todayIndex = new Date().getDay();
  await expect(gridRow(page, 'Apollo').getByRole('cell').nth(todayIndex)).toHaveClass(/bg-brand-50/);

  // The previous week shows its own entry and no today
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByRole('heading', { name: rangeLabel(lastWeek) })).toBeVisible();
  await expectHours(page, 'Zephyr', [0, 0, 5, 0, 0, 0, 0]);
  await expect(gridRow(page, 'Apollo')).toHaveCount(0);
  await expect(page.locator('th[aria-current="date"]')).toHaveCount(0);

  // Next week has nothing logged
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('heading', { name: rangeLabel(weekOfToday(1)) })).toBeVisible();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expect(page.getByText('There are no timesheet entries for the selected period.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /No Data Available/ })).toHaveAttribute('colspan', '8');

  // Today returns to the current week
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: rangeLabel(week) })).toBeVisible();
  await expectHours(page, 'Apollo', [3.25, 0, 0, 4, 0, 0, 0]);
});

test.describe('the review', () => {
  let admin: Person;
  let worker: Person;

  test.beforeEach(async ({ page, request }) => {
    admin = await signUpViaApi(request);
    worker = { ...newPerson('Uma'), lastName: 'Worker' };
    await signInViaUi(page, admin);
    const { id: workerId } = await portalCall(page, api.users.addNewUser, {
      name: fullName(worker),
      email: worker.email,
      password: worker.password,
      role: 'User',
    });
    const week = weekOfToday();
    const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
    const zephyr = await createProject(page, 'Zephyr', ['Audit']);
    await logTime(page, apollo, 'Design', week[1]!, 2);
    await logTime(page, zephyr, 'Audit', week[2]!, 1);
    await logTime(page, apollo, 'Build', week[2]!, 4, workerId);
    await logTime(page, apollo, 'Design', week[4]!, 1.5, workerId);
  });

  test('filters clear each other and open the rows they concern', async ({ page }) => {
    const adminName = fullName(admin);
    const workerName = fullName(worker);
    const userFilter = page.getByLabel('User', { exact: true });
    const projectFilter = page.getByLabel('Project', { exact: true });
    const taskFilter = page.getByLabel('Task', { exact: true });

    // Everyone's week shows collapsed, with every filter on All
    await page.goto('/timesheet-review');
    await expect(page.getByRole('heading', { name: 'Timesheet Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: rangeLabel(weekOfToday()) })).toBeVisible();
    await expect(userFilter.locator('option:checked')).toHaveText('All Users');
    await expect(projectFilter.locator('option:checked')).toHaveText('All Projects');
    await expect(taskFilter.locator('option:checked')).toHaveText('All Tasks');
    await expectHours(page, `Expand ${adminName}`, [0, 2, 1, 0, 0, 0, 0], 'Open');
    await expectHours(page, `Expand ${workerName}`, [0, 0, 4, 0, 1.5, 0, 0], 'Open');
    await expect(page.getByRole('button', { name: /^Expand Apollo/ })).toHaveCount(0);

    // A user's row opens to their projects, and a project to its tasks
    await page.getByRole('button', { name: `Expand ${workerName}` }).click();
    await expect(page.getByRole('button', { name: `Collapse ${workerName}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: `Expand Apollo for ${workerName}` }).click();
    await expectHours(page, 'Build', [0, 0, 4, 0, 0, 0, 0], '');
    await page.getByRole('button', { name: `Collapse ${workerName}` }).click();
    await expect(gridRow(page, 'Build')).toHaveCount(0);

    // Choosing a user shows only them
    await userFilter.selectOption({ label: adminName });
    await expect(page.getByRole('button', { name: `Expand ${workerName}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Expand ${adminName}` })).toBeVisible();

    // Choosing a project clears the user and opens every user
    await projectFilter.selectOption({ label: 'Apollo' });
    await expect(userFilter.locator('option:checked')).toHaveText('All Users');
    await expectHours(page, `Collapse ${adminName}`, [0, 2, 0, 0, 0, 0, 0], 'Open');
    await expectHours(page, `Collapse ${workerName}`, [0, 0, 4, 0, 1.5, 0, 0], 'Open');
    await expect(page.getByRole('button', { name: `Expand Apollo for ${adminName}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /Zephyr/ })).toHaveCount(0);

    // Choosing a task clears the project and opens every user and project
    await taskFilter.selectOption({ label: 'Design' });
    await expect(projectFilter.locator('option:checked')).toHaveText('All Projects');
    await expect(page.getByRole('button', { name: `Collapse Apollo for ${adminName}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Collapse Apollo for ${workerName}` })).toBeVisible();
    await expect(gridRow(page, 'Design')).toHaveCount(2);
    await expect(gridRow(page, 'Build')).toHaveCount(0);

    // Choosing a user again clears the task
    await userFilter.selectOption({ label: workerName });
    await expect(taskFilter.locator('option:checked')).toHaveText('All Tasks');
    await expectHours(page, `Collapse Apollo for ${workerName}`, [0, 0, 4, 0, 1.5, 0, 0], '');
  });

  test('a role User finds no review', async ({ browser }) => {
    // The added User signs in on a browser of their own
    const page = await signInOnOwnBrowser(browser, worker);
    await page.goto('/timesheet-review');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Timesheet Review' })).toHaveCount(0);
    await page.context().close();
  });
});

test('the timesheet screens have no serious accessibility violations in either theme', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design']);
  await logTime(page, apollo, 'Design', isoDate(new Date()), 3);

  for (const theme of ['light', 'dark']) {
    // My Timesheet, then its modal
    await page.goto('/timesheet');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await expect(page.getByRole('article', { name: 'Apollo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Entry' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // The overview with today's column
    await page.goto('/timesheet-overview');
    await expect(gridRow(page, 'Apollo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The review, opened down to the tasks
    await page.goto('/timesheet-review');
    await page.getByLabel('Task', { exact: true }).selectOption({ label: 'Design' });
    await expect(gridRow(page, 'Design')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
