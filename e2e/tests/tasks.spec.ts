import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  signInViaUi,
  signUpViaApi,
  type Person,
} from './support.ts';
import { seedProject, seedTask } from './projects-support.ts';

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

test('a task is added, edited, re-statused and deleted', async ({ page, request }) => {
  const person = await signUpViaApi(request, newPerson('Lin'));
  await signInViaUi(page, person);
  await seedProject(page, 'Harbour');
  await seedProject(page, 'Fleet');

  // The list starts empty
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();

  // Add Task opens the modal, To Do by default; a title and a project are required
  await page.getByRole('button', { name: 'Add Task' }).click();
  const addModal = page.getByRole('dialog', { name: 'Add New Task' });
  await expect(addModal.getByLabel('Status')).toHaveValue('todo');
  await expect(addModal.getByLabel('Project')).toContainText('Harbour');
  await addModal.getByRole('button', { name: 'Add Task' }).click();
  await expect(addModal.getByRole('alert')).toHaveText('Please fill all the fields');
  await expect(addModal.getByLabel('Task Title')).toBeFocused();

  // A complete form adds the task
  await addModal.getByLabel('Task Title').fill('Inspect cranes');
  await addModal.getByLabel('Project').selectOption({ label: 'Fleet' });
  await addModal.getByLabel('Start Date').fill('2026-11-02');
  await addModal.getByLabel('Start Date').press('Tab');
  await addModal.getByLabel('Due Date').fill('2026-11-09');
  await addModal.getByLabel('Due Date').press('Tab');
  await addModal.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task added successfully')).toBeVisible();
  await expect(addModal).toBeHidden();
  const added = page.getByRole('article', { name: 'Inspect cranes' });
  await expect(added.getByRole('definition')).toHaveText([
    'Fleet',
    fullName(person),
    '2026-11-02',
    '2026-11-09',
  ]);
  await expect(added.getByText('Status: To Do')).toBeVisible();

  // The status dropdown changes the status at once and the list reloads with it
  await added.getByLabel('Status of Inspect cranes').selectOption('In Progress');
  await expect(page.getByText('Task status updated')).toBeVisible();
  await page.reload();
  await expect(added.getByLabel('Status of Inspect cranes')).toHaveValue('in-progress');
  await expect(added.getByText('Status: In Progress')).toBeVisible();

  // Edit shows the task's values and needs a title
  await added.getByRole('button', { name: 'Edit task Inspect cranes' }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(editModal.getByLabel('Task Title')).toHaveValue('Inspect cranes');
  await expect(editModal.getByLabel('Project')).toHaveValue(/.+/);
  await expect(editModal.getByLabel('Due Date')).toHaveValue('2026-11-09');
  await editModal.getByLabel('Task Title').fill(' ');
  await editModal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editModal.getByRole('alert')).toHaveText('Please fill all required fields');

  // Saving renames it, moves it to another project and clears the due date
  await editModal.getByLabel('Task Title').fill('Inspect all cranes');
  await editModal.getByLabel('Project').selectOption({ label: 'Harbour' });
  await editModal.getByLabel('Status').selectOption('done');
  await editModal.getByRole('button', { name: 'Clear date' }).last().click();
  await editModal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Task updated successfully')).toBeVisible();
  const edited = page.getByRole('article', { name: 'Inspect all cranes' });
  await expect(edited.getByRole('definition')).toHaveText(['Harbour', fullName(person), '2026-11-02']);
  await expect(edited.getByText('Status: Done')).toBeVisible();

  // Delete asks first, then removes the task
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this task?');
    void dialog.accept();
  });
  await edited.getByRole('button', { name: 'Delete task Inspect all cranes' }).click();
  await expect(page.getByText('Task deleted successfully')).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();
});

test('the task grid pages with the shared page-size control', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const projectId = await seedProject(page, 'Depot');
  for (let number = 1; number <= 12; number += 1) {
    await seedTask(page, projectId, `Task ${String(number).padStart(2, '0')}`);
  }
  await page.goto('/tasks');

  // Ten to a page by default
  const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('article');
  await expect(tasks).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();

  // The second page holds the rest
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(tasks).toHaveCount(2);
  await expect(page.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();

  // A bigger page shows all, from page 1
  await page.getByLabel('Show').selectOption('20');
  await expect(tasks).toHaveCount(12);
  await expect(page.getByText('Showing 1 to 12 of 12 entries')).toBeVisible();
});

test('a status change the server refuses says so and keeps the old status', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const projectId = await seedProject(page, 'Depot');
  await seedTask(page, projectId, 'Sweep the floor');
  await page.goto('/tasks');

  // The server answers without result 1
  await page.route(`**${api.tasks.updateTaskStatus.path}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: 'nope' }),
    }),
  );
  const status = page.getByLabel('Status of Sweep the floor');
  await status.selectOption('done');
  await expect(page.getByText('Failed to update task status')).toBeVisible();
  await expect(status).toHaveValue('todo');
});

test('a task list that cannot be loaded says so', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);

  // The server fails the list
  await page.route(`**${api.tasks.getAllTasks.path}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: 'Down' }),
    }),
  );
  await page.goto('/tasks');
  await expect(page.getByText('Failed to fetch tasks')).toBeVisible();
  await expect(page.getByText('The tasks could not be loaded.')).toBeVisible();
});

test('the task list and the task modal have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const projectId = await seedProject(page, 'Depot');
  await seedTask(page, projectId, 'Sweep the floor', { startDate: '2026-11-02', dueDate: '2026-11-03' });
  await seedTask(page, projectId, 'Count the pallets', { status: 'in-progress' });
  await seedTask(page, projectId, 'Lock up', { status: 'done' });
  await page.goto('/tasks');
  await expect(page.getByRole('article')).toHaveCount(3);

  for (const theme of ['light', 'dark']) {
    // The list
    await expectNoSeriousA11yViolations(page);

    // The modal, showing its message
    await page.getByRole('button', { name: 'Add Task' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Task' });
    await modal.getByRole('button', { name: 'Add Task' }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    if (theme === 'light') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
  }
});
