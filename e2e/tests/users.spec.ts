import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
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

type Member = Person & { name: string };

/** Someone to add to the Admin's company, with a unique email and the password of `newPerson`. */
const newMember = (name: string): Member => ({ ...newPerson('member'), name });

/** Adds a user as the Admin signed in on `page`, for users the test is not about. */
async function addUserViaApi(page: Page, member: Member, role: 'Manager' | 'User'): Promise<void> {
  const { name, email, password } = member;
  await portalCall(page, api.users.addNewUser, { name, email, password, role });
}

async function openUserManagement(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
}

/** The table row whose Name cell is exactly `name`. */
const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Paths of the user calls, by the contract's endpoints. */
const USER_CALL_PATHS = new Set<string>(Object.values(api.users).map((endpoint) => endpoint.path));

/** Paths of the user calls the page makes, to prove that a refused form sent nothing. */
function recordUserCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (USER_CALL_PATHS.has(pathname)) calls.push(pathname);
  });
  return calls;
}

/** Clicks Export and answers the lines of the downloaded users.csv. */
async function exportCsvLines(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('users.csv');
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

test('an Admin adds a Manager and a User through the Add New User modal', async ({ page, request }) => {
  const admin = await signUpViaApi(request);
  const adminName = `${admin.firstName} ${admin.lastName}`;
  const manager = newMember('Mia Manager');
  const user = newMember('Uma User');
  const calls = recordUserCalls(page);
  await signInViaUi(page, admin);

  // Open User Management from the menu: the Admin is listed and has signed in
  await openUserManagement(page);
  await expect(rowOf(page, adminName)).toContainText('Admin');
  await expect(rowOf(page, adminName)).not.toContainText('Never');

  // Open Add New User: an Admin may give the roles User and Manager
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New User' });
  await expect(addDialog.getByLabel('Role').locator('option')).toHaveText([
    'Select a role',
    'User',
    'Manager',
  ]);
  await expectNoSeriousA11yViolations(page);

  // Leave the role out: the form asks for every field and sends nothing
  await addDialog.getByLabel('Name').fill(manager.name);
  await addDialog.getByLabel('Email').fill(manager.email);
  await addDialog.getByLabel('Password', { exact: true }).fill(manager.password);
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Please fill all the fields')).toBeVisible();
  await expect(addDialog.getByLabel('Role')).toBeFocused();

  // Use the Admin's email: the server's reason and the failure both show, the modal stays open
  await addDialog.getByLabel('Role').selectOption('Manager');
  await addDialog.getByLabel('Email').fill(admin.email);
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page.getByText('Failed to add user. Please try again.')).toBeVisible();
  await expect(addDialog).toBeVisible();

  // Give the Manager's own email and add: a toast confirms, then the page reloads with the new row
  await addDialog.getByLabel('Email').fill(manager.email);
  let reloaded = page.waitForEvent('load');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await reloaded;
  await expect(rowOf(page, manager.name)).toContainText('Manager');
  await expect(rowOf(page, manager.name)).toContainText('Never');
  // Only the two complete forms reached the server
  expect(calls.filter((call) => call === api.users.addNewUser.path)).toHaveLength(2);

  // Add a User the same way
  await page.getByRole('button', { name: 'Add User' }).click();
  await addDialog.getByLabel('Name').fill(user.name);
  await addDialog.getByLabel('Email').fill(user.email);
  await addDialog.getByLabel('Password', { exact: true }).fill(user.password);
  await addDialog.getByLabel('Role').selectOption('User');
  reloaded = page.waitForEvent('load');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await reloaded;
  await expect(rowOf(page, user.name)).toContainText('User');
});

