import { expect, test } from '@playwright/test';
import { addMember, fullName, signInOnOwnBrowser } from './people-support.ts';
import { expectNoSeriousA11yViolations, newPerson, signInViaUi, signUpViaApi } from './support.ts';

test('a Manager saves a report, reopens it from the list with its address, and schedules it', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signUpViaApi(request, { ...newPerson('Ada'), lastName: 'Admin' });
  await signInViaUi(page, admin);
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  await addMember(page, manager, 'Manager');
  const managerPage = await signInOnOwnBrowser(browser, manager);

  // The Reports screen lists no saved report yet
  await managerPage.goto('/reports?period=last-month&group=user,project');
  const saved = managerPage.getByRole('region', { name: 'List of saved reports' });
  await expect(saved).toContainText('No saved reports yet.');
  await expect(managerPage.getByRole('radio', { name: 'Last month' })).toBeChecked();

  // A name is required; then the report shown is saved under it
  await managerPage.getByRole('button', { name: 'Save report' }).click();
  const saveDialog = managerPage.getByRole('dialog', { name: 'Save report' });
  await saveDialog.getByRole('button', { name: 'Save report' }).click();
  await expect(saveDialog.getByText('Please enter a name for the report')).toBeVisible();
  await saveDialog.getByLabel('Name').fill('Team last month');
  await saveDialog.getByRole('button', { name: 'Save report' }).click();
  await expect(managerPage.getByText('Report saved')).toBeVisible();
  await expect(saveDialog).toBeHidden();
  const row = saved.getByRole('row', { name: /Team last month/ });
  await expect(row).toContainText(fullName(manager));
  await expect(row).toContainText('Not sent');

  // Another report is chosen; opening the saved one brings back its address and choices
  await managerPage.getByRole('radio', { name: 'This year' }).check({ force: true });
  await expect(managerPage).toHaveURL(/period=this-year/);
  await row.getByRole('link', { name: 'Open Team last month' }).click();
  await expect(managerPage).toHaveURL(/period=last-month&group=user%2Cproject/);
  await expect(managerPage.getByRole('radio', { name: 'Last month' })).toBeChecked();

  // Scheduled monthly as a PDF to the Manager and the Admin, by keyboard as much as by mouse
  await row.getByRole('button', { name: 'Schedule Team last month' }).click();
  const scheduleDialog = managerPage.getByRole('dialog', { name: 'Schedule Team last month' });
  await scheduleDialog.getByLabel('Frequency').selectOption('monthly');
  await scheduleDialog.getByLabel('Day of the month').selectOption('3');
  await scheduleDialog.getByLabel('Time').selectOption({ label: '07:00' });
  await scheduleDialog.getByLabel('File').selectOption({ label: 'PDF' });
  await expect(scheduleDialog.getByRole('checkbox', { name: fullName(manager) })).toBeChecked();
  await scheduleDialog.getByRole('checkbox', { name: fullName(admin) }).check();
  await scheduleDialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(managerPage.getByText('Saved report changed')).toBeVisible();
  await expect(scheduleDialog).toBeHidden();
  await expect(row).toContainText('Monthly on day 3 at 07:00 · PDF · 2 people');

  // Shared (ticked once the server has it), it shows on the Admin's list
  await row.getByRole('checkbox', { name: 'Share Team last month' }).click();
  await expect(row.getByRole('checkbox', { name: 'Share Team last month' })).toBeChecked();
  await page.goto('/reports');
  await expect(
    page.getByRole('region', { name: 'List of saved reports' }).getByRole('row', { name: /Team last month/ }),
  ).toContainText('Monthly on day 3 at 07:00');
  await expectNoSeriousA11yViolations(managerPage);
});
