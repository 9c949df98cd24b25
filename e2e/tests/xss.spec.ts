import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { newPerson, portalCall } from './support.ts';

/** Payloads that run `window.__xss++` or open a dialog if they ever reach the page as markup. */
const IMG = '<img src=x onerror="window.__xss++">';
const SVG = '<svg onload="window.__xss++">';
const SCRIPT = '"><script>window.__xss++</script>';
const JS_URL = 'javascript:window.__xss++';
const LINK = '<a href="javascript:window.__xss++">x</a>';
const TEMPLATE = "{{constructor.constructor('window.__xss++')()}}";
const TEXTAREA = '</textarea><img src=x onerror=window.__xss++>';
const ALERT_IMG = '<img src=x onerror=alert(1)>';
const ALERT_SVG = '<svg/onload=alert(1)>';

/** The app's own confirmations (deletes); any other dialog was opened by a payload. */
const APP_CONFIRM = /^Are you sure/;

// The CSP (script-src 'self') would block an injected handler silently; bypassing it lets any
// escaping slip actually run, so this test checks the escaping itself and not only the CSP.
test.use({ bypassCSP: true });

/** Counts payload runs and payload dialogs across every navigation of `page`. */
async function watchForPayloads(page: Page) {
  const runs: string[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction('__xssRan', () => runs.push(page.url()));
  // Before any navigation: __xss starts at 0, and every increment is also reported to the test,
  // so that a run just before a reload is not lost with the page's own counter.
  await page.addInitScript(() => {
    let count = 0;
    Object.defineProperty(window, '__xss', {
      configurable: true,
      get: () => count,
      set: (value: number) => {
        count = value;
        void (window as any).__xssRan?.();
      },
    });
  });
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'confirm' && APP_CONFIRM.test(dialog.message())) return void dialog.accept();
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss();
  });

  /** No payload ran, opened a dialog or left an element or handler in the page. */
  return async function expectNoScriptRan(where: string): Promise<void> {
    // A failed image's onerror fires after a round trip: wait for one of our own to fail first.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const probe = new Image();
          probe.onerror = probe.onload = resolve;
          probe.src = 'x';
        }),
    );
    expect(await page.evaluate(() => (window as any).__xss), `${where}: __xss`).toBe(0);
    expect(runs, `${where}: payloads that ran`).toEqual([]);
    expect(dialogs, `${where}: payload dialogs`).toEqual([]);
    const injected = await page.evaluate(
      () =>
        document.querySelectorAll('[onerror], [onload], script:not([src]), a[href^="javascript:" i]').length,
    );
    expect(injected, `${where}: injected elements`).toBe(0);
  };
}

