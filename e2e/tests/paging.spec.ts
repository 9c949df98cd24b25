import { expect, test, type Page, type Request } from '@playwright/test';
import { api } from '@portal/contract';
import { seedProject, seedTask } from './projects-support.ts';
import { portalCall, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, logTime } from './timesheet-support.ts';

/** The next My Timesheet call for `page` of `pageSize` entries, made while `counts` says so. */
const entriesPageRequest = (
  page: Page,
  wanted: { page: number; pageSize: number },
  counts: () => boolean = () => true,
): Promise<Request> =>
  page.waitForRequest((request) => {
    if (!counts() || new URL(request.url()).pathname !== api.timesheet.getTimeEntries.path) return false;
    const body = request.postDataJSON() as { page?: number; pageSize?: number };
    return body.page === wanted.page && body.pageSize === wanted.pageSize;
  });

test('My Timesheet asks the server for one page at a time', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design']);
  for (let day = 1; day <= 25; day += 1) {
    await logTime(page, apollo, 'Design', `2026-03-${String(day).padStart(2, '0')}`, 1);
  }
  const entries = page.getByRole('list', { name: 'Time entries' }).getByRole('listitem');

  // Reload My Timesheet: the first ten of 25 entries are asked for, and only they arrive. The new
  // document asks within milliseconds of replacing the old one, whose calls could still be under
  // way: listened for from before the reload, among the calls made after the navigation.
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  const firstPage = entriesPageRequest(page, { page: 1, pageSize: 10 }, () => navigated);
  await page.reload();
  const firstAnswer = await (await (await firstPage).response())!.json();
  expect(firstAnswer.data).toHaveLength(10);
  expect(firstAnswer.pagination).toEqual({ currentPage: 1, totalItems: 25, itemsPerPage: 10 });
  await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
  await expect(entries).toHaveCount(10);
  await expect(page.getByRole('article').first()).toContainText('2026-03-25');

  // Page 3 is asked for by number and shows the last five
  const thirdPage = entriesPageRequest(page, { page: 3, pageSize: 10 });
  await page.getByRole('button', { name: 'Page 3' }).click();
  await thirdPage;
  await expect(page.getByText('Showing 21 to 25 of 25 entries')).toBeVisible();
  await expect(entries).toHaveCount(5);
  await expect(page.getByRole('article').first()).toContainText('2026-03-05');
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A new page size goes back to page 1 and asks for that many
  const biggerPage = entriesPageRequest(page, { page: 1, pageSize: 20 });
  await page.getByLabel('Show').selectOption('20');
  await biggerPage;
  await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(entries).toHaveCount(20);

  // Next shows page 2 of 20
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 21 to 25 of 25 entries')).toBeVisible();
  await expect(entries).toHaveCount(5);
});

test('deleting the only entry of the last page shows the page before', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design']);
  for (let day = 1; day <= 11; day += 1) {
    await logTime(page, apollo, 'Design', `2026-04-${String(day).padStart(2, '0')}`, 1);
  }
  await page.reload();

  // Page 2 holds the oldest entry alone
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 11 to 11 of 11 entries')).toBeVisible();

  // Deleting it leaves ten entries, all on page 1
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('article').getByRole('button', { name: 'Delete time entry' }).click();
  await expect(page.getByText('Time entry deleted successfully')).toBeVisible();
  await expect(page.getByText('Showing 1 to 10 of 10 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
});

test('a long history shows a window of page buttons', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design']);
  for (let day = 1; day <= 28; day += 1) {
    for (const hours of [1, 2, 3]) {
      await logTime(page, apollo, 'Design', `2026-02-${String(day).padStart(2, '0')}`, hours);
    }
  }
  await page.reload();
  const pageButtons = page.getByRole('navigation', { name: 'Time entries pages' }).getByRole('button');

  // 84 entries make nine pages: the first five, then the last
  await expect(page.getByText('Showing 1 to 10 of 84 entries')).toBeVisible();
  await expect(pageButtons).toHaveText(['Previous', '1', '2', '3', '4', '5', '9', 'Next']);

  // In the middle, the current page sits between its neighbours
  await page.getByRole('button', { name: 'Page 5' }).click();
  await expect(page.getByText('Showing 41 to 50 of 84 entries')).toBeVisible();
  await expect(pageButtons).toHaveText(['Previous', '1', '4', '5', '6', '9', 'Next']);

  // The last page shows the five last page buttons
  await page.getByRole('button', { name: 'Page 9' }).click();
  await expect(page.getByText('Showing 81 to 84 of 84 entries')).toBeVisible();
  await expect(pageButtons).toHaveText(['Previous', '1', '5', '6', '7', '8', '9', 'Next']);
});

