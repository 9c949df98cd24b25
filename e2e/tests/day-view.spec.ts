import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addDays, format, parseISO } from 'date-fns';
import { expectNoSeriousA11yViolations, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, hoursInput, isoDate, logTime, weekOfToday } from './timesheet-support.ts';

// A phone the size of an iPhone 13, in Chromium: touch, and the page laid out at 390 px.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The strip's button of one day, named by its date and the hours logged on it: 'Monday, November 23: 2.5 h'. */
const stripDay = (page: Page, date: string, hours?: string) =>
  page.getByRole('group', { name: 'Days of the week' }).getByRole('button', {
    name: hours === undefined ? new RegExp(`^${longDay(date)}: `) : `${longDay(date)}: ${hours} h`,
  });

const longDay = (date: string) => format(parseISO(date), 'EEEE, MMMM d');

/** The day the view shows, as its heading names it. */
const shownDay = (page: Page) => page.getByRole('heading', { level: 2, name: /day, / });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the Overview on a phone: one day at a time, quick picks, and Continue on an entry', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const harbour = await createProject(page, 'Harbour', ['Loading', 'Unloading']);
  const week = weekOfToday();
  const todayIndex = new Date().getDay();
  const today = week[todayIndex]!;
  await logTime(page, harbour, 'Loading', today, 1);
  // Another day of this week to type into: Wednesday, or Thursday when today is Wednesday.
  const otherIndex = todayIndex === 3 ? 4 : 3;
  const other = week[otherIndex]!;

  // The Overview shows today only, marked in the week strip, and nothing runs off the screen
  await page.goto('/timesheet-overview');
  await expect(shownDay(page)).toHaveText(longDay(today));
  await expect(hoursInput(page, 'Loading', today)).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: /^Hours for Loading on / })).toHaveCount(1);
  const todayButton = stripDay(page, today, '1');
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(todayButton).toHaveAttribute('aria-current', 'date');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // Tapping a day in the strip chooses it; hours typed with a decimal comma are saved by the grid's call
  await stripDay(page, other).click();
  await expect(shownDay(page)).toHaveText(longDay(other));
  await expect(stripDay(page, other, '0')).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((response) => response.url().endsWith(api.timesheet.setDayHours.path));
  await hoursInput(page, 'Loading', other).fill('2,5');
  await hoursInput(page, 'Loading', other).press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(stripDay(page, other, '2.5')).toBeVisible();
  await expect(page.getByText('Day total')).toBeVisible();
  await page.reload();
  await stripDay(page, other).click();
  await expect(hoursInput(page, 'Loading', other)).toHaveValue('2.5');

  // Previous and next day step through the week, and past Sunday into the week before
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(shownDay(page)).toHaveText(longDay(week[otherIndex + 1]!));
  for (let day = otherIndex + 1; day > 0; day -= 1)
    await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(shownDay(page)).toHaveText(longDay(week[0]!));
  await page.getByRole('button', { name: 'Previous day' }).click();
  const lastSaturday = isoDate(addDays(parseISO(week[0]!), -1));
  await expect(shownDay(page)).toHaveText(longDay(lastSaturday));
  await expect(stripDay(page, lastSaturday, '0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`week=${isoDate(addDays(parseISO(week[0]!), -7))}`));
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(shownDay(page)).toHaveText(longDay(week[0]!));

  // The timer's picker pins a task, which then heads its quick picks
  await page.getByRole('banner').getByRole('button', { name: 'Start timer' }).click();
  const timerForm = page.getByRole('form', { name: 'Start a timer' });
  await timerForm.getByRole('combobox', { name: 'Project' }).fill('Harb');
  await page.getByRole('option', { name: 'Harbour' }).click();
  await timerForm.getByRole('combobox', { name: 'Task' }).fill('Unlo');
  await page.getByRole('option', { name: 'Unloading' }).click();
  await timerForm.getByRole('button', { name: 'Pin task' }).click();
  await expect(timerForm.getByRole('button', { name: 'Unpin task' })).toBeVisible();
  const timerPicks = timerForm.getByRole('region', { name: 'Quick picks' });
  await expect(timerPicks.getByRole('list', { name: 'Pinned' })).toContainText('Unloading');
  await expect(timerPicks.getByRole('list', { name: 'Recent' })).toContainText('Loading');
  await page.keyboard.press('Escape');

  // On the day view a quick pick adds the task's row and takes the keyboard to its hours
  await stripDay(page, today).click();
  const dayPicks = page.getByRole('main').getByRole('region', { name: 'Quick picks' });
  await dayPicks
    .getByRole('list', { name: 'Pinned' })
    .getByRole('button', { name: /Unloading/ })
    .click();
  await expect(hoursInput(page, 'Unloading', today)).toBeFocused();

  // Continue on an entry starts the timer on its task
  await page.goto('/timesheet');
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByRole('group', { name: 'Running timer' })).toContainText('Loading');
});
