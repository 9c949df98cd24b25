import { expect, test } from '@playwright/test';
import { addMember } from './people-support.ts';
import { card, seedProject } from './projects-support.ts';
import { expectNoSeriousA11yViolations, newPerson, signInViaUi, signUpViaApi } from './support.ts';

test('a Manager keeps the clients: added, named once, given a project, refused deletion while it has one, renamed', async ({
  page,
  browser,
  request,
}) => {
  // Three people, each in a browser of their own.
  test.slow();
  const admin = await signUpViaApi(request, newPerson('Ada'));
  await signInViaUi(page, admin);
  const manager = newPerson('Max');
  await addMember(page, manager, 'Manager');
  const user = newPerson('Uma');
  await addMember(page, user, 'User');
  await seedProject(page, 'Warehouse move');

  const managerPage = await (await browser.newContext()).newPage();
  await signInViaUi(managerPage, manager);
  await managerPage.getByRole('link', { name: 'Clients' }).click();
  await expect(managerPage.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  const table = managerPage.getByRole('region', { name: 'Clients' });
  await expect(table).toContainText('No clients yet.');

  // A name is required; a complete form adds the client
  await managerPage.getByRole('button', { name: 'Add client' }).click();
  const addModal = managerPage.getByRole('dialog', { name: 'Add client' });
  await addModal.getByRole('button', { name: 'Add client' }).click();
  await expect(addModal.getByText('Please enter the client’s name')).toBeVisible();
  await addModal.getByLabel('Name').fill('Northwind');
  await addModal.getByLabel('Contact').fill('Ola Berg');
  await addModal.getByLabel('Notes').fill('Invoices by the 5th');
  await addModal.getByRole('button', { name: 'Add client' }).click();
  await expect(managerPage.getByText('Client added')).toBeVisible();
  await expect(addModal).toBeHidden();
  const northwind = table.getByRole('row', { name: /Northwind/ });
  await expect(northwind).toContainText('Ola Berg');
  await expect(northwind).toContainText('0');

  // The same name in other letters is refused, and the form stays open with what was typed
  await managerPage.getByRole('button', { name: 'Add client' }).click();
  await addModal.getByLabel('Name').fill('NORTHWIND');
  await addModal.getByRole('button', { name: 'Add client' }).click();
  await expect(managerPage.getByText('A client with this name already exists')).toBeVisible();
  await expect(addModal.getByLabel('Name')).toHaveValue('NORTHWIND');
  await addModal.getByRole('button', { name: 'Cancel' }).click();

  // The project form offers the clients after the spec's fields, and the board names the client
  await managerPage.goto('/projects');
  await card(managerPage, 'Warehouse move')
    .getByRole('button', { name: 'Edit project Warehouse move' })
    .click();
  const editProject = managerPage.getByRole('dialog', { name: 'Edit Project' });
  await expect(editProject.getByLabel('Client')).toHaveValue('');
  await editProject.getByLabel('Client').selectOption({ label: 'Northwind' });
  await editProject.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card(managerPage, 'Warehouse move')).toContainText('Northwind');
  await card(managerPage, 'Warehouse move')
    .getByRole('button', { name: 'Edit project Warehouse move' })
    .click();
  await expect(editProject.getByLabel('Client').locator('option:checked')).toHaveText('Northwind');
  await editProject.getByRole('button', { name: 'Cancel' }).click();

  // A client with a project is not deleted; the refusal says how many belong to it
  await managerPage.getByRole('link', { name: 'Clients' }).click();
  await expect(northwind.getByRole('cell').nth(1)).toHaveText('1');
  managerPage.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete the client Northwind?');
    void dialog.accept();
  });
  await northwind.getByRole('button', { name: 'Delete Northwind' }).click();
  await expect(
    managerPage.getByText('1 project belongs to this client; move or delete them first'),
  ).toBeVisible();
  await expect(northwind).toBeVisible();

  // Renaming shows at once here and on the Admin's open screen, and the screen has no serious
  // accessibility failures
  await page.goto('/clients');
  await expect(page.getByRole('region', { name: 'Clients' })).toContainText('Northwind');
  await northwind.getByRole('button', { name: 'Edit Northwind' }).click();
  const editModal = managerPage.getByRole('dialog', { name: 'Edit client' });
  await expect(editModal.getByLabel('Contact')).toHaveValue('Ola Berg');
  await editModal.getByLabel('Name').fill('Northwind Traders');
  await editModal.getByRole('button', { name: 'Save client' }).click();
  await expect(managerPage.getByText('Client saved')).toBeVisible();
  await expect(table.getByRole('row', { name: /Northwind Traders/ })).toBeVisible();
  await expectNoSeriousA11yViolations(managerPage);

  await expect(page.getByRole('region', { name: 'Clients' })).toContainText('Northwind Traders');

  // A User has no Clients screen, and their project form no client field
  const userPage = await (await browser.newContext()).newPage();
  await signInViaUi(userPage, user);
  await expect(userPage.getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await userPage.goto('/clients');
  await expect(userPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await userPage.goto('/projects');
  await card(userPage, 'Warehouse move').getByRole('button', { name: 'Edit project Warehouse move' }).click();
  await expect(userPage.getByRole('dialog', { name: 'Edit Project' }).getByLabel('Client')).toHaveCount(0);
});
