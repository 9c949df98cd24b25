import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  signInViaUi,
  signUpViaApi,
  type Person,
} from './support.ts';
import { card, column, dragCard, expectColumnCounts, seedProject, seedTask } from './projects-support.ts';

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

test('a project is added, edited and deleted through the modals', async ({ page, request }) => {
  const person = await signUpViaApi(request, newPerson('Ada'));
  await signInViaUi(page, person);

  // The board starts with four empty columns
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expectColumnCounts(page, { New: 0, 'In Review': 0, 'In Progress': 0, Done: 0 });

  // Add Project opens the modal with the defaults: status New, team size 1
  await page.getByRole('button', { name: 'Add Project' }).click();
  const addModal = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(addModal.getByLabel('Status')).toHaveValue('New');
  await expect(addModal.getByLabel('Team Size')).toHaveValue('1');

  // Name and description are required
  await addModal.getByRole('button', { name: 'Add Project' }).click();
  await expect(addModal.getByRole('alert')).toHaveText('Please fill all required fields');
  await expect(addModal.getByLabel('Project Name')).toBeFocused();
  await addModal.getByLabel('Project Name').fill('Harbour expansion');
  await addModal.getByRole('button', { name: 'Add Project' }).click();
  await expect(addModal.getByRole('alert')).toHaveText('Please fill all required fields');

  // The team size is at least 1
  await addModal.getByLabel('Description').fill('New berths for the container terminal');
  await addModal.getByLabel('Team Size').fill('0');
  await addModal.getByRole('button', { name: 'Add Project' }).click();
  await expect(addModal.getByText('Team size must be at least 1')).toBeVisible();

  // A complete form adds the project to its column
  await addModal.getByLabel('Status').selectOption('In Review');
  await addModal.getByLabel('Start Date').fill('2026-11-01');
  await addModal.getByLabel('Start Date').press('Tab');
  await addModal.getByLabel('End Date').fill('2026-12-31');
  await addModal.getByLabel('End Date').press('Tab');
  await addModal.getByLabel('Team Size').fill('4');
  // The button says it is busy while the server works: the add is held back until it has been seen
  let releaseAdd = () => {};
  const addHeld = new Promise<void>((resolve) => (releaseAdd = resolve));
  await page.route(`**${api.projects.addProject.path}`, async (route) => {
    await addHeld;
    await route.continue();
  });
  await addModal.getByRole('button', { name: 'Add Project' }).click();
  await expect(addModal.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  releaseAdd();
  await expect(page.getByText('Project added successfully')).toBeVisible();
  await expect(addModal).toBeHidden();
  const added = column(page, 'In Review').getByRole('article', { name: 'Harbour expansion' });
  await expect(added).toContainText('New berths for the container terminal');
  await expect(added).toContainText('4 members');
  await expect(added).toContainText('2026-11-01');
  await expect(added).toContainText(fullName(person));
  await expect(added.getByRole('button', { name: '0 tasks' })).toBeVisible();

  // Edit shows the project's values and checks the same way
  await added.getByRole('button', { name: 'Edit project Harbour expansion' }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(editModal.getByLabel('Project Name')).toHaveValue('Harbour expansion');
  await expect(editModal.getByLabel('End Date')).toHaveValue('2026-12-31');
  await editModal.getByLabel('Description').fill('');
  await editModal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editModal.getByRole('alert')).toHaveText('Please fill all required fields');

  // Saving renames the project and moves it to its new status
  await editModal.getByLabel('Project Name').fill('Harbour phase 2');
  await editModal.getByLabel('Description').fill('Two more berths');
  await editModal.getByLabel('Status').selectOption('Done');
  await editModal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(column(page, 'Done').getByRole('article', { name: 'Harbour phase 2' })).toContainText(
    'Two more berths',
  );
  await expectColumnCounts(page, { 'In Review': 0, Done: 1 });

  // An end before the start is refused with the server's reason
  await card(page, 'Harbour phase 2').getByRole('button', { name: 'Edit project Harbour phase 2' }).click();
  await editModal.getByLabel('End Date').fill('2026-10-01');
  await editModal.getByLabel('End Date').press('Tab');
  await editModal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('endDate: must not be before startDate')).toBeVisible();
  await expect(page.getByText('Failed to update project')).toBeVisible();
  await editModal.getByRole('button', { name: 'Cancel' }).click();

  // Delete asks first; dismissing keeps the project
  const deleteButton = page.getByRole('button', { name: 'Delete project Harbour phase 2' });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this project?');
    void dialog.dismiss();
  });
  await deleteButton.click();
  await expect(card(page, 'Harbour phase 2')).toBeVisible();

  // Accepting deletes it
  page.once('dialog', (dialog) => void dialog.accept());
  await deleteButton.click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(card(page, 'Harbour phase 2')).toHaveCount(0);
  await page.reload();
  await expectColumnCounts(page, { New: 0, 'In Review': 0, 'In Progress': 0, Done: 0 });
});

