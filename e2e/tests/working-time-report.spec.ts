import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCalendarDays, api, monthLabel, weekStartOf } from '@portal/contract';
import { endOfMonth, format, getDay, parseISO, startOfMonth, subMonths } from 'date-fns';
import { addMember, depotTeam, fullName, signInOnOwnBrowser } from './people-support.ts';
import { csvOf, download, pdfTextOf, sheetValues, workbookOf } from './reports-support.ts';
import { expectNoSeriousA11yViolations, newPerson, portalCall } from './support.ts';
import { hoursInput, logTime } from './timesheet-support.ts';

const HEADERS = [
  'Person',
  'Month',
  'Expected',
  'Worked',
  'Credited',
  'Balance',
  'Closing balance',
  'Vacation taken',
  'Vacation remaining',
  'Sick days',
  'Closed',
];

/** Last month's first and last day, and its month as yyyy-MM. */
function lastMonth() {
  const first = startOfMonth(subMonths(new Date(), 1));
  return {
    from: format(first, 'yyyy-MM-dd'),
    to: format(endOfMonth(first), 'yyyy-MM-dd'),
    month: format(first, 'yyyy-MM'),
  };
}

/** Days Monday to Friday from `from` to `to`, both included. */
function weekdaysBetween(from: string, to: string): number {
  let count = 0;
  for (let date = from; date <= to; date = addCalendarDays(date, 1)) {
    if (![0, 6].includes(getDay(parseISO(date)))) count++;
  }
  return count;
}

const reportRegion = (page: Page) => page.getByRole('region', { name: 'Working time report' });

/** The rows of the report table as their cells' text, the header first and the total last. */
async function screenRows(table: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  for (const row of await table.getByRole('row').all()) {
    rows.push((await row.locator('th, td').allTextContents()).map((text) => text.trim()));
  }
  return rows;
}

/** A row's figures as numbers, its text cells as they are: what every export holds. */
const asCells = (row: string[]) => row.map((cell) => (/^-?\d+\.\d\d$/.test(cell) ? Number(cell) : cell));