test('User Management asks the server for one page of the users its filters match', async ({
  page,
  request,
}) => {
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  for (let index = 1; index <= 11; index += 1) {
    await portalCall(page, api.users.addNewUser, {
      name: `Pat ${String(index).padStart(2, '0')}`,
      email: `pat${index}.${admin.email}`,
      password: admin.password,
      role: 'User',
    });
  }
  const usersCall = (check: (body: Record<string, unknown>) => boolean) =>
    page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === api.users.getAllUsers.path && check(request.postDataJSON()),
    );

  // Open User Management: the first page of ten is asked for
  const firstPage = usersCall((body) => body.page === 1 && body.pageSize === 10);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await firstPage;
  await expect(page.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();

  // The role filter and the search go to the server with the page
  const filtered = usersCall((body) => body.role === 'User' && body.search === 'pat' && body.page === 1);
  await page.getByLabel('Role').selectOption('User');
  await page.getByLabel('Search users').fill('pat');
  await filtered;
  await expect(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 11 to 11 of 11 entries')).toBeVisible();

  // Another search goes back to page 1
  await page.getByLabel('Search users').fill('pat 1');
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // Going back to the earlier search starts on page 1 as well
  await page.getByLabel('Search users').fill('pat');
  await expect(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

/** What the Tasks screen's calls asked for: their page and page size. */
interface TasksCall {
  page?: number;
  pageSize?: number;
}

/** The next Tasks screen call for `page` of `pageSize` tasks. */
const tasksPageRequest = (page: Page, wanted: Required<TasksCall>): Promise<Request> =>
  page.waitForRequest((request) => {
    if (new URL(request.url()).pathname !== api.tasks.getAllTasks.path) return false;
    const body = request.postDataJSON() as TasksCall;
    return body.page === wanted.page && body.pageSize === wanted.pageSize;
  });

const titlesOf = (answer: { data: { title: string }[] }) => answer.data.map((task) => task.title);

test('the Tasks screen asks the server for one page at a time, the next one ahead', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const projectId = await seedProject(page, 'Depot');
  for (let number = 1; number <= 25; number += 1) {
    await seedTask(page, projectId, `Task ${String(number).padStart(2, '0')}`);
  }
  const calls: TasksCall[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === api.tasks.getAllTasks.path) calls.push(request.postDataJSON());
  });
  const cards = page.getByRole('list', { name: 'Tasks' }).getByRole('article');
  const titles = cards.getByRole('heading');

  // Open Tasks: the first ten of 25 are asked for, and only they arrive
  const firstPage = tasksPageRequest(page, { page: 1, pageSize: 10 });
  const secondPage = tasksPageRequest(page, { page: 2, pageSize: 10 });
  await page.goto('/tasks');
  const firstAnswer = await (await (await firstPage).response())!.json();
  expect(firstAnswer.data).toHaveLength(10);
  expect(firstAnswer.pagination).toEqual({ currentPage: 1, totalItems: 25, itemsPerPage: 10 });
  await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();
  await expect(titles).toHaveText(titlesOf(firstAnswer));

  // The second page is fetched ahead, unasked, and holds only its own ten
  const secondAnswer = await (await (await secondPage).response())!.json();
  expect(secondAnswer.pagination).toEqual({ currentPage: 2, totalItems: 25, itemsPerPage: 10 });
  expect(secondAnswer.data).toHaveLength(10);
  expect(new Set([...titlesOf(firstAnswer), ...titlesOf(secondAnswer)]).size).toBe(20);

  // Page 2 shows what was fetched ahead, without asking again
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 11 to 20 of 25 entries')).toBeVisible();
  await expect(titles).toHaveText(titlesOf(secondAnswer));
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(calls.filter((call) => call.page === 2 && call.pageSize === 10)).toHaveLength(1);

  // A new page size goes back to page 1 and asks for that many
  const biggerPage = tasksPageRequest(page, { page: 1, pageSize: 20 });
  await page.getByLabel('Show').selectOption('20');
  expect((await (await (await biggerPage).response())!.json()).data).toHaveLength(20);
  await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(20);

  // A task added here counts at once
  await page.getByRole('button', { name: 'Add Task' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Task' });
  await modal.getByLabel('Task Title').fill('Task 26');
  await modal.getByLabel('Project').selectOption({ label: 'Depot' });
  await modal.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task added successfully')).toBeVisible();
  await expect(page.getByText('Showing 1 to 20 of 26 entries')).toBeVisible();

  // The last page holds the rest
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 21 to 26 of 26 entries')).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(titles.last()).toHaveText('Task 26');

  // Every call the screen made asked for a page, never for the whole list
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((call) => call.page !== undefined && call.pageSize !== undefined)).toBe(true);
});
