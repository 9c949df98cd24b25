import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { card, seedProject, seedTask } from './projects-support.ts';
import { expectNoSeriousA11yViolations, portalCall, signInViaUi, signUpViaApi } from './support.ts';
import { isoDate, logTime, type SeededProject } from './timesheet-support.ts';

/** The theme's error colour (--color-error-500) and brand colour (--color-brand-500). */
const ERROR_COLOUR = 'rgb(240, 68, 56)';
const BRAND_COLOUR = 'rgb(70, 95, 255)';

const estimateBar = (scope: Locator) => scope.locator('[data-estimate-bar]');

async function projectOf(page: Page, name: string) {
  return (await portalCall(page, api.projects.getAllProjects)).data.find(
    (project: { name: string }) => project.name === name,
  );
}

async function taskOf(page: Page, title: string) {
  return (await portalCall(page, api.tasks.getAllTasks)).data.find(
    (task: { title: string }) => task.title === title,
  );
}

test('estimates are set in the modals, kept by edits, and shown against tracked time on the cards', async ({
  page,
  request,
}) => {
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);

  // The project modal has the estimate after the spec's fields (and then, for an Admin, the client)
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const addProject = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(addProject.locator('label')).toHaveText([
    'Project Name',
    'Description',
    'Status',
    'Start Date',
    'End Date',
    'Team Size',
    'Estimate (hours)',
    // This portal's fields, after the spec's; the budget for those who see money.
    'Client',
    'Billable',
    'Color',
    'Budget',
  ]);
  await expect(addProject.getByLabel('Estimate (hours)')).toHaveValue('');
  await addProject.getByLabel('Project Name').fill('Depot');
  await addProject.getByLabel('Description').fill('The new depot');
  await addProject.getByLabel('Estimate (hours)').fill('-2');
  await addProject.getByRole('button', { name: 'Add Project' }).click();
  await expect(addProject.getByText('Estimate must not be negative')).toBeVisible();
  await addProject.getByLabel('Estimate (hours)').fill('10');
  await addProject.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByText('Project added successfully')).toBeVisible();
  const depotId = (await projectOf(page, 'Depot')).id;
  expect((await projectOf(page, 'Depot')).estimateHours).toBe(10);

  // A task of it, estimated at 4 hours through the task modal
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Add Task' }).click();
  const addTask = page.getByRole('dialog', { name: 'Add New Task' });
  await addTask.getByLabel('Task Title').fill('Picking');
  await addTask.getByLabel('Project').selectOption({ label: 'Depot' });
  await addTask.getByLabel('Estimate (hours)').fill('4');
  await addTask.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task added successfully')).toBeVisible();
  const picking: SeededProject = {
    projectId: depotId,
    taskIds: { Picking: (await taskOf(page, 'Picking')).id },
  };

  // Three hours logged: within both estimates
  await logTime(page, picking, 'Picking', isoDate(new Date()), 3);
  await page.goto('/projects');
  const depot = card(page, 'Depot');
  await expect(depot).toContainText('3 / 10 h');
  await expect(estimateBar(depot)).toHaveCSS('background-color', BRAND_COLOUR);
  await page.goto('/tasks');
  const pickingCard = page.getByRole('article', { name: 'Picking' });
  await expect(pickingCard).toContainText('3 / 4 h');
  await expect(estimateBar(pickingCard)).toHaveCSS('background-color', BRAND_COLOUR);

  // Two more: the task is past its estimate and its bar turns to the error colour; the project is not
  await logTime(page, picking, 'Picking', isoDate(new Date()), 2);
  await page.reload();
  await expect(pickingCard).toContainText('5 / 4 h');
  await expect(pickingCard.getByText('over the estimate')).toBeAttached();
  await expect(estimateBar(pickingCard)).toHaveCSS('background-color', ERROR_COLOUR);
  await expect(estimateBar(pickingCard)).toHaveAttribute('style', /width: 100%/);

  // Editing the task's title keeps its estimate
  await pickingCard.getByRole('button', { name: 'Edit task Picking' }).click();
  const editTask = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(editTask.getByLabel('Estimate (hours)')).toHaveValue('4');
  await editTask.getByLabel('Task Title').fill('Picking orders');
  await editTask.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Task updated successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Picking orders' })).toContainText('5 / 4 h');
  expect((await taskOf(page, 'Picking orders')).estimateHours).toBe(4);

  // On the board: the project within its estimate, the popover with the task's tracked hours
  await page.goto('/projects');
  await expect(depot).toContainText('5 / 10 h');
  await expect(estimateBar(depot)).toHaveCSS('background-color', BRAND_COLOUR);
  await depot.getByRole('button', { name: '1 task' }).click();
  await expect(page.getByRole('dialog', { name: 'Tasks' }).getByRole('listitem')).toHaveText([
    /Picking orders\s*Status: To Do\s*Tracked: 5 h/,
  ]);
  await page.keyboard.press('Escape');

  // Editing the project's description keeps its estimate; emptying the estimate clears it
  await depot.getByRole('button', { name: 'Edit project Depot' }).click();
  const editProject = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(editProject.getByLabel('Estimate (hours)')).toHaveValue('10');
  await editProject.getByLabel('Description').fill('The new depot, phase 1');
  await editProject.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  expect((await projectOf(page, 'Depot')).estimateHours).toBe(10);
  await expect(depot).toContainText('5 / 10 h');

  await depot.getByRole('button', { name: 'Edit project Depot' }).click();
  await editProject.getByLabel('Estimate (hours)').fill('');
  await editProject.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editProject).toBeHidden();
  expect((await projectOf(page, 'Depot')).estimateHours).toBeNull();

  // Without an estimate the card shows the tracked hours alone, and no bar
  await expect(depot).toContainText('5 h');
  await expect(depot).not.toContainText('/ ');
  await expect(estimateBar(depot)).toHaveCount(0);
});

test('the cards with their estimates have no serious accessibility violations in either theme', async ({
  page,
  request,
}) => {
  await signInViaUi(page, await signUpViaApi(request));
  const depotId = await seedProject(page, 'Depot', { estimateHours: 2 });
  const picking: SeededProject = {
    projectId: depotId,
    taskIds: { Picking: await seedTask(page, depotId, 'Picking', { estimateHours: 8 }) },
  };
  await seedTask(page, depotId, 'Packing');
  await logTime(page, picking, 'Picking', isoDate(new Date()), 3);

  for (const theme of ['light', 'dark']) {
    await page.goto('/projects');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    // A project past its estimate, with its Tasks popover open
    await expect(card(page, 'Depot')).toContainText('3 / 2 h');
    await card(page, 'Depot').getByRole('button', { name: '2 tasks' }).click();
    await expect(page.getByRole('dialog', { name: 'Tasks' })).toContainText('Tracked: 3 h');
    await expectNoSeriousA11yViolations(page);

    // A task within its estimate and one without
    await page.goto('/tasks');
    await expect(page.getByRole('article', { name: 'Picking' })).toContainText('3 / 8 h');
    await expect(page.getByRole('article', { name: 'Packing' })).toContainText('0 h');
    await expectNoSeriousA11yViolations(page);
  }
});