test("the payroll report shows a person's month as the account counts it, and CSV, Excel and PDF hold the same numbers", async ({
  page,
  browser,
  request,
}) => {
  const ada = { ...newPerson('Ada'), lastName: 'Picker' };
  const { depot, memberIds } = await depotTeam(page, request, [[ada, 'User']]);
  const [adaId] = memberIds as [string];
  const month = lastMonth();
  // Ada works 8 hours Monday to Friday from the first of last month, with 30 vacation days a year.
  await portalCall(page, api.workingTime.setWorkContract, {
    userId: adaId,
    validFrom: month.from,
    hoursPerWeekday: [0, 8, 8, 8, 8, 8, 0],
    vacationDays: 30,
    carryOver: false,
    carryOverExpires: null,
  });

  // The second week of last month: Monday 7.50, Thursday 8, Friday 4; the first weekday 6
  let monday = addCalendarDays(month.from, 7);
  while (getDay(parseISO(monday)) !== 1) monday = addCalendarDays(monday, 1);
  const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((offset) =>
    addCalendarDays(monday, offset),
  );
  let firstWeekday = month.from;
  while ([0, 6].includes(getDay(parseISO(firstWeekday)))) firstWeekday = addCalendarDays(firstWeekday, 1);
  await logTime(page, depot, 'Picking', firstWeekday, 6, adaId);
  await logTime(page, depot, 'Picking', monday, 7.5, adaId);
  await logTime(page, depot, 'Picking', thursday!, 8, adaId);
  await logTime(page, depot, 'Picking', friday!, 4, adaId);

  // Ada asks for Tuesday and Wednesday off, and the Admin approves
  const adaPage = await signInOnOwnBrowser(browser, ada);
  const { id: vacationId } = await portalCall(adaPage, api.absences.requestAbsence, {
    type: 'vacation',
    from: tuesday,
    to: wednesday,
    note: 'Family visit',
  });
  await portalCall(page, api.absences.decideAbsence, { id: vacationId, decision: 'approve' });

  // The Review's day headers of that week say whose vacation it is
  await page.goto(`/timesheet-review?week=${weekStartOf(monday)}`);
  await expect(page.getByRole('columnheader', { name: /^Wed \d+/ })).toContainText(
    `${fullName(ada)}: Vacation`,
  );

  // On her Overview the days say Vacation; hours typed on Tuesday are saved only once she confirms
  await adaPage.goto(`/timesheet-overview?week=${weekStartOf(monday)}`);
  await expect(adaPage.getByRole('columnheader', { name: /^Tue \d+/ })).toContainText('Vacation');
  const question = `${tuesday} is a day of Vacation. Log time on it anyway?`;
  const cell = hoursInput(adaPage, 'Picking', tuesday!);
  adaPage.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.dismiss();
  });
  await cell.fill('2');
  await cell.press('Enter');
  await expect(cell).toHaveValue('');
  adaPage.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.accept();
  });
  const saved = adaPage.waitForResponse((response) =>
    response.url().endsWith(api.timesheet.setDayHours.path),
  );
  await cell.fill('2');
  await cell.press('Enter');
  expect((await saved).status()).toBe(200);
  await adaPage.context().close();

  // The Admin closes last month for Ada
  await portalCall(page, api.workingTime.closeMonth, { month: month.month, userId: adaId });

  // Reports → Working time, last month, Ada chosen
  await page.goto('/reports');
  await page.getByRole('group', { name: 'Report' }).getByText('Working time', { exact: true }).click();
  await page.getByText('Last month', { exact: true }).click();
  await page.getByRole('button', { name: /^People/ }).click();
  await page.getByRole('checkbox', { name: fullName(ada) }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`report=working-time.*users=${adaId}`));

  // The month by hand: 8 hours each weekday expected, 27.50 worked (6 + 7.50 + 2 + 8 + 4), the two
  // days of vacation credited 16; the account starts with the month, so it closes on its balance
  const expected = 8 * weekdaysBetween(month.from, month.to);
  const worked = 27.5;
  const balance = worked + 16 - expected;
  const table = reportRegion(page);
  // The header, Ada's month, her total and everyone's total, once the report of Ada alone has come
  await expect(table.getByRole('row')).toHaveCount(4);
  const rows = await screenRows(table);
  const figures = (row: string[]) => row.slice(2, 10).map(Number);
  expect(rows[0]).toEqual(HEADERS);
  const [, adaRow, adaTotal, total] = rows as [string[], string[], string[], string[]];
  expect(adaRow.slice(0, 2)).toEqual([fullName(ada), monthLabel(month.month)]);
  expect(figures(adaRow).slice(0, 5)).toEqual([expected, worked, 16, balance, balance]);
  expect(figures(adaRow)[5]).toBe(2);
  expect(figures(adaRow)[7]).toBe(0);
  expect(adaRow[10]).toBe('Closed');
  expect(adaTotal[0]).toBe(`${fullName(ada)} Total`);
  expect(figures(adaTotal)).toEqual(figures(adaRow));
  expect(total[0]).toBe('Total');
  expect(figures(total)).toEqual(figures(adaRow));

  const stem = `working-time-report-${month.from}-${month.to}`;
  const exportButton = (name: string) => page.getByRole('button', { name: `Export as ${name}` });
  const onScreen = rows.map(asCells);

  // CSV: the screen's rows, figures with two decimals
  const csvFile = await download(page, exportButton('CSV'));
  expect(csvFile.suggestedFilename()).toBe(`${stem}.csv`);
  const csv = await csvOf(csvFile);
  expect(csv.bom).toBe(true);
  expect(csv.records).toEqual(rows);

  // Excel: the same rows, figures as numbers; the period and the people on the About sheet
  const xlsxFile = await download(page, exportButton('Excel'));
  expect(xlsxFile.suggestedFilename()).toBe(`${stem}.xlsx`);
  const workbook = await workbookOf(xlsxFile);
  expect(sheetValues(workbook.getWorksheet('Working Time Report')!)).toEqual(onScreen);
  const about = sheetValues(workbook.getWorksheet('About')!);
  expect(about).toContainEqual(['Period', `${month.from} to ${month.to}`]);
  expect(about).toContainEqual(['People', fullName(ada)]);

  // PDF: the title, the period and people, each header whole, and the same figures in each row
  const pdfFile = await download(page, exportButton('PDF'));
  expect(pdfFile.suggestedFilename()).toBe(`${stem}.pdf`);
  const pdf = await pdfTextOf(pdfFile);
  expect(pdf).toContain('Working Time Report');
  expect(pdf).toContain(`Period: ${month.from} to ${month.to}`);
  expect(pdf).toContain(`People: ${fullName(ada)}`);
  for (const header of HEADERS) expect(pdf).toContain(header);
  const figuresText = (row: string[]) => row.slice(2, 10).join('\\s+');
  expect(pdf).toMatch(
    new RegExp(`${fullName(ada)}\\s+${monthLabel(month.month)}\\s+${figuresText(adaRow)}\\s+Closed`),
  );
  expect(pdf).toMatch(new RegExp(`${fullName(ada)} Total\\s+${figuresText(adaTotal)}`));
  expect(pdf).toMatch(new RegExp(`(^|\\n)\\s*Total\\s+${figuresText(total)}`));
});

test('a User sees their own working time only, and the report has no serious accessibility violations', async ({
  page,
  browser,
  request,
}) => {
  const { depot } = await depotTeam(page, request, []);
  const bob = { ...newPerson('Bob'), lastName: 'Packer' };
  await addMember(page, bob, 'User');
  const bobPage = await signInOnOwnBrowser(browser, bob);
  await logTime(bobPage, depot, 'Picking', lastMonth().from, 3);

  await bobPage.goto('/reports?report=working-time&period=last-month');
  await expect(bobPage.getByText('Your own working time.')).toBeVisible();
  await expect(reportRegion(bobPage).getByRole('row')).toHaveCount(4);
  await expect(bobPage.getByRole('button', { name: /^People/ })).toHaveCount(0);
  const rows = await screenRows(reportRegion(bobPage));
  expect(rows.slice(1).map((row) => row[0])).toEqual([fullName(bob), `${fullName(bob)} Total`, 'Total']);
  expect(Number(rows[1]![3])).toBe(3);
  await expectNoSeriousA11yViolations(bobPage);
  await bobPage.context().close();
});
