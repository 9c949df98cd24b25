import { expect, test, type Page } from '@playwright/test';
import { addMember } from './people-support.ts';
import { newPerson, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, logTime, weekOfToday } from './timesheet-support.ts';

const MEMBERS = 40;

/** The element that has the keyboard focus. */
const focused = (page: Page) => page.locator(':focus');

test.use({ viewport: { width: 1280, height: 720 } });

test('the Review draws only the rows near the window, and the keyboard reaches every one of them', async ({
  page,
  request,
}) => {
  // Eighty entries for forty people, set up one call each: up to 49 s on a busy two-core machine.
  test.slow();
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const week = weekOfToday();
  const names: string[] = [];
  for (let n = 1; n <= MEMBERS; n += 1) {
    const member = { ...newPerson('Member'), lastName: String(n).padStart(2, '0') };
    const userId = await addMember(page, member, 'User');
    await logTime(page, apollo, 'Design', week[1]!, 2, userId);
    await logTime(page, apollo, 'Build', week[2]!, 3, userId);
    names.push(`${member.firstName} ${member.lastName}`);
  }

  await page.goto('/timesheet-review');
  const table = page.getByRole('table', { name: 'Hours of everyone' });
  const drawnRows = table.locator('tbody tr[aria-rowindex]');
  await expect(table.getByRole('button', { name: `Expand ${names[0]}` })).toBeVisible();

  // The table counts every row (the header is the first), but draws only those near the window
  await expect(table).toHaveAttribute('aria-rowcount', String(MEMBERS + 1));
  expect(await drawnRows.count()).toBeLessThan(MEMBERS);

  // One tab stop: the first row; End and Home reach the last and the first, drawn and in view
  await expect(table.locator('[data-row-head][tabindex="0"]')).toHaveCount(1);
  await table.getByRole('button', { name: `Expand ${names[0]}` }).focus();
  await page.keyboard.press('End');
  await expect(focused(page)).toHaveAccessibleName(`Expand ${names[MEMBERS - 1]}`);
  await expect(focused(page)).toBeInViewport();
  await expect(focused(page).locator('xpath=ancestor::tr')).toHaveAttribute(
    'aria-rowindex',
    String(MEMBERS + 1),
  );
  await page.keyboard.press('Home');
  await expect(focused(page)).toHaveAccessibleName(`Expand ${names[0]}`);
  await expect(focused(page)).toBeInViewport();

  // * opens every user; Down goes to the first user's project, Right opens it and goes to its task
  await page.keyboard.press('*');
  await expect(table).toHaveAttribute('aria-rowcount', String(2 * MEMBERS + 1));
  await expect(focused(page)).toHaveAccessibleName(`Collapse ${names[0]}`);
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName(`Expand Apollo for ${names[0]}`);
  await page.keyboard.press('ArrowRight');
  await expect(focused(page)).toHaveAccessibleName(`Collapse Apollo for ${names[0]}`);
  await expect(table).toHaveAttribute('aria-rowcount', String(2 * MEMBERS + 3));
  await page.keyboard.press('ArrowRight');
  await expect(focused(page)).toHaveText('Build');

  // * on a project opens every project: each user now shows a project and its two tasks
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAccessibleName(`Collapse Apollo for ${names[0]}`);
  await page.keyboard.press('*');
  await expect(table).toHaveAttribute('aria-rowcount', String(4 * MEMBERS + 1));
  expect(await drawnRows.count()).toBeLessThan(2 * MEMBERS);

  // The last task of the last user is reached with End, and Left climbs back to its user
  await page.keyboard.press('End');
  await expect(focused(page)).toHaveText('Design');
  await expect(focused(page)).toBeInViewport();
  await expect(focused(page).locator('xpath=ancestor::tr')).toHaveAttribute(
    'aria-rowindex',
    String(4 * MEMBERS + 1),
  );
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAccessibleName(`Collapse Apollo for ${names[MEMBERS - 1]}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAccessibleName(`Collapse ${names[MEMBERS - 1]}`);
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAccessibleName(`Expand ${names[MEMBERS - 1]}`);
  await expect(table).toHaveAttribute('aria-rowcount', String(4 * MEMBERS - 2));

  // Scrolled away, the focused row is still drawn, so Tab and the focus are never lost
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(focused(page)).toHaveAccessibleName(`Expand ${names[MEMBERS - 1]}`);
  await expect(focused(page)).not.toBeInViewport();
  await expect(table.locator('[data-row-head][tabindex="0"]')).toHaveAccessibleName(
    `Expand ${names[MEMBERS - 1]}`,
  );
});