test('a date picker closes once a day is chosen from it or the focus leaves it', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Project' });
  await modal.getByLabel('Project Name').fill('Harbour expansion');
  await modal.getByLabel('Description').fill('New berths for the container terminal');
  const startDate = modal.getByLabel('Start Date');
  const endDate = modal.getByLabel('End Date');
  const submit = modal.getByRole('button', { name: 'Add Project' });
  const calendars = page.locator('.react-datepicker');
  const day = (number: string) =>
    calendars.locator(`.react-datepicker__day--0${number}:not(.react-datepicker__day--outside-month)`);

  // Picking the first day from its calendar closes it, and so does picking the last
  await startDate.click();
  await expect(calendars).toHaveCount(1);
  await day('10').click();
  await expect(calendars).toHaveCount(0);
  const month = (await startDate.inputValue()).slice(0, 8);
  expect(month).toMatch(/^\d{4}-\d{2}-$/);
  await endDate.click();
  await expect(calendars).toHaveCount(1);
  await day('20').click();
  await expect(calendars).toHaveCount(0);
  await expect(startDate).toHaveValue(`${month}10`);
  await expect(endDate).toHaveValue(`${month}20`);

  // Tab leaves an open calendar closed
  await endDate.click();
  await expect(calendars).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(calendars).toHaveCount(0);

  // The focus going on without a press (a screen reader's, say) closes it too: one calendar at a time
  await startDate.click();
  await expect(calendars).toHaveCount(1);
  await endDate.focus();
  await expect(calendars).toHaveCount(1);
  await expect(day('20')).toHaveClass(/react-datepicker__day--selected/);
  await submit.focus();
  await expect(calendars).toHaveCount(0);

  // Nothing covers the form's button, which adds the project with its dates
  const onTop = await submit.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
  await submit.click();
  await expect(page.getByText('Project added successfully')).toBeVisible();
  await expect(card(page, 'Harbour expansion')).toBeVisible();
});

test('the edit and delete actions appear when the card has keyboard focus', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await seedProject(page, 'Depot');
  await page.goto('/projects');

  // Hidden until the card is hovered or focused
  await page.mouse.move(0, 0);
  const edit = page.getByRole('button', { name: 'Edit project Depot' });
  const actions = edit.locator('..');
  await expect(actions).toHaveCSS('opacity', '0');

  // Tabbing from the drag handle reaches them, visible
  await page.getByRole('button', { name: 'Move project Depot' }).focus();
  await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  await expect(actions).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Project' })).toBeVisible();
});

test('a card dragged with the mouse keeps its new status after a reload', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await seedProject(page, 'Rail link');
  await seedProject(page, 'Fleet renewal');
  await page.goto('/projects');
  await expectColumnCounts(page, { New: 2, 'In Progress': 0 });

  // Drag Rail link into In Progress
  await dragCard(page, 'Rail link', 'In Progress');
  await expect(page.getByText('Project status updated')).toBeVisible();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Rail link' })).toBeVisible();
  await expectColumnCounts(page, { New: 1, 'In Progress': 1 });

  // The server kept it
  await page.reload();
  await expect(column(page, 'In Progress').getByRole('article', { name: 'Rail link' })).toBeVisible();
  await expectColumnCounts(page, { New: 1, 'In Review': 0, 'In Progress': 1, Done: 0 });
});

test('a card moved from the keyboard keeps its new status after a reload', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await seedProject(page, 'Customs portal');
  await page.goto('/projects');

  // Focus the handle, pick the card up with Space, move it one column right and drop it
  const handle = page.getByRole('button', { name: 'Move project Customs portal' });
  const announced = (text: string) => expect(page.getByText(text)).toBeAttached();
  // The keyboard sensor starts listening for the moving keys one task after the pick-up it
  // announces at once; a person is never that quick, a test is.
  const pickUp = async (key: string, column: string) => {
    await page.keyboard.press(key);
    await announced(`Picked up project Customs portal in column ${column}.`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  };
  await handle.focus();
  await pickUp('Space', 'New');
  await page.keyboard.press('ArrowRight');
  await announced('Project Customs portal is over column In Review.');
  await page.keyboard.press('Space');
  await announced('Project Customs portal was dropped in column In Review.');
  await expect(page.getByText('Project status updated')).toBeVisible();
  await expect(column(page, 'In Review').getByRole('article', { name: 'Customs portal' })).toBeVisible();

  // Focus stays on the card's handle, so it can go on with Enter: two more columns to Done
  await expect(handle).toBeFocused();
  await pickUp('Enter', 'In Review');
  await page.keyboard.press('ArrowRight');
  await announced('Project Customs portal is over column In Progress.');
  await page.keyboard.press('ArrowRight');
  await announced('Project Customs portal is over column Done.');
  await page.keyboard.press('Enter');
  await expect(column(page, 'Done').getByRole('article', { name: 'Customs portal' })).toBeVisible();
  await expect(handle).toBeFocused();

  // Escape cancels a move
  await pickUp('Space', 'Done');
  await page.keyboard.press('ArrowLeft');
  await announced('Project Customs portal is over column In Progress.');
  await page.keyboard.press('Escape');
  await announced('Moving project Customs portal was cancelled. It stays in column Done.');
  await expect(column(page, 'Done').getByRole('article', { name: 'Customs portal' })).toBeVisible();

  // The server kept the last move
  await page.reload();
  await expectColumnCounts(page, { New: 0, 'In Review': 0, 'In Progress': 0, Done: 1 });
});