/** A CSV field as the export writes it: quoted, with quotes doubled, when it holds one. */
const csv = (value: string) => (/[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

test('HTML and script in every text field are stored verbatim and shown as text', async ({ page }) => {
  // Every screen, each with payloads: up to 53 s on a busy two-core machine.
  test.slow();
  const expectNoScriptRan = await watchForPayloads(page);
  const admin = { ...newPerson('xss'), firstName: ALERT_SVG, lastName: IMG, password: TEXTAREA };
  const adminName = `${admin.firstName} ${admin.lastName}`;
  const member = { ...newPerson('member'), name: JS_URL, password: SVG };

  // Sign up with payloads as the name and the password
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(admin.firstName);
  await page.getByLabel('Last Name').fill(admin.lastName);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Retype Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! Redirecting to sign in...')).toBeVisible();
  await expectNoScriptRan('sign-up');

  // The login page echoes a payload email back into its input, escaped
  await expect(page).toHaveURL(/\/realms\/timesheet\/login\//, { timeout: 15_000 });
  const hostileEmail = `${SCRIPT}${IMG}`;
  await page.getByLabel('Email').fill(hostileEmail);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(hostileEmail);
  await expectNoScriptRan('login page');

  // Sign in with the payload password; the header's user menu shows the name as text
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/timesheet$/, { timeout: 15_000 });
  await page.getByRole('button', { name: admin.firstName }).click();
  await expect(page.getByText(adminName, { exact: true })).toBeVisible();
  await expectNoScriptRan('user menu');

  // The header's search box takes a payload too, and echoes it back as text
  const headerSearch = page.getByRole('combobox', { name: 'Search', exact: true });
  await headerSearch.fill(LINK);
  await expect(page.getByRole('status').filter({ hasText: `No matches for “${LINK}”` })).toHaveCount(1);
  await headerSearch.press('Enter');
  await expect(page).toHaveURL(/\/timesheet$/);
  await headerSearch.press('Escape');
  await headerSearch.press('Escape');
  await expect(headerSearch).toHaveValue('');
  await expectNoScriptRan('header search');

  // Add a project with payloads as its name and description
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const addProject = page.getByRole('dialog', { name: 'Add New Project' });
  await addProject.getByLabel('Project Name').fill(SVG);
  await addProject.getByLabel('Description').fill(LINK);
  await addProject.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('article', { name: SVG, exact: true })).toContainText(LINK);
  await expectNoScriptRan('added project');

  // Edit it to other payloads
  await page.getByRole('button', { name: `Edit project ${SVG}`, exact: true }).click();
  const editProject = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(editProject.getByLabel('Project Name')).toHaveValue(SVG);
  await editProject.getByLabel('Project Name').fill(SCRIPT);
  await editProject.getByLabel('Description').fill(TEXTAREA);
  await editProject.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('article', { name: SCRIPT, exact: true })).toContainText(TEXTAREA);
  await expectNoScriptRan('edited project');

  // The server keeps both byte for byte
  const { data: projects } = await portalCall(page, api.projects.getAllProjects);
  expect(projects.map(({ name, description }: any) => ({ name, description }))).toEqual([
    { name: SCRIPT, description: TEXTAREA },
  ]);

  // Add a task with a payload title, then edit it to another
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Add Task' }).click();
  const addTask = page.getByRole('dialog', { name: 'Add New Task' });
  await addTask.getByLabel('Task Title').fill(JS_URL);
  await addTask.getByLabel('Project').selectOption({ label: SCRIPT });
  await addTask.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByRole('article', { name: JS_URL, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit task ${JS_URL}`, exact: true }).click();
  const editTask = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(editTask.getByLabel('Task Title')).toHaveValue(JS_URL);
  await editTask.getByLabel('Task Title').fill(TEMPLATE);
  await editTask.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('article', { name: TEMPLATE, exact: true })).toBeVisible();
  await expectNoScriptRan('task');

  // Log time with a payload description
  await page.goto('/timesheet');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const addEntry = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await addEntry.getByLabel('Project', { exact: true }).selectOption({ label: SCRIPT });
  await addEntry.getByLabel('Task', { exact: true }).selectOption({ label: TEMPLATE });
  await addEntry.getByLabel('Hours').fill('1.5');
  await addEntry.getByLabel('Description').fill(LINK);
  await addEntry.getByRole('button', { name: 'Add Entry' }).click();
  await expect(page.getByText('Time entry added successfully')).toBeVisible();
  await expectNoScriptRan('time entry');

  // Add a user with a payload name and password; the page reloads with the new row
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add New User' });
  await addUser.getByLabel('Name').fill(member.name);
  await addUser.getByLabel('Email').fill(member.email);
  await addUser.getByLabel('Password', { exact: true }).fill(member.password);
  await addUser.getByLabel('Role').selectOption('User');
  let reloaded = page.waitForEvent('load');
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await reloaded;
  await expect(page.getByRole('cell', { name: member.name, exact: true })).toBeVisible();
  await expectNoScriptRan('added user');

  // Edit the user's name and password to other payloads
  await page.getByRole('button', { name: `Edit ${member.name}`, exact: true }).click();
  const editUser = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editUser.getByLabel('Name')).toHaveValue(member.name);
  await editUser.getByLabel('Name').fill(ALERT_IMG);
  await editUser.getByLabel('New Password', { exact: true }).fill(TEXTAREA);
  reloaded = page.waitForEvent('load');
  await editUser.getByRole('button', { name: 'Save Changes' }).click();
  await reloaded;
  await expect(page.getByRole('cell', { name: ALERT_IMG, exact: true })).toBeVisible();
  const { data: users } = await portalCall(page, api.users.getAllUsers);
  expect(users.map((user: any) => user.name).sort()).toEqual([adminName, ALERT_IMG].sort());
  await expectNoScriptRan('edited user');

  // Search users with payloads: one finds the user, one finds nobody
  const search = page.getByLabel('Search users');
  await search.fill(ALERT_IMG);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: ALERT_IMG, exact: true })).toBeVisible();
  await search.fill(SCRIPT);
  await expect(page.getByText('No users match your search or role filter.')).toBeVisible();
  await expectNoScriptRan('user search');

  // Export: the names are in the CSV verbatim, only quoted
  await search.fill('');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const exported = await fs.readFile(await download.path(), 'utf8');
  expect(exported).toContain(`\r\n${csv(adminName)},${admin.email},Admin,`);
  expect(exported).toContain(`\r\n${csv(ALERT_IMG)},${member.email},User,\r\n`);

  /** What each screen must show literally, checked once on arrival and once after a reload. */
  const screens: Record<string, () => Promise<void>> = {
    '/timesheet': async () => {
      const entry = page.getByRole('article', { name: SCRIPT, exact: true });
      for (const text of [TEMPLATE, LINK, adminName]) await expect(entry).toContainText(text);
    },
    '/timesheet-overview': async () => {
      await expect(page.getByRole('rowheader', { name: SCRIPT, exact: true })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: TEMPLATE, exact: true })).toBeVisible();
    },
    '/timesheet-review': async () => {
      await expect(page.getByRole('button', { name: `Expand ${adminName}`, exact: true })).toBeVisible();
      await expect(page.getByLabel('Project', { exact: true }).locator('option')).toHaveText([
        'All Projects',
        SCRIPT,
      ]);
      // The task filter opens every row down to the task
      await page.getByLabel('Task', { exact: true }).selectOption({ label: TEMPLATE });
      await expect(
        page.getByRole('button', { name: `Collapse ${SCRIPT} for ${adminName}`, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('rowheader', { name: TEMPLATE, exact: true })).toBeVisible();
    },
    '/projects': async () => {
      const project = page.getByRole('article', { name: SCRIPT, exact: true });
      await expect(project).toContainText(TEXTAREA);
      await expect(project).toContainText(adminName);
      // The Tasks popover lists the payload title
      await project.getByRole('button', { name: '1 task' }).click();
      await expect(page.getByRole('dialog', { name: 'Tasks' }).getByRole('listitem')).toContainText(TEMPLATE);
      await page.keyboard.press('Escape');
    },
    '/tasks': async () => {
      await expect(
        page.getByRole('article', { name: TEMPLATE, exact: true }).getByRole('definition'),
      ).toContainText([SCRIPT, adminName]);
    },
    '/users': async () => {
      await expect(page.getByRole('cell', { name: adminName, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: ALERT_IMG, exact: true })).toBeVisible();
    },
    '/employees': async () => {
      await expect(page.getByRole('cell', { name: adminName, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: ALERT_IMG, exact: true })).toBeVisible();
    },
  };

  // Visit every screen that shows the payloads, and reload each
  for (const [path, expectShown] of Object.entries(screens)) {
    await page.goto(path);
    await expectShown();
    await expectNoScriptRan(path);
    await page.reload();
    await expectShown();
    await expectNoScriptRan(`${path} after a reload`);
  }
});
