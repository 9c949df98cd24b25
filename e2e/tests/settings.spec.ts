import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addMember, signInOnOwnBrowser } from './people-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';
import { createProject, dayHeading, logTime, weekOfToday } from './timesheet-support.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Which weekday boxes are ticked, by name. */
async function checkedDays(page: Page): Promise<string[]> {
  const days = page.getByRole('group', { name: 'Working days' });
  const checked: string[] = [];
  for (const day of WEEKDAYS) if (await days.getByLabel(day).isChecked()) checked.push(day);
  return checked;
}

test('an Admin saves the settings and reads them back', async ({ page, request }) => {
  // The Admin opens Settings from the sidebar: Monday to Friday, 8 hours, no reminder
  await signInViaUi(page, await signUpViaApi(request));
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await checkedDays(page)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  await expect(page.getByLabel('Expected hours per working day')).toHaveValue('8');
  await expect(page.getByLabel(/Remind everyone/)).not.toBeChecked();
  await expect(page.getByLabel('Reminder day')).toBeDisabled();

  // No working day at all is refused, in the server's words
  for (const day of WEEKDAYS.slice(1, 6)) await page.getByLabel(day).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Working days must name at least one day')).toBeVisible();

  // Tuesday to Saturday, 7.5 hours, Berlin time, 27.5 vacation days and a reminder on Mondays at 10:00
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    await page.getByLabel(day).check();
  await page.getByLabel('Expected hours per working day').fill('7.5');
  await expect(page.getByLabel('Vacation days per year')).toHaveValue('25');
  await page.getByLabel('Vacation days per year').fill('27.5');
  await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Berlin');
  await page.getByLabel(/Remind everyone/).check();
  await page.getByLabel('Reminder day').selectOption('Monday');
  await page.getByLabel('Reminder time').selectOption('10:00');
  // Money in yen, shown to Managers too
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Currency').selectOption('JPY');
  await page.getByLabel('Managers see rates, amounts and costs').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // They are read back after a reload, and by the API
  await page.reload();
  expect(await checkedDays(page)).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  await expect(page.getByLabel('Expected hours per working day')).toHaveValue('7.5');
  await expect(page.getByLabel('Vacation days per year')).toHaveValue('27.5');
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Berlin');
  await expect(page.getByLabel(/Remind everyone/)).toBeChecked();
  await expect(page.getByLabel('Reminder day')).toHaveValue('1');
  await expect(page.getByLabel('Reminder time')).toHaveValue('10');
  await expect(page.getByLabel('Currency')).toHaveValue('JPY');
  await expect(page.getByLabel('Managers see rates, amounts and costs')).toBeChecked();
  expect((await portalCall(page, api.settings.getSettings)).settings).toEqual({
    workingDays: [2, 3, 4, 5, 6],
    expectedHours: 7.5,
    timeZone: 'Europe/Berlin',
    reminder: { enabled: true, weekday: 1, hour: 10 },
    vacationDays: 27.5,
    currency: 'JPY',
    managersSeeMoney: true,
  });
});

test('Settings are for Admins alone', async ({ page, browser, request }) => {
  await signInViaUi(page, await signUpViaApi(request));
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  await addMember(page, manager, 'Manager');
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await expect(managerPage.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(managerPage.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await managerPage.goto('/settings');
  await expect(managerPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await managerPage.context().close();
});

/** Gives the Admin signed in on `page` a contract from `validFrom` expecting `hours` Monday to Friday. */
const setWeekdayContract = (page: Page, validFrom: string, hours: number) =>
  portalCall(page, api.workingTime.setWorkContract, {
    validFrom,
    hoursPerWeekday: [0, hours, hours, hours, hours, hours, 0],
    vacationDays: 25,
    carryOver: false,
    carryOverExpires: null,
  });

test('the Overview marks past working days below the expected hours', async ({ page, request }) => {
  // Last week: 8 hours on Monday, 3 on Tuesday, nothing after; the Admin's contract, from the week
  // before (an account counts from its first contract), expects 8 a day, Monday to Friday
  await signInViaUi(page, await signUpViaApi(request));
  const depot = await createProject(page, 'Depot', ['Picking']);
  const lastWeek = weekOfToday(-1);
  const contractStart = weekOfToday(-2)[0]!;
  await setWeekdayContract(page, contractStart, 8);
  await logTime(page, depot, 'Picking', lastWeek[1]!, 8);
  await logTime(page, depot, 'Picking', lastWeek[2]!, 3);

  // The Overview of last week marks Tuesday to Friday, not Monday or the weekend
  await page.goto(`/timesheet-overview?week=${lastWeek[0]}`);
  const missing = page.getByRole('region', { name: 'Missing time' });
  await expect(missing).toContainText('4 working days are below 8 h');
  await expect(missing.getByRole('listitem')).toHaveText([
    `${dayHeading(lastWeek[2]!)}: 3 of 8 h`,
    `${dayHeading(lastWeek[3]!)}: 0 of 8 h`,
    `${dayHeading(lastWeek[4]!)}: 0 of 8 h`,
    `${dayHeading(lastWeek[5]!)}: 0 of 8 h`,
  ]);

  // When the contract expects 3 hours, only the empty days are marked, as the change arrives live
  await setWeekdayContract(page, contractStart, 3);
  await expect(missing).toContainText('3 working days are below 3 h');
});

test('the settings have no serious accessibility violations in either theme', async ({ page, request }) => {
  await signInViaUi(page, await signUpViaApi(request));
  for (const theme of ['light', 'dark']) {
    await page.goto('/settings');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await expect(page.getByLabel('Expected hours per working day')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