test('a move the server refuses puts the card back with a toast', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await seedProject(page, 'Cold store');
  await page.goto('/projects');

  // The server answers without result 1
  await page.route(`**${api.projects.updateProjectStatus.path}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: 'nope' }),
    }),
  );

  // The card goes back to New with the error
  await dragCard(page, 'Cold store', 'Done');
  await expect(page.getByText('Failed to update project status')).toBeVisible();
  await expect(column(page, 'New').getByRole('article', { name: 'Cold store' })).toBeVisible();
  await expectColumnCounts(page, { New: 1, Done: 0 });

  // And it is still New on the server
  await page.unrouteAll();
  await page.reload();
  await expectColumnCounts(page, { New: 1, Done: 0 });
});

test('the task count opens a popover with the project’s tasks', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const warehouse = await seedProject(page, 'Warehouse', { status: 'In Progress' });
  await seedTask(page, warehouse, 'Pour the floor', { status: 'done' });
  await seedTask(page, warehouse, 'Fit the racks', { status: 'in-progress' });
  await seedTask(page, warehouse, 'Hire the crew');
  await seedProject(page, 'Terminal');
  await page.goto('/projects');

  // Counts are right on arrival
  await expectColumnCounts(page, { New: 1, 'In Progress': 1 });
  const count = card(page, 'Warehouse').getByRole('button', { name: '3 tasks' });

  // The popover lists every task with its status
  await count.click();
  await expect(count).toHaveAttribute('aria-expanded', 'true');
  const popover = page.getByRole('dialog', { name: 'Tasks' });
  await expect(popover.getByRole('listitem')).toHaveText([
    /Pour the floor\s*Status: Done/,
    /Fit the racks\s*Status: In Progress/,
    /Hire the crew\s*Status: To Do/,
  ]);

  // Close shuts it and gives focus back to the count
  await popover.getByRole('button', { name: 'Close' }).click();
  await expect(popover).toBeHidden();
  await expect(count).toBeFocused();

  // A project without tasks says so; Escape shuts it
  await card(page, 'Terminal').getByRole('button', { name: '0 tasks' }).click();
  await expect(page.getByRole('dialog', { name: 'Tasks' })).toContainText('No tasks yet');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tasks' })).toBeHidden();

  // A task added elsewhere shows in the count after a reload
  await seedTask(page, warehouse, 'Paint the lines');
  await page.reload();
  await expect(card(page, 'Warehouse').getByRole('button', { name: '4 tasks' })).toBeVisible();
  await expectColumnCounts(page, { New: 1, 'In Review': 0, 'In Progress': 1, Done: 0 });
});

test('deleting a project retires its tasks', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const yard = await seedProject(page, 'Yard');
  await seedTask(page, yard, 'Resurface the yard');
  await page.goto('/projects');

  // Delete the project from the board
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete project Yard' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();

  // Its task is gone from the Tasks screen
  await page.getByRole('navigation').first().getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByText('No tasks yet')).toBeVisible();
});

test('a board that cannot be loaded says so', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);

  // The server fails the list
  await page.route(`**${api.projects.getAllProjects.path}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: 'Down' }),
    }),
  );
  await page.goto('/projects');
  await expect(page.getByText('Failed to fetch projects')).toBeVisible();
  await expect(page.getByText('The projects could not be loaded.')).toBeVisible();
});

test.describe('accessibility', () => {
  test('the board, the popover and the project modal have no serious violations', async ({
    page,
    request,
  }) => {
    const person = await signUpViaApi(request);
    await signInViaUi(page, person);
    const quay = await seedProject(page, 'Quay', { startDate: '2026-11-01', teamSize: 3 });
    await seedTask(page, quay, 'Dredge the berth', { status: 'in-progress' });
    await seedProject(page, 'Crane', { status: 'Done' });
    await page.goto('/projects');
    await expect(card(page, 'Quay')).toBeVisible();

    for (const theme of ['light', 'dark']) {
      // The board with a card showing its actions
      await card(page, 'Quay').hover();
      await expectNoSeriousA11yViolations(page);

      // The Tasks popover
      await card(page, 'Quay').getByRole('button', { name: '1 task' }).click();
      await expect(page.getByRole('dialog', { name: 'Tasks' })).toContainText('Dredge the berth');
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      // The project modal, showing its message
      await page.getByRole('button', { name: 'Add Project' }).click();
      const modal = page.getByRole('dialog', { name: 'Add New Project' });
      await modal.getByRole('button', { name: 'Add Project' }).click();
      await expect(modal.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await modal.getByRole('button', { name: 'Cancel' }).click();

      if (theme === 'light') {
        await page.getByRole('button', { name: 'Toggle theme' }).click();
        await expect(page.locator('html')).toHaveClass(/dark/);
      }
    }
  });
});
