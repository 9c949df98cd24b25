import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import { addMember, bell, expectNotReloaded, markPage, notificationPanel } from './people-support.ts';
import { card } from './projects-support.ts';
import { csvOf, download } from './reports-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';

/**
 * Rates: cost 40.00 an hour, bill 90.00 an hour, and 120.00 for Uma. Quay's budget is 1,000.00.
 *   Uma, Lashing, 5 h: cost 200.00, bill 600.00
 *   Ben, Lashing, 10 h: cost 400.00, bill 900.00
 *   Ben, Training (not billable), 2 h: cost 80.00
 * So far 680.00 of the budget (68 %), 1,500.00 billable. Then Uma, Lashing, 3.5 h: cost 140.00,
 * bill 420.00, and the spend is 820.00, past 80 %.
 * Billable by client: 18.5 h, 1,920.00 billable, cost 740.00, margin 1,180.00; by person, Ben 10 h
 * (900.00, 400.00, 500.00) and Uma 8.5 h (1,020.00, 340.00, 680.00).
 */
test('a Manager runs a client’s billable project on a budget: the card, the report and the export agree, and the 80 % alert arrives live', async ({
  page,
  browser,
  request,
}) => {
  // Two people, each in a browser of their own.
  test.slow();
  const admin = await signUpViaApi(request, newPerson('Ada'));
  await signInViaUi(page, admin);
  const manager = newPerson('Max');
  await addMember(page, manager, 'Manager');
  const umaId = await addMember(page, newPerson('Uma'), 'User');
  const benId = await addMember(page, newPerson('Ben'), 'User');
  for (const rate of [
    // The portal's calls name the acting user unless told otherwise: these are the tenant's.
    { kind: 'cost', userId: null, validFrom: '2026-01-01', amount: 4000 },
    { kind: 'bill', userId: null, validFrom: '2026-01-01', amount: 9000 },
    { kind: 'bill', userId: umaId, validFrom: '2026-01-01', amount: 12000 },
  ]) {
    await portalCall(page, api.rates.setRate, rate);
  }
  await page.goto('/settings');
  await page.getByLabel('Managers see rates, amounts and costs').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The Manager adds the client, then a billable project of it with a budget
  const managerPage = await (await browser.newContext()).newPage();
  await signInViaUi(managerPage, manager);
  await managerPage.goto('/clients');
  await managerPage.getByRole('button', { name: 'Add client' }).click();
  const clientModal = managerPage.getByRole('dialog', { name: 'Add client' });
  await clientModal.getByLabel('Name').fill('Northwind');
  await clientModal.getByRole('button', { name: 'Add client' }).click();
  await expect(clientModal).toBeHidden();

  await managerPage.goto('/projects');
  await managerPage.getByRole('button', { name: 'Add Project' }).click();
  const addModal = managerPage.getByRole('dialog', { name: 'Add New Project' });
  await addModal.getByLabel('Project Name').fill('Quay');
  await addModal.getByLabel('Description').fill('Quay walls');
  await addModal.getByLabel('Client').selectOption({ label: 'Northwind' });
  await expect(addModal.getByLabel('Billable')).toBeChecked();
  await addModal.getByLabel('Color').selectOption({ label: 'Teal' });
  await addModal.getByLabel('Budget', { exact: true }).selectOption({ label: 'In total' });
  await addModal.getByLabel('Budget amount (€)').fill('1000.555');
  await addModal.getByRole('button', { name: 'Add Project' }).click();
  await expect(addModal.getByText('Budget has more decimals than the currency')).toBeVisible();
  await addModal.getByLabel('Budget amount (€)').fill('1000');
  await expectNoSeriousA11yViolations(managerPage);
  await addModal.getByRole('button', { name: 'Add Project' }).click();
  await expect(addModal).toBeHidden();
  const quayCard = card(managerPage, 'Quay');
  await expect(quayCard).toContainText('Northwind');
  await expect(quayCard.getByTestId('project-budget')).toHaveText('Spent €0.00 of €1,000.00');

  const quayId = (await portalCall(managerPage, api.projects.getAllProjects)).data.find(
    (project: { name: string }) => project.name === 'Quay',
  ).id;
  const lashing = (await portalCall(managerPage, api.tasks.addTask, { title: 'Lashing', projectId: quayId }))
    .id;
  const training = (
    await portalCall(managerPage, api.tasks.addTask, {
      title: 'Training',
      projectId: quayId,
      billable: false,
    })
  ).id;
  const log = (userId: string, taskId: string, date: string, hours: number) =>
    portalCall(page, api.timesheet.addTimeEntry, {
      userId,
      projectId: quayId,
      taskId,
      date,
      hours,
      description: '',
    });
  await log(umaId, lashing, '2026-11-09', 5);
  await log(benId, lashing, '2026-11-10', 10);
  await log(benId, training, '2026-11-11', 2);

  // The card follows live: 68 % of the budget, no alert yet
  await expect(quayCard.getByTestId('project-budget')).toHaveText('Spent €680.00 of €1,000.00');
  await expect(quayCard.getByTestId('project-money')).toHaveText('Billable €1,500.00 · Cost €680.00');
  await expect(bell(managerPage)).toHaveAccessibleName('Notifications');

  // 3.5 h more pass 80 %: the bell rings without a reload
  await markPage(managerPage);
  await log(umaId, lashing, '2026-11-12', 3.5);
  await expect(quayCard.getByTestId('project-budget')).toHaveText('Spent €820.00 of €1,000.00');
  await expect(bell(managerPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(managerPage).click();
  await expect(notificationPanel(managerPage)).toContainText('Quay has reached 80% of its budget');
  await expectNotReloaded(managerPage);
  await managerPage.keyboard.press('Escape');

  // The report by client agrees with the card
  await managerPage.goto('/reports?from=2026-11-01&to=2026-11-30&group=client,project');
  const reportTable = managerPage.getByRole('region', { name: 'Report table' });
  await expect(reportTable.getByRole('row', { name: /^Quay/ })).toHaveText(
    /Quay\s*20\.50\s*18\.50\s*€1,920\.00\s*€820\.00\s*€1,100\.00/,
  );
  // The report's budgets agree with the card; the share chart divides the cost, the project in its colour
  await expect(
    managerPage.getByRole('region', { name: 'Estimates and budgets' }).getByRole('row', { name: /^Quay/ }),
  ).toHaveText(/Quay\s*—\s*€820\.00 of €1,000\.00 \(82%\)/);
  await managerPage.goto('/reports?from=2026-11-01&to=2026-11-30&group=project');
  await managerPage
    .getByRole('group', { name: 'Show the share of' })
    .getByText('Cost', { exact: true })
    .click();
  const costLegend = managerPage.getByRole('list', { name: 'Cost by project' });
  await expect(costLegend.getByRole('listitem')).toHaveText([/Quay\s*€820\.00 · 100%/]);
  await expect(costLegend.locator('[style*="--project-color"]')).toHaveCSS(
    'background-color',
    'rgb(15, 122, 114)',
  );

  // 'Billable by client' counts billable time only, and its export reads back the screen's numbers
  await managerPage.getByRole('button', { name: 'Billable by client' }).click();
  await expect(managerPage).toHaveURL(/billable=billable/);
  await expect(managerPage.getByLabel('Group by')).toHaveValue('client');
  await expect(managerPage.getByLabel('Then by')).toHaveValue('project');
  await expect(managerPage.getByLabel('Finally by')).toHaveValue('user');
  const invoiceRow = reportTable.getByRole('row', { name: /^Quay/ });
  await expect(invoiceRow).toHaveText(/Quay\s*18\.50\s*18\.50\s*€1,920\.00\s*€740\.00\s*€1,180\.00/);
  await expect(reportTable.getByRole('row', { name: /^Uma/ })).toHaveText(
    /Uma Hopper\s*8\.50\s*8\.50\s*€1,020\.00\s*€340\.00\s*€680\.00/,
  );
  const csv = await csvOf(
    await download(managerPage, managerPage.getByRole('button', { name: 'Export as CSV' })),
  );
  expect(csv.records).toEqual([
    [
      'Client',
      'Project',
      'User',
      'Hours',
      'Billable hours',
      'Billable amount (EUR)',
      'Cost (EUR)',
      'Margin (EUR)',
    ],
    ['Northwind', 'Quay', 'Ben Hopper', '10.00', '10.00', '900.00', '400.00', '500.00'],
    ['Northwind', 'Quay', 'Uma Hopper', '8.50', '8.50', '1020.00', '340.00', '680.00'],
    ['Northwind', 'Quay Total', '', '18.50', '18.50', '1920.00', '740.00', '1180.00'],
    ['Northwind Total', '', '', '18.50', '18.50', '1920.00', '740.00', '1180.00'],
    ['Total', '', '', '18.50', '18.50', '1920.00', '740.00', '1180.00'],
  ]);
  await managerPage.context().close();
});
