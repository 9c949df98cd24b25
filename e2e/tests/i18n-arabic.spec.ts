import { expect, test, type Locator, type Page } from '@playwright/test';
import { nameIn } from './i18n-support.ts';
import { signInOnOwnBrowser } from './people-support.ts';
import { expectNoSeriousA11yViolations, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, logTime, weekOfToday, weekRow } from './timesheet-support.ts';

/** The box of a control on screen; the test fails if it has none. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `${locator} is on screen`).not.toBeNull();
  return box!;
}

/** The writing direction CSS gives an element. */
const directionOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

async function expectArabic(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a person who chooses Arabic gets the layout mirrored, numbers left to right, on every device they sign in on', async ({
  page,
  browser,
  request,
}) => {
  // The person signs in a second time on a browser of their own.
  test.slow();
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const depot = await createProject(page, 'Depot', ['Picking']);
  const [, monday] = weekOfToday();
  await logTime(page, depot, 'Picking', monday!, 2.5);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  // The user menu's language list, in the language shown until then
  await page.locator('button[aria-controls="user-menu"]').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expectArabic(page);

  // The sidebar sits on the right of a desktop screen
  const viewport = page.viewportSize()!;
  const sidebar = await boxOf(page.locator('aside').first());
  expect(Math.abs(sidebar.x + sidebar.width - viewport.width)).toBeLessThanOrEqual(1);
  expect(sidebar.x).toBeGreaterThan(viewport.width / 2);

  // The week reads from right to left: Sunday's column is right of Monday's
  await page.goto('/timesheet-overview');
  await expectArabic(page);
  const table = page.locator('main table').first();
  await expect(weekRow(page, 'Picking')).toBeVisible();
  expect(await directionOf(table)).toBe('rtl');
  const [sunday, mondayHeading] = [table.locator('thead th').nth(1), table.locator('thead th').nth(2)];
  expect((await boxOf(sunday)).x).toBeGreaterThan((await boxOf(mondayHeading)).x);

  // Hours stay left to right, where they are typed and where they are shown
  const mondayInput = weekRow(page, 'Picking').getByRole('textbox').nth(1);
  await expect(mondayInput).toHaveValue(/^2[.٫]5$/);
  const leftToRight = (locator: Locator) =>
    locator.evaluate(
      (element) => getComputedStyle(element).direction === 'ltr' || element.closest('[dir="ltr"]') !== null,
    );
  expect(await leftToRight(mondayInput), 'the hours input writes left to right').toBe(true);

  // Previous and next week are mirrored: next points left, so it is the left one
  const previous = await boxOf(page.getByRole('button', { name: nameIn('ar', 'Previous week') }));
  const next = await boxOf(page.getByRole('button', { name: nameIn('ar', 'Next week') }));
  expect(next.x).toBeLessThan(previous.x);

  await expectNoSeriousA11yViolations(page);

  // The choice is the person's: a reload, and a browser signed in afresh, come up in Arabic
  await page.reload();
  await expectArabic(page);
  await expect(weekRow(page, 'Picking')).toBeVisible();
  const elsewhere = await signInOnOwnBrowser(browser, person);
  await expectArabic(elsewhere);
  await elsewhere.context().close();
});
