import { expect, test, type Page } from '@playwright/test';
import { addCalendarDays, api, weekStartOf } from '@portal/contract';
import { getDay, parseISO } from 'date-fns';
import { expectNoSeriousA11yViolations, portalCall, signInViaUi, signUpViaApi } from './support.ts';
import { dayHeading, isoDate } from './timesheet-support.ts';

/** Public holidays of Bavaria on the same date every year, as month-day. */
const FIXED_HOLIDAYS = ['01-01', '01-06', '05-01', '10-03', '11-01', '12-25', '12-26'];

/**
 * The latest of Bavaria's fixed-date public holidays that falls on a Tuesday, Wednesday or Thursday
 * of a week already over, so that every working day of its week is in the past.
 */
function pastMidweekHoliday(): string {
  const thisSunday = weekStartOf(isoDate(new Date()));
  const year = Number(thisSunday.slice(0, 4));
  const candidates = [year - 1, year]
    .flatMap((each) => FIXED_HOLIDAYS.map((day) => `${each}-${day}`))
    .filter((date) => date < thisSunday && [2, 3, 4].includes(getDay(parseISO(date))))
    .sort();
  return candidates.at(-1)!;
}

const holidaysSection = (page: Page) => page.getByRole('region', { name: 'Holidays', exact: true });
const dayHeader = (page: Page, date: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${dayHeading(date)}\\b`) });

test('an Admin sets the public holidays of Bavaria and a company half day, and the Overview expects less on them', async ({
  page,
  request,
}) => {
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  const holiday = pastMidweekHoliday();
  const sunday = weekStartOf(holiday);
  const monday = addCalendarDays(sunday, 1);
  // The Admin works 8 hours Monday to Friday under a contract from long before that week.
  await portalCall(page, api.workingTime.setWorkContract, {
    validFrom: `${Number(sunday.slice(0, 4)) - 1}-01-01`,
    hoursPerWeekday: [0, 8, 8, 8, 8, 8, 0],
    vacationDays: 25,
    carryOver: false,
    carryOverExpires: null,
  });

  // Settings → Holidays: Germany, Bavaria, and the Monday of that week as a company half day
  await page.goto('/settings');
  const section = holidaysSection(page);
  await section.getByLabel('Country').selectOption('DE');
  await section.getByLabel('Region').selectOption('BY');
  await section.getByRole('button', { name: 'Add holiday' }).click();
  const row = section.getByRole('group', { name: 'Company holiday 1' });
  await row.getByLabel('Date', { exact: true }).fill(monday);
  await row.getByLabel('Date', { exact: true }).press('Tab');
  await row.getByLabel('Name', { exact: true }).fill('Company outing');
  await row.getByLabel('Half day').check();
  await section.getByRole('button', { name: 'Save holidays' }).click();
  await expect(page.getByText('Holidays saved')).toBeVisible();

  // The calendar as the server now gives that week: the public holiday and the company half day
  const { holidays } = await portalCall(page, api.workingTime.getHolidayCalendar, {
    from: sunday,
    to: addCalendarDays(sunday, 6),
  });
  const publicHoliday = holidays.find((each: { date: string }) => each.date === holiday);
  expect(publicHoliday).toMatchObject({ source: 'public', halfDay: false });
  expect(holidays).toContainEqual({ date: monday, name: 'Company outing', halfDay: true, source: 'company' });
  // This year's holidays are listed below the form, public ones among them
  await expect(section.getByRole('region', { name: /^Holidays in / })).toContainText('Public');

  // The Overview of that week names both in their day headers
  await page.goto(`/timesheet-overview?week=${sunday}`);
  await expect(dayHeader(page, holiday)).toContainText(publicHoliday.name);
  await expect(dayHeader(page, monday)).toContainText('Company outing ½');

  // Nothing is logged: the banner expects 4 hours of the half day, none of the holiday, 8 of the rest
  const expected = [1, 2, 3, 4, 5]
    .map((offset) => addCalendarDays(sunday, offset))
    .map((date) => {
      const named = holidays.find((each: { date: string }) => each.date === date);
      return { date, hours: named ? (named.halfDay ? 4 : 0) : 8 };
    })
    .filter((day) => day.hours > 0);
  const missing = page.getByRole('region', { name: 'Missing time' });
  await expect(missing).toContainText(`${expected.length} working days are below their expected hours`);
  await expect(missing.getByRole('listitem')).toHaveText(
    expected.map((day) => `${dayHeading(day.date)}: 0 of ${day.hours} h`),
  );
});

test('Settings → Holidays has no serious accessibility violations', async ({ page, request }) => {
  await signInViaUi(page, await signUpViaApi(request));
  await page.goto('/settings');
  const section = holidaysSection(page);
  await section.getByLabel('Country').selectOption('DE');
  await section.getByRole('button', { name: 'Add holiday' }).click();
  await expect(section.getByRole('group', { name: 'Company holiday 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
