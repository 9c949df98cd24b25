import { expect, test } from '@playwright/test';
import { monthLabel } from '@portal/contract';
import { addMonths, differenceInCalendarDays, format, getDaysInMonth, parseISO } from 'date-fns';
import { depotTeam, fullName } from './people-support.ts';
import { expectNoSeriousA11yViolations, newPerson } from './support.ts';
import { isoDate, logTime } from './timesheet-support.ts';
import { dayCell, dayRow, vacationFigure } from './working-time-support.ts';

/** Hours of the part-time contract the Admin enters: Monday to Thursday 8, Friday 4. */
const PART_TIME: Record<number, number> = { 1: 8, 2: 8, 3: 8, 4: 8, 5: 4 };

test("an Admin gives a User a part-time contract, and the User's month adds up; the month closes and reopens", async ({
  page,
  request,
}) => {
  // A long walk through one screen, with an accessibility scan: triple time on a busy machine.
  test.slow();
  // An Admin with a User, who worked 9 hours on the first Monday of last month
  const worker = { ...newPerson('Uma'), lastName: 'Worker' };
  const {
    depot,
    memberIds: [workerId],
  } = await depotTeam(page, request, [[worker, 'User']]);
  const month = format(addMonths(new Date(), -1), 'yyyy-MM');
  const label = monthLabel(month);
  const dates = Array.from({ length: getDaysInMonth(parseISO(`${month}-01`)) }, (_, index) =>
    isoDate(parseISO(`${month}-${String(index + 1).padStart(2, '0')}`)),
  );
  const weekday = (date: string) => parseISO(date).getDay();
  const firstMonday = dates.find((date) => weekday(date) === 1)!;
  const firstFriday = dates.find((date) => weekday(date) === 5)!;
  await logTime(page, depot, 'Picking', firstMonday, 9, workerId);

  // The Admin opens the User's working time of last month: no contract yet
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Working time' }).click();
  await expect(page.getByRole('heading', { name: 'Working time', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: label, level: 2, exact: true })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: fullName(worker) });
  await expect(
    page.getByText(
      `${fullName(worker)} has no contract: the company's settings apply (40.00 hours a week and 25 vacation days a year).`,
    ),
  ).toBeVisible();

  // ... and adds a part-time contract from the first of that month
  await page.getByRole('button', { name: 'Add contract' }).click();
  const form = page.getByRole('dialog', { name: 'Add contract' });
  await expect(form.getByLabel('Valid from')).toHaveValue(`${month}-01`);
  // The date field has the focus, and its calendar names days too: the hours are spin buttons
  await expect(form.getByRole('spinbutton', { name: 'Monday' })).toHaveValue('8');
  await form.getByRole('spinbutton', { name: 'Friday' }).fill('4');
  await form.getByRole('spinbutton', { name: 'Vacation days per year' }).fill('20');
  await form.getByLabel('Carry unused days over into the next year').check();
  await form.getByLabel('Carried-over days expire on (MM-dd)').fill('3/31');
  await form.getByRole('button', { name: 'Save contract' }).click();
  await expect(form.getByText('Expiry must be a day of the year (MM-dd)')).toBeVisible();
  await form.getByLabel('Carried-over days expire on (MM-dd)').fill('03-31');
  await form.getByRole('button', { name: 'Save contract' }).click();
  await expect(page.getByText('Contract saved')).toBeVisible();
  await expect(form).toBeHidden();
  const contract = page
    .getByRole('region', { name: `Contracts of ${fullName(worker)}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${month}-01` }) });
  await expect(contract.getByRole('cell')).toHaveText([
    '8.00',
    '8.00',
    '8.00',
    '8.00',
    '4.00',
    '0.00',
    '0.00',
    '36.00',
    '20',
    'Yes, until 03-31',
    /^\d{4}-\d{2}-\d{2} by /,
  ]);

  // The month's days follow the contract, and its totals add up to a hand calculation
  await expect(dayCell(page, firstMonday, 'expected')).toHaveText('8.00');
  await expect(dayCell(page, firstMonday, 'worked')).toHaveText('9.00');
  await expect(dayCell(page, firstMonday, 'balance')).toHaveText('+1.00');
  await expect(dayCell(page, firstFriday, 'expected')).toHaveText('4.00');
  await expect(dayCell(page, firstFriday, 'balance')).toHaveText('-4.00');
  const expected = dates.reduce((sum, date) => sum + (PART_TIME[weekday(date)] ?? 0), 0);
  const balance = 9 - expected;
  await expect(
    page
      .getByRole('region', { name: `Days of ${label}` })
      .getByRole('row')
      .last()
      .getByRole('cell'),
  ).toHaveText([expected.toFixed(2), '9.00', '0.00', '', balance.toFixed(2)]);
  await expect(page.getByText(`Opening balance (start of ${label})`).locator('xpath=..')).toContainText(
    '0.00 h',
  );
  await expect(page.getByText(`Closing balance (end of ${label})`).locator('xpath=..')).toContainText(
    `${balance.toFixed(2)} h`,
  );
  // The allowance runs from the contract's first day to the year's end, pro rata
  const year = Number(month.slice(0, 4));
  const daysInYear = differenceInCalendarDays(new Date(year + 1, 0, 1), new Date(year, 0, 1));
  const contractDays = differenceInCalendarDays(new Date(year + 1, 0, 1), parseISO(`${month}-01`));
  const allowance = Math.round(((20 * contractDays) / daysInYear) * 100) / 100;
  await expect(vacationFigure(page, 'Allowance')).toHaveText(`${allowance} days`);
  await expect(vacationFigure(page, 'Remaining')).toHaveText(`${allowance} days`);

  // The Admin closes the month for the User, after confirming
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Close month', exact: true }).click();
  await expect(page.getByText(`${label} closed`)).toBeVisible();
  expect(question).toContain(`Close ${label} for ${fullName(worker)}?`);
  const daysHeading = page.getByRole('heading', { name: `Days of ${label}` });
  await expect(daysHeading.locator('..')).toContainText('Closed');
  const monthRow = page
    .getByRole('region', { name: `Months of ${year}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) });
  await expect(monthRow.getByRole('cell').last()).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Close month', exact: true })).toHaveCount(0);

  // A contract dated in the closed month is refused in the server's words
  await page.getByRole('button', { name: 'Add contract' }).click();
  await form.getByRole('button', { name: 'Save contract' }).click();
  await expect(page.getByText(`${label} is closed`)).toBeVisible();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The screen passes the accessibility checks
  await expect(dayRow(page, firstMonday)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Only an Admin reopens it
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Reopen month', exact: true }).click();
  await expect(page.getByText(`${label} reopened`)).toBeVisible();
  await expect(monthRow.getByRole('cell').last()).toHaveText('');
  await expect(daysHeading.locator('..')).not.toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Close month', exact: true })).toBeVisible();
});
