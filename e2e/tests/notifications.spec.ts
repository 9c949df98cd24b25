import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import { emailTo } from './mailbox.ts';
import { depotTeam, bell, fullName, notificationPanel, signInOnOwnBrowser } from './people-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
  updateDatabase,
} from './support.ts';
import { logTime, rangeLabel, weekOfToday } from './timesheet-support.ts';

/**
 * Has everyone of `admin`'s tenant joined a week ago. Reminders pass over whoever has no hours to
 * log in the week, and someone who joined on a Saturday has none before the next week.
 */
function joinedLastWeek(admin: { email: string }): void {
  updateDatabase(
    'UPDATE users SET created_at = ? WHERE tenant_id = (SELECT tenant_id FROM users WHERE email = ?)',
    new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString(),
    admin.email,
  );
}

test('a rejected week reaches its owner in the bell with the reason, and by email with a link to the week', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The Admin sets up a project and a User, who logs last week and submits it
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const {
    admin,
    depot,
    memberIds: [workerId],
  } = await depotTeam(page, request, [[worker, 'User']]);
  const lastWeek = weekOfToday(-1);
  const userPage = await signInOnOwnBrowser(browser, worker);
  await logTime(userPage, depot, 'Picking', lastWeek[1]!, 8);
  await portalCall(userPage, api.weekApproval.submitWeek, { weekStart: lastWeek[0] });

  // The Admin rejects it, saying why
  await portalCall(page, api.weekApproval.rejectWeek, {
    userId: workerId,
    weekStart: lastWeek[0],
    reason: 'Missing Friday',
  });

  // The User's bell counts it, and its panel says who rejected which week and why
  await expect(bell(userPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(userPage).click();
  const panel = notificationPanel(userPage);
  const title = `Your week of ${lastWeek[0]} was rejected by ${fullName(admin)}`;
  await expect(panel.getByRole('link', { name: `Unread: ${title}` })).toBeVisible();
  await expect(panel.getByText('Missing Friday')).toBeVisible();

  // Its link opens the Overview on that week, and reading it clears the count
  await panel.getByRole('link', { name: `Unread: ${title}` }).click();
  await expect(userPage).toHaveURL(new RegExp(`/timesheet-overview\\?week=${lastWeek[0]}$`));
  await expect(userPage.getByText(rangeLabel(lastWeek))).toBeVisible();
  await expect(userPage.getByRole('region', { name: 'Week status' })).toContainText('Missing Friday');
  await expect(bell(userPage)).toHaveAccessibleName('Notifications');

  // The email reached the User, with the reason and a link to the week
  const email = await emailTo(worker.email);
  expect(email.subject).toBe(title);
  expect(email.content).toContain('Missing Friday');
  expect(email.content).toContain(`${baseURL}/timesheet-overview?week=${lastWeek[0]}`);

  await userPage.context().close();
});

test('Managers hear of a submitted week; the bell works by keyboard and marks one or all read', async ({
  page,
  browser,
  request,
}) => {
  // Two Users submit their weeks; the Admin and a Manager are told
  const ada = { ...newPerson('Ada'), lastName: 'Picker' };
  const bob = { ...newPerson('Bob'), lastName: 'Packer' };
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  const {
    depot,
    memberIds: [adaId],
  } = await depotTeam(page, request, [
    [ada, 'User'],
    [bob, 'User'],
    [manager, 'Manager'],
  ]);
  const managerPage = await signInOnOwnBrowser(browser, manager);
  const sunday = weekOfToday()[0]!;
  for (const person of [ada, bob]) {
    const own = await signInOnOwnBrowser(browser, person);
    await logTime(own, depot, 'Picking', weekOfToday()[2]!, 4);
    await portalCall(own, api.weekApproval.submitWeek, { weekStart: sunday });
    await own.context().close();
  }
  await expect(bell(managerPage)).toHaveAccessibleName('Notifications, 2 unread');

  // The bell opens with Enter and takes the focus to the newest notification
  await bell(managerPage).focus();
  await managerPage.keyboard.press('Enter');
  const panel = notificationPanel(managerPage);
  const links = panel.getByRole('link');
  await expect(links).toHaveText([
    `Unread: ${fullName(bob)} submitted the week of ${sunday}`,
    `Unread: ${fullName(ada)} submitted the week of ${sunday}`,
  ]);
  await expect(links.first()).toBeFocused();

  // Arrow keys move between notifications; Escape closes the panel and returns to the bell
  await managerPage.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await managerPage.keyboard.press('ArrowUp');
  await expect(links.first()).toBeFocused();
  await managerPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(managerPage)).toBeFocused();

  // One is marked read, then all
  await bell(managerPage).click();
  await panel
    .getByRole('button', { name: `Mark as read: ${fullName(bob)} submitted the week of ${sunday}` })
    .click();
  await expect(bell(managerPage)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(links.first()).toHaveText(`${fullName(bob)} submitted the week of ${sunday}`);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(managerPage)).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // A submission leads to that person's week on the Review
  await links.nth(1).click();
  await expect(managerPage).toHaveURL(new RegExp(`/timesheet-review\\?week=${sunday}&user=${adaId}$`));
  await expect(managerPage.getByRole('button', { name: `Approve ${fullName(ada)}` })).toBeVisible();

  await managerPage.context().close();
});

