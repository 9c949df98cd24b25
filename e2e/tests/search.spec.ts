import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addMember, fullName, signInOnOwnBrowser } from './people-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';
import { createProject, weekOfToday } from './timesheet-support.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test('⌘K finds a task by part of its name, and Enter opens it', async ({ page, request }) => {
  // An Admin with a project of two tasks is on My Timesheet
  await signInViaUi(page, await signUpViaApi(request));
  await createProject(page, 'Depot', ['Forklift inspection', 'Picking']);

  // Ctrl+K focuses the search box, as Cmd+K does on a Mac
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search or type command...');

  // Typing part of the name lists the task first, active, with its project
  await page.keyboard.type('lift');
  const option = results(page).getByRole('option', { name: /^Forklift inspection/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Depot');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);

  // Enter opens it on the Tasks screen
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tasks$/);
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(dialog.getByLabel('Task Title')).toHaveValue('Forklift inspection');
});

test('arrows, Escape, screens, actions and recent items', async ({ page, request }) => {
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  await createProject(page, 'Crossdock', ['Unload']);
  const sunday = weekOfToday()[0]!;

  // Arrow keys move through the results and wrap around; Escape closes the list, then clears the text
  await searchBox(page).fill('cross');
  const options = results(page).getByRole('option');
  await expect(options.first()).toHaveText(/Crossdock/);
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toHaveValue('cross');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');

  // A project opens in its edit form on the board
  await searchBox(page).fill('crossdock');
  await results(page)
    .getByRole('option', { name: /Crossdock/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/projects$/);
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByLabel('Project Name')).toHaveValue('Crossdock');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A screen, by its name
  await searchBox(page).fill('users');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users$/);

  // Review week of a typed date, for Managers and Admins
  await searchBox(page).fill(`review ${weekOfToday()[3]}`);
  await expect(results(page).getByRole('option', { name: `Review week of ${sunday}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/timesheet-review\\?week=${sunday}$`));

  // Add entry opens the entry form over the screen
  await searchBox(page).fill('log time');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add New Timesheet Entry' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Add New Timesheet Entry' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // With nothing typed, the recent choices come first, the newest on top, and survive a reload
  await page.reload();
  await searchBox(page).focus();
  const recent = results(page).getByRole('group', { name: 'Recent' }).getByRole('option');
  await expect(recent).toHaveText([`Review week of ${sunday}`, 'Users', /^Crossdock/]);
});

test('people are found for every role, each led to the list it may see', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signUpViaApi(request);
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  await signInViaUi(page, admin);
  await addMember(page, worker, 'User');

  // The Admin finds the User by name and goes to User Management
  await searchBox(page).fill('worker');
  await results(page)
    .getByRole('option', { name: new RegExp(fullName(worker)) })
    .click();
  await expect(page).toHaveURL(/\/users$/);

  // The User finds the Admin by email and goes to the read-only directory
  const userPage = await signInOnOwnBrowser(browser, worker);
  await searchBox(userPage).fill(admin.email.slice(0, 8));
  await results(userPage)
    .getByRole('option', { name: new RegExp(fullName(admin)) })
    .click();
  await expect(userPage).toHaveURL(/\/employees$/);
  // The Review is not offered to a User
  await searchBox(userPage).fill('review');
  await expect(userPage.getByRole('status').filter({ hasText: 'No matches' })).toHaveCount(1);

  await userPage.context().close();
});

test('starting a timer on a task found', async ({ page, request }) => {
  await signInViaUi(page, await signUpViaApi(request));
  const depot = await createProject(page, 'Depot', ['Picking']);
  await searchBox(page).fill('picking');
  await results(page).getByRole('option', { name: 'Start timer on Picking' }).click();
  await expect
    .poll(async () => (await portalCall(page, api.timesheet.getTimer)).timer?.taskId)
    .toBe(depot.taskIds.Picking);
});

test('the search has no serious accessibility violations in either theme', async ({ page, request }) => {
  await signInViaUi(page, await signUpViaApi(request));
  await createProject(page, 'Depot', ['Picking']);
  for (const theme of ['light', 'dark']) {
    await page.goto('/timesheet');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await searchBox(page).fill('pick');
    await expect(
      results(page)
        .getByRole('option', { name: /Picking/ })
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
