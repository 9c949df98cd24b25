import { expect, test, type Locator, type Page } from '@playwright/test';
import { monthLabel } from '@portal/contract';
import { addDays, addWeeks, parseISO, startOfWeek } from 'date-fns';
import { depotTeam, expectNotReloaded, fullName, markPage, signInOnOwnBrowser } from './people-support.ts';
import { expectNoSeriousA11yViolations, newPerson } from './support.ts';
import { isoDate } from './timesheet-support.ts';
import { dayCell, giveContract, pastWorkWeek, vacationFigure } from './working-time-support.ts';

/** Requests an absence through the Request absence form; the toast says how it went. */
async function requestAbsence(
  page: Page,
  { type, from, to, note }: { type: string; from: string; to: string; note?: string },
) {
  await page.getByRole('button', { name: 'Request absence' }).click();
  const form = page.getByRole('dialog', { name: 'Request absence' });
  await form.getByLabel('Type').selectOption({ label: type });
  for (const [label, date] of [
    ['From', from],
    ['To', to],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(date);
    await form.getByLabel(label, { exact: true }).press('Tab');
  }
  if (note) await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Request absence' }).click();
  return form;
}

/** The row of an absence of `period` in the caller's own list. */
const ownRow = (page: Page, period: string) =>
  page
    .getByRole('region', { name: /^My absences in/ })
    .getByRole('row')
    .filter({ hasText: period });

/** The letters a team calendar cell shows, which its accessible name words out. */
const mark = (cell: Locator) => cell.locator('[aria-hidden="true"]');

/** Shows the year of `date` in the own list, which starts at the current year. */
async function showOwnYear(page: Page, date: string) {
  const shown = page.getByRole('region', { name: /^My absences in/ });
  const year = date.slice(0, 4);
  const current = Number((await shown.getAttribute('aria-label'))!.slice(-4));
  const step = Number(year) > current ? 'Next year' : 'Previous year';
  for (let moves = Math.abs(Number(year) - current); moves > 0; moves -= 1) {
    await page.getByRole('button', { name: step }).click();
  }
  await expect(shown).toHaveAccessibleName(`My absences in ${year}`);
}

test("a User's vacation week, approved by the Manager in another browser, shows up on the User's open screens", async ({
  page,
  browser,
  request,
}) => {
  // The Admin sets up a User with a full-time contract, and a Manager
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  const {
    memberIds: [workerId],
  } = await depotTeam(page, request, [
    [worker, 'User'],
    [manager, 'Manager'],
  ]);
  await giveContract(page, workerId!);
  const { days, month } = pastWorkWeek();
  const [monday, , , , friday] = days as [string, string, string, string, string];
  const period = `${monday} – ${friday}`;

  // The User requests last week off on the Absences screen
  const userPage = await signInOnOwnBrowser(browser, worker);
  await userPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Absences' }).click();
  await expect(userPage.getByRole('heading', { name: 'Absences', level: 1 })).toBeVisible();
  // A User sees their own requests and the form only
  await expect(userPage.getByRole('heading', { name: 'Approvals' })).toHaveCount(0);
  await expect(userPage.getByRole('heading', { name: 'Team calendar' })).toHaveCount(0);
  const form = await requestAbsence(userPage, {
    type: 'Vacation',
    from: monday,
    to: friday,
    note: 'Family visit',
  });
  await expect(userPage.getByText('Absence requested')).toBeVisible();
  await expect(form).toBeHidden();
  await showOwnYear(userPage, monday);
  await expect(ownRow(userPage, period)).toContainText('Vacation');
  await expect(ownRow(userPage, period)).toContainText('Requested');
  await expect(ownRow(userPage, period)).toContainText('Family visit');
  await expect(ownRow(userPage, period).getByRole('cell').nth(1)).toHaveText('5');

  // The User keeps the Working time screen of that month open: the week waits for approval
  await userPage.goto(`/working-time?month=${month}`);
  await expect(userPage.getByRole('heading', { name: 'Working time', level: 1 })).toBeVisible();
  await expect(userPage.getByLabel('Person')).toHaveCount(0);
  await expect(userPage.getByRole('heading', { name: 'Contracts' })).toHaveCount(0);
  await expect(dayCell(userPage, monday, 'absence')).toHaveText('Vacation (requested)');
  await expect(dayCell(userPage, monday, 'credited')).toHaveText('0.00');
  await expect(dayCell(userPage, monday, 'balance')).toHaveText('-8.00');
  await expect(vacationFigure(userPage, 'Planned')).toHaveText('5 days');
  await expect(vacationFigure(userPage, 'Taken')).toHaveText('0 days');
  await markPage(userPage);

  // The Manager, in another browser, finds the request in Approvals and on the team calendar
  const managerPage = await signInOnOwnBrowser(browser, manager);
  await managerPage.goto(`/absences?month=${month}`);
  const calendar = managerPage.getByRole('region', { name: `Team calendar of ${monthLabel(month)}` });
  const workerDays = calendar
    .getByRole('row')
    .filter({ has: managerPage.getByRole('rowheader', { name: fullName(worker), exact: true }) });
  await expect(workerDays.getByRole('cell', { name: 'Vacation, requested' })).toHaveCount(5);
  // The mark shown says it too, not only the colour
  await expect(mark(workerDays.getByRole('cell', { name: 'Vacation, requested' }).first())).toHaveText('V?');

  // ... and approves it
  await managerPage.getByRole('button', { name: `Approve ${fullName(worker)}, Vacation ${period}` }).click();
  await expect(managerPage.getByText('Absence approved')).toBeVisible();
  await expect(managerPage.getByText('No requests waiting for approval')).toBeVisible();

  // The User's open Working time shows the week credited and taken, without a reload
  await expect(dayCell(userPage, monday, 'absence')).toHaveText('Vacation');
  for (const date of days) await expect(dayCell(userPage, date, 'credited')).toHaveText('8.00');
  await expect(dayCell(userPage, friday, 'balance')).toHaveText('0.00');
  await expect(vacationFigure(userPage, 'Taken')).toHaveText('5 days');
  await expect(vacationFigure(userPage, 'Planned')).toHaveText('0 days');

  // ... and so does the Absences list, reached from the sidebar
  await userPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Absences' }).click();
  await showOwnYear(userPage, monday);
  await expect(ownRow(userPage, period)).toContainText('Approved');
  await expectNotReloaded(userPage);

  // The team calendar shows the week approved, with a legend that does not rest on colour
  await expect(workerDays.getByRole('cell', { name: 'Vacation, approved' })).toHaveCount(5);
  await expect(mark(workerDays.getByRole('cell', { name: 'Vacation, approved' }).first())).toHaveText('V');
  const legend = managerPage.getByRole('list').filter({ hasText: 'Holiday' });
  for (const entry of [
    'Holiday',
    'Approved absence (solid)',
    'Requested absence, not decided yet (hatched, with ?)',
    'Weekend (shaded)',
  ]) {
    await expect(legend.getByRole('listitem').filter({ hasText: entry })).toBeVisible();
  }
  await expect(managerPage.getByRole('listitem').filter({ hasText: 'V Vacation' })).toBeVisible();

  // The Manager's Absences screen, with approvals and the calendar, passes the accessibility checks
  await expectNoSeriousA11yViolations(managerPage);

  await userPage.context().close();
  await managerPage.context().close();
});

test("a request beyond the allowance is refused in the server's words; a rejection shows its reason, and a request can be withdrawn", async ({
  page,
  browser,
  request,
}) => {
  // An Admin, who decides here, and a User with a contract
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const {
    memberIds: [workerId],
  } = await depotTeam(page, request, [[worker, 'User']]);
  await giveContract(page, workerId!);
  const userPage = await signInOnOwnBrowser(browser, worker);
  await userPage.goto('/absences');

  // A year of vacation is more than is left: the form stays open and says why
  const nextMonday = addDays(startOfWeek(addWeeks(new Date(), 1), { weekStartsOn: 0 }), 1);
  const form = await requestAbsence(userPage, {
    type: 'Vacation',
    from: isoDate(nextMonday),
    to: isoDate(addDays(nextMonday, 364)),
  });
  await expect(userPage.getByText(/^Only [\d.]+ vacation days are left in \d{4}$/)).toBeVisible();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(userPage.getByText(/^No absences in \d{4}$/)).toBeVisible();

  // Sick leave is recorded at once
  const { days } = pastWorkWeek();
  const wednesday = days[2]!;
  await requestAbsence(userPage, { type: 'Sick', from: wednesday, to: wednesday });
  await expect(userPage.getByText('Absence recorded')).toBeVisible();
  await showOwnYear(userPage, wednesday);
  await expect(ownRow(userPage, wednesday)).toContainText('Approved');
  await expect(ownRow(userPage, wednesday).getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // A half day of vacation next week goes to the Admin, who rejects it with a reason
  const nextTuesday = isoDate(addDays(nextMonday, 1));
  await userPage.getByRole('button', { name: 'Request absence' }).click();
  const halfDayForm = userPage.getByRole('dialog', { name: 'Request absence' });
  for (const label of ['From', 'To']) {
    await halfDayForm.getByLabel(label, { exact: true }).fill(nextTuesday);
    await halfDayForm.getByLabel(label, { exact: true }).press('Tab');
  }
  await halfDayForm.getByLabel('Half day').check();
  await halfDayForm.getByRole('button', { name: 'Request absence' }).click();
  await expect(userPage.getByText('Absence requested')).toBeVisible();
  await showOwnYear(userPage, nextTuesday);
  await expect(ownRow(userPage, nextTuesday)).toContainText('Vacation (half day)');
  await expect(ownRow(userPage, nextTuesday).getByRole('cell').nth(1)).toHaveText('0.5');
  await markPage(userPage);

  await page.goto('/absences');
  await page.getByRole('button', { name: `Reject ${fullName(worker)}, Vacation ${nextTuesday}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject absence' });
  await reject.getByRole('button', { name: 'Reject absence' }).click();
  await expect(reject.getByText('Please give a reason')).toBeVisible();
  await reject.getByLabel('Reason').fill('Stocktaking that day');
  await reject.getByRole('button', { name: 'Reject absence' }).click();
  await expect(page.getByText('Absence rejected')).toBeVisible();
  await expect(reject).toBeHidden();

  // The User's list shows the rejection and its reason without a reload
  await expect(ownRow(userPage, nextTuesday)).toContainText('Rejected');
  await expect(ownRow(userPage, nextTuesday)).toContainText('Stocktaking that day');
  await expectNotReloaded(userPage);

  // A request still waiting can be withdrawn after confirming
  const nextThursday = isoDate(addDays(parseISO(nextTuesday), 2));
  await requestAbsence(userPage, { type: 'Other paid absence', from: nextThursday, to: nextThursday });
  await showOwnYear(userPage, nextThursday);
  await expect(ownRow(userPage, nextThursday)).toContainText('Requested');
  let question = '';
  userPage.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await ownRow(userPage, nextThursday)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  await expect(userPage.getByText('Absence cancelled')).toBeVisible();
  expect(question).toBe('Cancel this absence request?');
  await expect(ownRow(userPage, nextThursday)).toContainText('Cancelled');

  await userPage.context().close();
});