test('the Review lists who has not submitted the week, and reminds them', async ({
  page,
  browser,
  request,
}) => {
  // Ada submits her week; Bob logs nothing
  const ada = { ...newPerson('Ada'), lastName: 'Picker' };
  const bob = { ...newPerson('Bob'), lastName: 'Packer' };
  const { admin, depot } = await depotTeam(page, request, [
    [ada, 'User'],
    [bob, 'User'],
  ]);
  joinedLastWeek(admin);
  const sunday = weekOfToday()[0]!;
  const adaPage = await signInOnOwnBrowser(browser, ada);
  await logTime(adaPage, depot, 'Picking', weekOfToday()[1]!, 4);
  await portalCall(adaPage, api.weekApproval.submitWeek, { weekStart: sunday });
  await adaPage.context().close();
  const bobPage = await signInOnOwnBrowser(browser, bob);

  // The Review lists Bob and the Admin, who have not submitted, and not Ada
  await page.goto('/timesheet-review');
  const missing = page.getByRole('region', { name: 'Not submitted' });
  await expect(missing).toContainText('2 people have not submitted this week');
  await expect(missing.getByRole('listitem')).toContainText([
    `${fullName(bob)}Nothing logged`,
    `${fullName(admin)}Nothing logged`,
  ]);

  // Reminding Bob tells him in his bell, and by email
  await missing.getByRole('button', { name: `Remind ${fullName(bob)}` }).click();
  await expect(missing.getByRole('status')).toHaveText('Reminded 1 person');
  await expect(bell(bobPage)).toHaveAccessibleName('Notifications, 1 unread');
  const email = await emailTo(bob.email);
  expect(email.subject).toBe(`Please submit your timesheet for the week of ${sunday}`);

  // Remind all passes over Bob, reminded within the hour
  await missing.getByRole('button', { name: 'Remind all' }).click();
  await expect(missing.getByRole('status')).toHaveText(
    'Reminded 1 person; 1 skipped (reminded within the hour or already submitted)',
  );
  // The Admin, reminded too, also heard of Ada's submission
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await bobPage.context().close();
});

test('the bell and the reminders have no serious accessibility violations in either theme', async ({
  page,
  request,
}) => {
  // An Admin reminds everyone, themselves included, so that their bell holds a notification
  const admin = await signUpViaApi(request);
  joinedLastWeek(admin);
  await signInViaUi(page, admin);
  await portalCall(page, api.notifications.remind, { weekStart: weekOfToday()[0] });

  for (const theme of ['light', 'dark']) {
    await page.goto('/timesheet-review');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await expect(page.getByRole('region', { name: 'Not submitted' })).toBeVisible();
    await bell(page).click();
    await expect(notificationPanel(page).getByRole('link')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  }
});
