import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import { card, column, dragCard, expectColumnCounts, seedProject } from './projects-support.ts';
import {
  addMember,
  depotTeam,
  bell,
  expectNotReloaded,
  fullName,
  markPage,
  notificationPanel,
  signInOnOwnBrowser,
} from './people-support.ts';
import { newPerson, portalCall, signInViaUi, signUpViaApi } from './support.ts';
import { isoDate, logTime, weekOfToday } from './timesheet-support.ts';

test("a Manager's approval shows up in the user's open Overview and bell without a reload", async ({
  page,
  browser,
  request,
}) => {
  // The Admin sets up a project, a User and a Manager
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  const { depot } = await depotTeam(page, request, [
    [worker, 'User'],
    [manager, 'Manager'],
  ]);
  const sunday = weekOfToday()[0]!;

  // The User logs time, submits the week and leaves the Overview open
  const userPage = await signInOnOwnBrowser(browser, worker);
  await logTime(userPage, depot, 'Picking', isoDate(new Date()), 6);
  await portalCall(userPage, api.weekApproval.submitWeek, { weekStart: sunday });
  await userPage.goto('/timesheet-overview');
  const panel = userPage.getByRole('region', { name: 'Week status' });
  await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(bell(userPage)).toHaveAccessibleName('Notifications');
  await markPage(userPage);

  // The Manager approves the week on the Review, in another browser
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await managerPage.goto('/timesheet-review');
  await managerPage.getByRole('button', { name: `Approve ${fullName(worker)}` }).click();
  await expect(managerPage.getByText('Week approved')).toBeVisible();

  // The User's Overview and bell show it by themselves
  await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
  await expect(panel).toContainText(`Approved by ${fullName(manager)}`);
  await expect(bell(userPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(userPage).click();
  await expect(
    notificationPanel(userPage).getByRole('link', {
      name: `Unread: Your week of ${sunday} was approved by ${fullName(manager)}`,
    }),
  ).toBeVisible();
  await expectNotReloaded(userPage);

  await userPage.context().close();
  await managerPage.context().close();
});

test("a card moved on the board by one appears on another's open board", async ({
  page,
  browser,
  request,
}) => {
  // An Admin and a Manager of one tenant both have the board open
  const admin = await signUpViaApi(request);
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  await signInViaUi(page, admin);
  await seedProject(page, 'Crossdock');
  await addMember(page, manager, 'Manager');
  await page.goto('/projects');
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await managerPage.goto('/projects');
  await expect(column(managerPage, 'New').getByRole('article', { name: 'Crossdock' })).toBeVisible();
  await markPage(managerPage);

  // The Admin drags the card to In Progress
  await dragCard(page, 'Crossdock', 'In Progress');
  await expect(page.getByText('Project status updated')).toBeVisible();

  // The Manager's board moves the card by itself
  await expect(column(managerPage, 'In Progress').getByRole('article', { name: 'Crossdock' })).toBeVisible();
  await expectColumnCounts(managerPage, { New: 0, 'In Progress': 1 });

  // A task the Manager adds shows in the Admin's card's task count
  const projectId = (await portalCall(managerPage, api.projects.getAllProjects)).data[0].id;
  await portalCall(managerPage, api.tasks.addTask, { projectId, title: 'Unload' });
  await expect(card(page, 'Crossdock').getByText('1 task', { exact: true })).toBeVisible();
  await expectNotReloaded(managerPage);

  await managerPage.context().close();
});

test("a rejected week and a new user appear on the others' open screens", async ({
  page,
  browser,
  request,
}) => {
  // An Admin with a project, a User and a Manager
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  const { depot } = await depotTeam(page, request, [
    [worker, 'User'],
    [manager, 'Manager'],
  ]);

  // The User submits the week and keeps the Overview open; the Manager keeps User Management open
  const userPage = await signInOnOwnBrowser(browser, worker);
  await logTime(userPage, depot, 'Picking', isoDate(new Date()), 7);
  await portalCall(userPage, api.weekApproval.submitWeek, { weekStart: weekOfToday()[0]! });
  await userPage.goto('/timesheet-overview');
  const panel = userPage.getByRole('region', { name: 'Week status' });
  await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();
  await markPage(userPage);
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await managerPage.goto('/users');
  await expect(managerPage.getByRole('row').filter({ hasText: fullName(worker) })).toBeVisible();
  await markPage(managerPage);

  // The Admin adds a person through the Add New User modal: the Manager's table shows them
  const newcomer = { ...newPerson('Noa'), lastName: 'Newcomer' };
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New User' });
  await addDialog.getByLabel('Name').fill(fullName(newcomer));
  await addDialog.getByLabel('Email').fill(newcomer.email);
  await addDialog.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await addDialog.getByLabel('Role').selectOption('User');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(managerPage.getByRole('row').filter({ hasText: fullName(newcomer) })).toContainText('User');
  await expectNotReloaded(managerPage);

  // The Manager rejects the week on the Review: the User's Overview shows who and why
  await managerPage.goto('/timesheet-review');
  await managerPage.getByRole('button', { name: `Reject ${fullName(worker)}` }).click();
  const reject = managerPage.getByRole('dialog', { name: 'Reject week' });
  await reject.getByLabel('Reason').fill('Missing Friday');
  await reject.getByRole('button', { name: 'Reject week' }).click();
  await expect(managerPage.getByText('Week rejected')).toBeVisible();
  await expect(panel.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(panel).toContainText(`Rejected by ${fullName(manager)}: Missing Friday`);
  await expect(bell(userPage)).toHaveAccessibleName('Notifications, 1 unread');
  await expectNotReloaded(userPage);

  await userPage.context().close();
  await managerPage.context().close();
});