test('an Admin edits a user, whose new password then signs them in as a plain User', async ({
  page,
  request,
  browser,
}) => {
  const admin = await signUpViaApi(request);
  const user = newMember('Ulf User');
  const calls = recordUserCalls(page);
  await signInViaUi(page, admin);
  await addUserViaApi(page, user, 'User');

  // Open the Edit User modal of the user: the password stays hidden behind a mask
  await openUserManagement(page);
  await page.getByRole('button', { name: `Edit ${user.name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByLabel('Name')).toHaveValue(user.name);
  await expect(editDialog.getByLabel('Email')).toHaveValue(user.email);
  await expect(editDialog.getByLabel('Password', { exact: true })).toBeDisabled();
  await expect(editDialog.getByLabel('Password', { exact: true })).toHaveValue('••••••••');
  await expect(editDialog.getByLabel('New Password', { exact: true })).toHaveValue('');
  await expect(editDialog.getByLabel('Role').locator('option')).toHaveText(['User', 'Manager']);
  await expectNoSeriousA11yViolations(page);

  // Clear the name: no message, nothing sent, the cursor waits in the field
  await editDialog.getByLabel('Name').fill('');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog.getByLabel('Name')).toBeFocused();
  await expect(page.getByText('Please fill all the fields')).toHaveCount(0);

  // Give the Admin's email: the server's msg shows once and the modal stays open
  await editDialog.getByLabel('Name').fill(user.name);
  await editDialog.getByLabel('Email').fill(admin.email);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('An account with this email already exists')).toHaveCount(1);
  await expect(editDialog).toBeVisible();
  await editDialog.getByLabel('Email').fill(user.email);

  // Rename the user and give a new password: a toast confirms, the page reloads with the new name
  const renamed = 'Ulrike Renamed';
  const newPassword = 'brand-new-secret';
  await editDialog.getByLabel('Name').fill(renamed);
  await editDialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  const reloaded = page.waitForEvent('load');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await reloaded;
  await expect(rowOf(page, renamed)).toContainText(user.email);
  await expect(rowOf(page, user.name)).toHaveCount(0);
  // Only the two complete forms reached the server
  expect(calls.filter((call) => call === api.users.editUser.path)).toHaveLength(2);

  // The user signs in on another browser with the new password
  const userPage = await signInOnOwnBrowser(browser, { ...user, password: newPassword });

  // As a plain User they see neither Review nor Users in the menu
  const nav = userPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Timesheet', includeHidden: true })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Review', includeHidden: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users', includeHidden: true })).toHaveCount(0);

  // Going to /users directly shows Page not found
  await userPage.goto('/users');
  await expect(userPage.getByText('Page not found')).toBeVisible();
  await expect(userPage.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  await userPage.context().close();
});

test('a refused edit shows the server’s msg even when it comes with status 200', async ({
  page,
  request,
}) => {
  const admin = await signUpViaApi(request);
  const user = newMember('Rita Refused');
  await signInViaUi(page, admin);
  await addUserViaApi(page, user, 'User');

  // The server refuses the edit with result 0 and its reason, but status 200
  await page.route(`**${api.users.editUser.path}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: 'Email already used by someone' }),
    }),
  );

  // Save a new email: the msg shows once, nothing claims success, and the modal stays open
  await openUserManagement(page);
  await page.getByRole('button', { name: `Edit ${user.name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await editDialog.getByLabel('Email').fill(`taken.${user.email}`);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Email already used by someone')).toHaveCount(1);
  await expect(page.getByText('User updated successfully')).toHaveCount(0);
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('search and the role filter narrow the paged table, and Export downloads every filtered user', async ({
  page,
  request,
}) => {
  const admin = await signUpViaApi(request);
  const adminName = `${admin.firstName} ${admin.lastName}`;
  await signInViaUi(page, admin);
  // In the order the server lists users, by name: '=' sorts before letters
  const formula = newMember('=HYPERLINK("x")');
  const comma = newMember('Doe, Jane');
  const rows = Array.from({ length: 10 }, (_, index) =>
    newMember(`Row ${String(index + 1).padStart(2, '0')}`),
  );
  const manager = newMember('Mia Manager');
  for (const member of [formula, comma, ...rows]) await addUserViaApi(page, member, 'User');
  await addUserViaApi(page, manager, 'Manager');

  // Open User Management while the list is held back: the table says it is loading
  let releaseUsers = () => {};
  const usersHeld = new Promise<void>((resolve) => (releaseUsers = resolve));
  await page.route(`**${api.users.getAllUsers.path}`, async (route) => {
    await usersHeld;
    await route.continue();
  });
  await openUserManagement(page);
  await expect(page.getByRole('status', { name: 'Loading users...' })).toBeVisible();
  releaseUsers();

  // The list arrives: 14 users on two pages of 10
  await expect(page.getByText('Showing 1 to 10 of 14 entries')).toBeVisible();
  await expect(page.getByLabel('Search users')).toHaveAttribute('placeholder', 'Search users...');
  await expectNoSeriousA11yViolations(page);

  // Search by name, ignoring case
  const search = page.getByLabel('Search users');
  await search.fill('dOE, j');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Doe, Jane')).toBeVisible();

  // Search by email, ignoring case
  await search.fill(manager.email.split('@')[0]!.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, manager.name)).toBeVisible();

  // A search that matches nobody says so
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No users match your search or role filter.')).toBeVisible();
  await expect(page.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();

  // The role filter alone: only the Manager, then the twelve Users
  await search.fill('');
  const roleFilter = page.getByLabel('Role');
  await roleFilter.selectOption('Manager');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rowOf(page, manager.name)).toBeVisible();
  await roleFilter.selectOption('User');
  await expect(page.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();

  // Page 2 holds the rest; a new search goes back to page 1
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();
  await search.fill('ROW');
  await expect(page.getByText('Showing 1 to 10 of 10 entries')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();

  // A bigger page size shows all twelve at once
  await page.getByLabel('Show', { exact: true }).selectOption('20');
  await expect(page.getByText('Showing 1 to 12 of 12 entries')).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption('10');

  // Export the Users: every filtered user of both pages, neutralised and quoted
  expect(await exportCsvLines(page)).toEqual([
    'Name,Email,Role,Last Login',
    `"'=HYPERLINK(""x"")",${formula.email},User,`,
    `"Doe, Jane",${comma.email},User,`,
    ...rows.map((row) => `${row.name},${row.email},User,`),
  ]);

  // Export the Admin alone: the last login as the table shows it, on a 12-hour clock
  await roleFilter.selectOption('All');
  await search.fill(admin.email.toUpperCase());
  const lastLogin = await rowOf(page, adminName).getByRole('cell').nth(3).innerText();
  expect(lastLogin).toMatch(/^\d{4}-\d{2}-\d{2} (0\d|1[0-2]):\d{2} (AM|PM)$/);
  expect(await exportCsvLines(page)).toEqual([
    'Name,Email,Role,Last Login',
    `${adminName},${admin.email},Admin,${lastLogin}`,
  ]);

  // The keyboard opens Add New User and Escape closes it, giving focus back to the button
  const addButton = page.getByRole('button', { name: 'Add User' });
  await addButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeHidden();
  await expect(addButton).toBeFocused();

  // The screen passes the accessibility scan in the dark theme as well
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
});

test('a Manager sees User Management but may only give the role User', async ({ page, request, browser }) => {
  const admin = await signUpViaApi(request);
  const adminName = `${admin.firstName} ${admin.lastName}`;
  const manager = newMember('Mia Manager');
  const user = newMember('Uma User');
  await signInViaUi(page, admin);
  await addUserViaApi(page, manager, 'Manager');
  await addUserViaApi(page, user, 'User');

  // The Manager signs in on another browser and finds User Management in the menu
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await openUserManagement(managerPage);

  // The Manager may edit themselves and Users, not the Admin
  await expect(managerPage.getByRole('button', { name: `Edit ${user.name}` })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: `Edit ${manager.name}` })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: `Edit ${adminName}` })).toHaveCount(0);

  // In Add New User the only role a Manager may give is User
  await managerPage.getByRole('button', { name: 'Add User' }).click();
  const addDialog = managerPage.getByRole('dialog', { name: 'Add New User' });
  await expect(addDialog.getByLabel('Role').locator('option')).toHaveText(['Select a role', 'User']);
  await addDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addDialog).toBeHidden();

  // Editing a User offers User too; editing oneself keeps one's own role fixed
  await managerPage.getByRole('button', { name: `Edit ${user.name}` }).click();
  const editDialog = managerPage.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByLabel('Role').locator('option')).toHaveText(['User']);
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  await managerPage.getByRole('button', { name: `Edit ${manager.name}` }).click();
  await expect(editDialog.getByLabel('Role')).toBeDisabled();
  await expect(editDialog.getByLabel('Role')).toHaveValue('Manager');
  await managerPage.context().close();
});
