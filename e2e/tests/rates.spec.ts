import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import { addMember } from './people-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalAttempt,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';
import { csvOf, download, sheetValues, workbookOf } from './reports-support.ts';
import { createProject } from './timesheet-support.ts';

test('an Admin sets rates, a rate change mid-month keeps earlier time, and money reaches only whom the company allows', async ({
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
  const harbour = await createProject(page, 'Harbour', ['Berths']);

  // The Rates screen starts empty
  await page.getByRole('link', { name: 'Rates' }).click();
  await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Rates' });
  await expect(table).toContainText('No rates yet');

  // A rate with more decimals than euros have is refused in the form
  await page.getByRole('button', { name: 'Set rate' }).click();
  const modal = page.getByRole('dialog', { name: 'Set rate' });
  await modal.getByLabel('Valid from').fill('2026-11-01');
  await modal.getByLabel('Valid from').press('Tab');
  await modal.getByLabel('Rate an hour (€)').fill('80.555');
  await modal.getByRole('button', { name: 'Set rate' }).click();
  await expect(modal.getByText('Rate must be an amount with at most 2 decimals')).toBeVisible();

  // 80.00 an hour for everyone from the 1st, then 100.00 on Harbour from the 16th
  await modal.getByLabel('Rate an hour (€)').fill('80');
  await modal.getByRole('button', { name: 'Set rate' }).click();
  await expect(page.getByText('Rate saved')).toBeVisible();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Set rate' }).click();
  await modal.getByLabel('Project').selectOption({ label: 'Harbour' });
  await modal.getByLabel('Valid from').fill('2026-11-16');
  await modal.getByLabel('Valid from').press('Tab');
  await modal.getByLabel('Rate an hour (€)').fill('100,50');
  await modal.getByRole('button', { name: 'Set rate' }).click();
  await expect(modal).toBeHidden();
  await expect(table.getByRole('row', { name: /Everyone.*All projects.*2026-11-01.*€80\.00/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Everyone.*Harbour.*2026-11-16.*€100\.50/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 2 h before the change and 1.5 h after: 160.00 + 150.75
  for (const [date, hours] of [
    ['2026-11-10', 2],
    ['2026-11-17', 1.5],
  ] as const) {
    await portalCall(page, api.timesheet.addTimeEntry, {
      date,
      hours,
      projectId: harbour.projectId,
      taskId: harbour.taskIds.Berths,
    });
  }
  const summary = { from: '2026-11-01', to: '2026-11-30', groupBy: ['project'] };
  expect(await portalCall(page, api.reports.summary, summary)).toMatchObject({
    currency: 'EUR',
    totalHours: 3.5,
    totalBillableAmount: 31075,
    rows: [{ hours: 3.5, billableAmount: 31075 }],
  });

  // The Reports screen shows the same beside the hours
  await page.goto('/reports?from=2026-11-01&to=2026-11-30&group=project');
  const reportTable = page.getByRole('region', { name: 'Report table' });
  await expect(reportTable.getByRole('columnheader')).toHaveText([
    'Project',
    'Hours',
    'Billable hours',
    'Billable amount',
    'Cost',
    'Margin',
  ]);
  await expect(reportTable.getByRole('row', { name: /Harbour/ })).toHaveText(
    /Harbour\s*3\.50\s*3\.50\s*€310\.75\s*€0\.00\s*€310\.75/,
  );

  // The exports read back the screen's numbers, amounts in euros with cents
  const exportButton = (name: string) => page.getByRole('button', { name: `Export as ${name}` });
  const csv = await csvOf(await download(page, exportButton('CSV')));
  expect(csv.records).toEqual([
    ['Project', 'Hours', 'Billable hours', 'Billable amount (EUR)', 'Cost (EUR)', 'Margin (EUR)'],
    ['Harbour', '3.50', '3.50', '310.75', '0.00', '310.75'],
    ['Total', '3.50', '3.50', '310.75', '0.00', '310.75'],
  ]);
  const workbook = await workbookOf(await download(page, exportButton('Excel')));
  const sheet = workbook.getWorksheet('Timesheet Report')!;
  expect(sheetValues(sheet)).toEqual([
    ['Project', 'Hours', 'Billable hours', 'Billable amount (EUR)', 'Cost (EUR)', 'Margin (EUR)'],
    ['Harbour', 3.5, 3.5, 310.75, 0, 310.75],
    ['Total', 3.5, 3.5, 310.75, 0, 310.75],
  ]);
  expect(sheet.getColumn(4).numFmt).toBe('0.00');

  // A Manager is shown no money until the Admin allows it
  const managerPage = await (await browser.newContext()).newPage();
  await signInViaUi(managerPage, manager);
  await managerPage.goto('/rates');
  await expect(managerPage.getByRole('region', { name: 'Rates' })).toContainText(
    'Rates and amounts are for Admins, and for Managers where the company allows it',
  );
  const hidden = await portalAttempt(managerPage, api.reports.summary, summary);
  expect(hidden.status).toBe(200);
  expect(JSON.stringify(hidden.answer)).not.toContain('Amount');
  await managerPage.goto('/reports?from=2026-11-01&to=2026-11-30&group=project');
  await expect(
    managerPage.getByRole('region', { name: 'Report table' }).getByRole('columnheader'),
  ).toHaveText(['Project', 'Hours']);
  await page.goto('/settings');
  await page.getByLabel('Managers see rates, amounts and costs').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await managerPage.goto('/rates');
  await expect(managerPage.getByRole('region', { name: 'Rates' })).toContainText('€100.50');
  expect(await portalCall(managerPage, api.reports.summary, summary)).toMatchObject({
    totalBillableAmount: 31075,
  });
});
