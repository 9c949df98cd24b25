import { expect, test, type Dialog, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addMember, depotTeam, fullName, signInOnOwnBrowser } from './people-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalAttempt,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';
import { createProject, isoDate, logTime, weekOfToday } from './timesheet-support.ts';

const statusPanel = (page: Page) => page.getByRole('region', { name: 'Week status' });

/** Logs an entry through the Add Entry modal of My Timesheet. */
async function addEntryViaUi(page: Page, project: string, task: string, date: string, hours: string) {
  await page.goto('/timesheet');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await modal.getByLabel('Project', { exact: true }).selectOption({ label: project });
  await modal.getByLabel('Task', { exact: true }).selectOption({ label: task });
  await modal.getByLabel('Date', { exact: true }).fill(date);
  await modal.getByLabel('Date', { exact: true }).press('Tab');
  await modal.getByLabel('Hours').fill(hours);
  await modal.getByRole('button', { name: 'Add Entry' }).click();
  await expect(page.getByText('Time entry added successfully')).toBeVisible();
  await expect(modal).toBeHidden();
}

/** Opens the Add Entry modal dated `date` and expects its submit to be locked, saying why. */
async function expectAddLocked(page: Page, date: string, reason: string) {
  await page.goto('/timesheet');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await modal.getByLabel('Date', { exact: true }).fill(date);
  await modal.getByLabel('Date', { exact: true }).press('Tab');
  const submit = modal.getByRole('button', { name: 'Add Entry' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription(reason);
  await expect(modal.getByText(reason).first()).toBeVisible();
  // The tip shows on hover, and on focus, where the first Escape hides only the tip
  await submit.hover();
  await expect(modal.getByRole('tooltip')).toHaveText(reason);
  await page.mouse.move(0, 0);
  await submit.focus();
  await expect(modal.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal.getByRole('tooltip')).toBeHidden();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
}

test('a week goes through submit, rejection, fix, resubmit and approval, and then stays locked', async ({
  page,
  browser,
  request,
}) => {
  // The Admin sets up a project, a User and a Manager
  const admin = await signUpViaApi(request);
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  await signInViaUi(page, admin);
  await createProject(page, 'Depot', ['Picking', 'Packing']);
  await addMember(page, worker, 'User');
  await addMember(page, manager, 'Manager');
  const week = weekOfToday();
  const today = isoDate(new Date());
  const friday = week[5]!;

  // The User, on their own browser, logs today's time
  const userPage = await signInOnOwnBrowser(browser, worker);
  await addEntryViaUi(userPage, 'Depot', 'Picking', today, '6');

  // The Overview shows the week Open, and the User submits it after confirming
  await userPage.goto('/timesheet-overview');
  const panel = statusPanel(userPage);
  await expect(panel.getByText('Open', { exact: true })).toBeVisible();
  let question = '';
  userPage.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await panel.getByRole('button', { name: 'Submit week' }).click();
  await expect(userPage.getByText('Week submitted for approval')).toBeVisible();
  expect(question).toContain('Submit this week for approval?');
  await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Submit week' })).toHaveCount(0);

  // The Manager, on another browser, finds the week among the submitted ones and rejects it
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await managerPage.goto('/timesheet-review');
  await expect(managerPage.getByText('1 week waiting for approval')).toBeVisible();
  await managerPage.getByLabel('Status', { exact: true }).selectOption('Submitted');
  await expect(managerPage.getByRole('button', { name: `Expand ${fullName(worker)}` })).toBeVisible();
  await managerPage.getByRole('button', { name: `Reject ${fullName(worker)}` }).click();
  const reject = managerPage.getByRole('dialog', { name: 'Reject week' });
  await reject.getByRole('button', { name: 'Reject week' }).click();
  await expect(reject.getByRole('alert')).toHaveText('Please give a reason');
  await reject.getByLabel('Reason').fill('Missing Friday');
  await reject.getByRole('button', { name: 'Reject week' }).click();
  await expect(managerPage.getByText('Week rejected')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(managerPage.getByText('No Data Available')).toBeVisible();
  await managerPage.getByLabel('Status', { exact: true }).selectOption('Rejected');
  await expect(managerPage.getByText('Reason: Missing Friday')).toBeVisible();

  // The User reloads the Overview and reads who rejected the week and why
  await userPage.goto('/timesheet-overview');
  await expect(panel.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(panel).toContainText(`Rejected by ${fullName(manager)}: Missing Friday`);

  // The fix opens the week again, and the User resubmits it
  await addEntryViaUi(userPage, 'Depot', 'Packing', friday, '8');
  await userPage.goto('/timesheet-overview');
  await expect(panel.getByText('Open', { exact: true })).toBeVisible();
  userPage.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Submit week' }).click();
  await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();

  // The Manager approves it
  await managerPage.reload();
  await managerPage.getByLabel('Status', { exact: true }).selectOption('Submitted');
  await managerPage.getByRole('button', { name: `Approve ${fullName(worker)}` }).click();
  await expect(managerPage.getByText('Week approved')).toBeVisible();
  await managerPage.getByLabel('Status', { exact: true }).selectOption('Approved');
  await expect(managerPage.getByRole('button', { name: `Expand ${fullName(worker)}` })).toBeVisible();
  // Only an Admin reopens an approved week
  await expect(managerPage.getByRole('button', { name: `Reopen ${fullName(worker)}` })).toHaveCount(0);

  // The User sees the approval and can no longer add time to that week, on screen or directly
  await userPage.goto('/timesheet-overview');
  await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
  await expect(panel).toContainText(`Approved by ${fullName(manager)}`);
  await expect(panel.getByRole('button', { name: 'Submit week' })).toHaveCount(0);
  await expectAddLocked(userPage, today, 'This week is approved and locked');
  const refused = await portalAttempt(userPage, api.timesheet.addTimeEntry, {
    projectId: (await portalCall(userPage, api.projects.getAllProjects)).data[0].id,
    taskId: (await portalCall(userPage, api.tasks.getAllTasks)).data[0].id,
    date: today,
    hours: 1,
    description: '',
  });
  expect(refused).toEqual({ status: 409, answer: { result: 0, msg: 'This week is approved and locked' } });

  await userPage.context().close();
  await managerPage.context().close();
});

test('a submitted week locks its entries and its days, and the next week stays open', async ({
  page,
  request,
}) => {
  // An Admin, the tenant's only one, submits their own week: the lock is the same for every role
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  const depot = await createProject(page, 'Depot', ['Picking']);
  await logTime(page, depot, 'Picking', isoDate(new Date()), 6);
  await portalCall(page, api.weekApproval.submitWeek, { weekStart: weekOfToday()[0] });

  // The entry's delete is locked: it says why on hover and on focus, and a click does nothing
  await page.goto('/timesheet');
  const remove = page
    .getByRole('article', { name: 'Depot' })
    .getByRole('button', { name: 'Delete time entry' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(/This week is submitted and locked$/);
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('This week is submitted and locked');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await remove.focus();
  await expect(page.getByRole('tooltip')).toHaveText('This week is submitted and locked');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  let asked = false;
  const notice = (dialog: Dialog) => {
    asked = true;
    void dialog.dismiss();
  };
  page.on('dialog', notice);
  await remove.click({ force: true });
  await expect(page.getByRole('article', { name: 'Depot' })).toBeVisible();
  page.off('dialog', notice);
  expect(asked).toBe(false);

  // Adding to the submitted week is locked too, but the next week is open
  await expectAddLocked(page, weekOfToday()[5]!, 'This week is submitted and locked');
  await page.getByRole('button', { name: 'Add Entry' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Timesheet Entry' });
  await modal.getByLabel('Date', { exact: true }).fill(weekOfToday(1)[1]!);
  await modal.getByLabel('Date', { exact: true }).press('Tab');
  await expect(modal.getByRole('button', { name: 'Add Entry' })).not.toHaveAttribute('aria-disabled');
  await modal.getByRole('button', { name: 'Cancel' }).click();
});

test('a Manager approves all submitted weeks but their own, and an Admin reopens one', async ({
  page,
  browser,
  request,
}) => {
  // The Admin sets up two Users and a Manager; each logs time this week and submits it
  const ada = { ...newPerson('Ada'), lastName: 'Picker' };
  const bob = { ...newPerson('Bob'), lastName: 'Packer' };
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  const { admin, depot } = await depotTeam(page, request, [
    [ada, 'User'],
    [bob, 'User'],
    [manager, 'Manager'],
  ]);
  const week = weekOfToday();
  const pages: Page[] = [];
  for (const person of [ada, bob, manager]) {
    const own = await signInOnOwnBrowser(browser, person);
    await logTime(own, depot, 'Picking', week[2]!, 4);
    await portalCall(own, api.weekApproval.submitWeek, { weekStart: week[0] });
    pages.push(own);
  }
  const managerPage = pages[2]!;

  // The Manager sees three submitted weeks, and no Approve or Reject on their own
  await managerPage.goto('/timesheet-review');
  await expect(managerPage.getByText('3 weeks waiting for approval')).toBeVisible();
  await expect(managerPage.getByRole('button', { name: `Approve ${fullName(ada)}` })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: `Approve ${fullName(manager)}` })).toHaveCount(0);
  await expect(managerPage.getByRole('button', { name: `Reject ${fullName(manager)}` })).toHaveCount(0);

  // Approve all submitted approves the two others; the Manager's own week waits for someone else
  await managerPage.getByRole('button', { name: 'Approve all submitted' }).click();
  await expect(managerPage.getByText('2 weeks approved')).toBeVisible();
  await expect(managerPage.getByText('1 week waiting for approval')).toBeVisible();
  await managerPage.getByLabel('Status', { exact: true }).selectOption('Approved');
  await expect(managerPage.getByRole('button', { name: /^Expand / })).toHaveText([
    fullName(ada),
    fullName(bob),
  ]);

  // The Admin approves the Manager's week and reopens Ada's, saying why
  await page.goto('/timesheet-review');
  await page.getByRole('button', { name: `Approve ${fullName(manager)}` }).click();
  await expect(page.getByText('Week approved')).toBeVisible();
  await page.getByRole('button', { name: `Reopen ${fullName(ada)}` }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen week' });
  await reopen.getByLabel('Reason').fill('Wrong project');
  await reopen.getByRole('button', { name: 'Reopen week' }).click();
  await expect(page.getByText('Week reopened')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Open');
  await expect(page.getByRole('button', { name: `Expand ${fullName(ada)}` })).toBeVisible();
  await expect(page.getByText('Reason: Wrong project')).toBeVisible();

  // Ada reads it on her Overview and may submit again
  const adaPage = pages[0]!;
  await adaPage.goto('/timesheet-overview');
  await expect(statusPanel(adaPage)).toContainText(`Reopened by ${fullName(admin)}: Wrong project`);
  await expect(statusPanel(adaPage).getByRole('button', { name: 'Submit week' })).toBeVisible();

  for (const own of pages) await own.context().close();
});

test('the approval screens have no serious accessibility violations in either theme', async ({
  page,
  request,
}) => {
  // An Admin, the tenant's only one, may decide on their own week, so one person shows it all
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  const depot = await createProject(page, 'Depot', ['Picking']);
  await logTime(page, depot, 'Picking', isoDate(new Date()), 3);
  await portalCall(page, api.weekApproval.submitWeek, { weekStart: weekOfToday()[0] });

  for (const theme of ['light', 'dark']) {
    // The Overview with its Submitted badge
    await page.goto('/timesheet-overview');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await expect(statusPanel(page).getByText('Submitted', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // My Timesheet with a locked delete showing its tooltip
    await page.goto('/timesheet');
    await page.getByRole('button', { name: 'Delete time entry' }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The Review with the reject modal open and its reason missing
    await page.goto('/timesheet-review');
    await page.getByRole('button', { name: `Reject ${fullName(admin)}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject week' });
    await reject.getByRole('button', { name: 'Reject week' }).click();
    await expect(reject.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reject.getByRole('button', { name: 'Cancel' }).click();
  }
});
