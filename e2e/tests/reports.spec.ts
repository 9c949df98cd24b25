import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addDays, format, startOfMonth, subMonths } from 'date-fns';
import { signInOnOwnBrowser } from './people-support.ts';
import { csvOf, download, pdfTextOf, sheetValues, workbookOf } from './reports-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalAttempt,
  portalCall,
  signInViaUi,
  signUpViaApi,
  type Person,
} from './support.ts';
import { createProject, logTime, weekOfToday, type SeededProject } from './timesheet-support.ts';

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

interface Tenant {
  admin: Person;
  manager: Person;
  ada: Person;
  bob: Person;
  adaId: string;
  harbour: SeededProject;
}

/** The 10th, 11th and 12th of last month: never in this week, whatever today is. */
const lastMonthDays = () => {
  const first = startOfMonth(subMonths(new Date(), 1));
  return [9, 10, 11].map((offset) => format(addDays(first, offset), 'yyyy-MM-dd'));
};

/**
 * An Admin's tenant with a Manager and two Users. This week Ada and Bob log time on Depot and
 * Quay (11.50 hours: Monday 7.50, Tuesday 3.00, Thursday 1.00); last month they logged time on
 * Harbour (Ada 6, Bob 2.50) and Bob on Depot (3).
 */
async function seedTenant(page: Page, request: Parameters<typeof signUpViaApi>[0]): Promise<Tenant> {
  const admin = await signUpViaApi(request);
  const manager = { ...newPerson('Mia'), lastName: 'Manager' };
  const ada = { ...newPerson('Ada'), lastName: 'Picker' };
  const bob = { ...newPerson('Bob'), lastName: 'Packer' };
  await signInViaUi(page, admin);
  const ids: Record<string, string> = {};
  for (const [person, role] of [
    [manager, 'Manager'],
    [ada, 'User'],
    [bob, 'User'],
  ] as const) {
    ids[person.firstName] = (
      await portalCall(page, api.users.addNewUser, {
        name: fullName(person),
        email: person.email,
        password: person.password,
        role,
      })
    ).id;
  }
  const depot = await createProject(page, 'Depot', ['Picking', 'Packing']);
  const quay = await createProject(page, 'Quay', ['Loading']);
  const harbour = await createProject(page, 'Harbour', ['Mooring']);
  const week = weekOfToday();
  await logTime(page, depot, 'Picking', week[1]!, 3.5, ids.Ada);
  await logTime(page, depot, 'Packing', week[2]!, 2.25, ids.Ada);
  await logTime(page, quay, 'Loading', week[4]!, 1, ids.Ada);
  await logTime(page, depot, 'Picking', week[1]!, 4, ids.Bob);
  await logTime(page, quay, 'Loading', week[2]!, 0.75, ids.Bob);
  const [tenth, eleventh, twelfth] = lastMonthDays();
  await logTime(page, harbour, 'Mooring', tenth!, 6, ids.Ada);
  await logTime(page, harbour, 'Mooring', eleventh!, 2.5, ids.Bob);
  await logTime(page, depot, 'Picking', twelfth!, 3, ids.Bob);
  return { admin, manager, ada, bob, adaId: ids.Ada!, harbour };
}

const reportTable = (page: Page) => page.getByRole('region', { name: 'Report table' });

/** The report table's rows as [heading, hours], the total last. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = reportTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const texts: string[][] = [];
  for (const row of await rows.all()) {
    const heading = (await row.getByRole('rowheader').textContent()) ?? '';
    const cells = await row.getByRole('cell').allTextContents();
    texts.push([heading.trim(), ...cells.map((cell) => cell.trim())]);
  }
  return texts;
}

/** The hours of the bars of the hours-over-time chart, from their tooltips ('Nov 23: 7.50 h'). */
async function chartBars(page: Page): Promise<number[]> {
  const titles = page.locator('[data-chart="hours-over-time"] .ct-bar title');
  await expect(titles.first()).toBeAttached();
  return (await titles.allTextContents()).map((title) => Number(/: ([\d.]+) h$/.exec(title)![1]));
}

/** A Review user row's seven days and total, as numbers. */
async function reviewHours(page: Page, name: string): Promise<number[]> {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Expand ${name}`, exact: true }) });
  const cells = await row.getByRole('cell').allTextContents();
  return cells.slice(0, 8).map(Number);
}

test('a Manager builds a report that agrees with the Review, and exports it as CSV, Excel and PDF', async ({
  page,
  browser,
  request,
}) => {
  const tenant = await seedTenant(page, request);
  const week = weekOfToday();
  const managerPage = await signInOnOwnBrowser(browser, tenant.manager);
  const adaName = fullName(tenant.ada);
  const bobName = fullName(tenant.bob);

  // The Review's week, as the Manager sees it there
  await managerPage.goto('/timesheet-review');
  await expect(managerPage.getByRole('rowheader', { name: `Expand ${adaName}` })).toBeVisible();
  const adaWeek = await reviewHours(managerPage, adaName);
  const bobWeek = await reviewHours(managerPage, bobName);
  expect(adaWeek).toEqual([0, 3.5, 2.25, 0, 1, 0, 0, 6.75]);
  expect(bobWeek).toEqual([0, 4, 0.75, 0, 0, 0, 0, 4.75]);

  // Reports is in the sidebar; this week, by project and then user
  await managerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(managerPage.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await managerPage.getByText('This week', { exact: true }).click();
  await expect(managerPage).toHaveURL(/period=this-week/);
  await expect(managerPage.getByLabel('Group by')).toHaveValue('project');
  await expect(managerPage.getByLabel('Then by')).toHaveValue('user');

  // The table has each project's people with its subtotal, and the total
  await expect(reportTable(managerPage).getByRole('row').last()).toHaveText(/Total\s*11\.50/);
  expect(await tableRows(managerPage)).toEqual([
    ['Depot', '9.75'],
    [adaName, '5.75'],
    [bobName, '4.00'],
    ['Quay', '1.75'],
    [adaName, '1.00'],
    [bobName, '0.75'],
    ['Total', '11.50'],
  ]);

  // The chart's days are the Review's days added up, and its share of each project the subtotals
  const reviewDays = adaWeek.slice(0, 7).map((hours, day) => hours + bobWeek[day]!);
  expect(await chartBars(managerPage)).toEqual(reviewDays);
  expect(reviewDays.reduce((sum, hours) => sum + hours, 0)).toBe(11.5);
  await expect(managerPage.getByRole('list', { name: 'Hours by project' }).getByRole('listitem')).toHaveText([
    /Depot\s*9\.75 h · 85%/,
    /Quay\s*1\.75 h · 15%/,
  ]);

  // By user alone, each person's total is the Review's
  await managerPage.getByLabel('Then by').selectOption('');
  await managerPage.getByLabel('Group by').selectOption('user');
  await expect(reportTable(managerPage).getByRole('row').nth(1)).toHaveText(
    new RegExp(`${adaName}\\s*6\\.75`),
  );
  expect(await tableRows(managerPage)).toEqual([
    [adaName, adaWeek[7]!.toFixed(2)],
    [bobName, bobWeek[7]!.toFixed(2)],
    ['Total', '11.50'],
  ]);

  // Back to project and user, to export what the table shows
  await managerPage.getByLabel('Group by').selectOption('project');
  await managerPage.getByLabel('Then by').selectOption('user');
  await expect(reportTable(managerPage).getByRole('row').nth(1)).toHaveText(/Depot\s*9\.75/);
  const stem = `timesheet-report-${week[0]}-${week[6]}`;
  const exportButton = (name: string) => managerPage.getByRole('button', { name: `Export as ${name}` });

  // CSV: UTF-8 with its BOM, each group's rows and subtotal, then the total
  const csvFile = await download(managerPage, exportButton('CSV'));
  expect(csvFile.suggestedFilename()).toBe(`${stem}.csv`);
  const csv = await csvOf(csvFile);
  expect(csv.bom).toBe(true);
  expect(csv.records).toEqual([
    ['Project', 'User', 'Hours'],
    ['Depot', adaName, '5.75'],
    ['Depot', bobName, '4.00'],
    ['Depot Total', '', '9.75'],
    ['Quay', adaName, '1.00'],
    ['Quay', bobName, '0.75'],
    ['Quay Total', '', '1.75'],
    ['Total', '', '11.50'],
  ]);

  // Excel: the same rows with hours as numbers shown to two decimals, the header frozen
  const xlsxFile = await download(managerPage, exportButton('Excel'));
  expect(xlsxFile.suggestedFilename()).toBe(`${stem}.xlsx`);
  const workbook = await workbookOf(xlsxFile);
  const sheet = workbook.getWorksheet('Timesheet Report')!;
  expect(sheetValues(sheet)).toEqual([
    ['Project', 'User', 'Hours'],
    ['Depot', adaName, 5.75],
    ['Depot', bobName, 4],
    ['Depot Total', '', 9.75],
    ['Quay', adaName, 1],
    ['Quay', bobName, 0.75],
    ['Quay Total', '', 1.75],
    ['Total', '', 11.5],
  ]);
  expect(sheet.getCell('C3').numFmt).toBe('0.00');
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getCell('A4').font?.bold).toBe(true);
  expect(sheet.getCell('A8').font?.bold).toBe(true);
  expect(sheet.getCell('A2').font?.bold).toBeFalsy();
  expect(sheetValues(workbook.getWorksheet('About')!)).toContainEqual(['Period', `${week[0]} to ${week[6]}`]);

  // PDF: the title, the period, the grouping and filters, the table and its total, page numbers
  const pdfFile = await download(managerPage, exportButton('PDF'));
  expect(pdfFile.suggestedFilename()).toBe(`${stem}.pdf`);
  const pdf = await pdfTextOf(pdfFile);
  expect(pdf).toContain('Timesheet Report');
  expect(pdf).toContain(`Period: ${week[0]} to ${week[6]}`);
  expect(pdf).toContain('Grouped by: Project, then User');
  expect(pdf).toContain('Filters: none');
  expect(pdf).toMatch(new RegExp(`Depot\\s+${adaName}\\s+5\\.75`));
  expect(pdf).toMatch(/Depot Total\s+9\.75/);
  expect(pdf).toMatch(/Total\s+11\.50/);
  expect(pdf).toContain('Page 1 of 1');

  await managerPage.context().close();
});

test('how many hours each person put into a project last month takes three clicks, Excel and the PDF agree, and the address keeps it', async ({
  page,
  browser,
  request,
}) => {
  const tenant = await seedTenant(page, request);
  const managerPage = await signInOnOwnBrowser(browser, tenant.manager);
  await managerPage.goto('/reports');
  await expect(reportTable(managerPage).or(managerPage.getByText('No Data Available'))).toBeVisible();

  // 1: last month; 2: the Projects filter; 3: Harbour
  await managerPage.getByText('Last month', { exact: true }).click();
  await managerPage.getByRole('button', { name: /^Projects/ }).click();
  await managerPage.getByRole('checkbox', { name: 'Harbour' }).check();
  await expect(reportTable(managerPage).getByRole('row').nth(1)).toHaveText(/Harbour\s*8\.50/);
  expect(await tableRows(managerPage)).toEqual([
    ['Harbour', '8.50'],
    [fullName(tenant.ada), '6.00'],
    [fullName(tenant.bob), '2.50'],
    ['Total', '8.50'],
  ]);
  await expect(managerPage).toHaveURL(new RegExp(`period=last-month.*projects=${tenant.harbour.projectId}`));

  // Excel and the PDF carry the same numbers
  const exportButton = (name: string) => managerPage.getByRole('button', { name: `Export as ${name}` });
  const workbook = await workbookOf(await download(managerPage, exportButton('Excel')));
  expect(sheetValues(workbook.getWorksheet('Timesheet Report')!).slice(1)).toEqual([
    ['Harbour', fullName(tenant.ada), 6],
    ['Harbour', fullName(tenant.bob), 2.5],
    ['Harbour Total', '', 8.5],
    ['Total', '', 8.5],
  ]);
  const pdf = await pdfTextOf(await download(managerPage, exportButton('PDF')));
  expect(pdf).toMatch(new RegExp(`Harbour\\s+${fullName(tenant.ada)}\\s+6\\.00`));
  expect(pdf).toMatch(new RegExp(`Harbour\\s+${fullName(tenant.bob)}\\s+2\\.50`));
  expect(pdf).toMatch(/Harbour Total\s+8\.50/);
  expect(pdf).toMatch(/\nTotal\s+8\.50/);

  // The address opens the same report for whoever it is shared with
  const shared = managerPage.url();
  const adminPage = page;
  await adminPage.goto(shared);
  await expect(adminPage.getByLabel('Last month')).toBeChecked();
  await expect(adminPage.getByRole('button', { name: /^Projects/ })).toContainText('1 chosen');
  await expect(reportTable(adminPage).getByRole('row').nth(1)).toHaveText(/Harbour\s*8\.50/);

  // The week status filter narrows it further: nobody submitted those weeks
  await adminPage.getByRole('button', { name: /^Week status/ }).click();
  await adminPage.getByRole('checkbox', { name: 'Approved' }).check();
  await expect(adminPage.getByText('No Data Available')).toBeVisible();
  await expect(adminPage).toHaveURL(/status=Approved/);

  await managerPage.context().close();
});

test('a User reports on their own time only', async ({ page, browser, request }) => {
  const tenant = await seedTenant(page, request);
  const adaPage = await signInOnOwnBrowser(browser, tenant.ada);

  // Reports is in a User's menu; there is no users filter, and only Ada's hours
  await adaPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await adaPage.getByText('This week', { exact: true }).click();
  await expect(adaPage.getByRole('button', { name: /^Users/ })).toHaveCount(0);
  await expect(adaPage.getByLabel('Group by')).toHaveValue('project');
  await expect(adaPage.getByLabel('Then by')).toHaveValue('task');
  await expect(reportTable(adaPage).getByRole('row').last()).toHaveText(/Total\s*6\.75/);
  expect(await tableRows(adaPage)).toEqual([
    ['Depot', '5.75'],
    ['Packing', '2.25'],
    ['Picking', '3.50'],
    ['Quay', '1.00'],
    ['Loading', '1.00'],
    ['Total', '6.75'],
  ]);

  // Naming someone else is refused by the server, whatever the address says
  const bobId = (await portalCall(page, api.users.getAllUsers)).data.find(
    (user: { name: string }) => user.name === fullName(tenant.bob),
  ).id;
  const refused = await portalAttempt(adaPage, api.reports.summary, {
    from: weekOfToday()[0],
    to: weekOfToday()[6],
    groupBy: ['user'],
    filters: { userIds: [bobId] },
  });
  expect(refused.status).toBe(403);
  await adaPage.goto(`/reports?period=this-week&group=user&users=${bobId}`);
  await expect(reportTable(adaPage).getByRole('row').last()).toHaveText(/Total\s*6\.75/);

  await adaPage.context().close();
});

test('the Review exports the rows its filters let through', async ({ page, request }) => {
  const tenant = await seedTenant(page, request);
  const week = weekOfToday();
  await page.goto('/timesheet-review');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Depot' });
  await expect(page.getByRole('rowheader', { name: /Depot for/ }).first()).toBeVisible();

  const file = await download(page, page.getByRole('button', { name: 'Export as CSV' }));
  expect(file.suggestedFilename()).toBe(`timesheet-review-${week[0]}.csv`);
  const { bom, records } = await csvOf(file);
  expect(bom).toBe(true);
  const days = (values: number[]) => values.map((hours) => hours.toFixed(2));
  expect(records).toEqual([
    [
      'User',
      'Status',
      'Project',
      'Task',
      ...week.map((date) => `${format(new Date(`${date}T00:00`), 'EEE')} ${date}`),
      'Total',
    ],
    [fullName(tenant.ada), 'Open', 'Depot', 'Packing', ...days([0, 0, 2.25, 0, 0, 0, 0, 2.25])],
    [fullName(tenant.ada), 'Open', 'Depot', 'Picking', ...days([0, 3.5, 0, 0, 0, 0, 0, 3.5])],
    [fullName(tenant.bob), 'Open', 'Depot', 'Picking', ...days([0, 4, 0, 0, 0, 0, 0, 4])],
    ['Total', '', '', '', ...days([0, 7.5, 2.25, 0, 0, 0, 0, 9.75])],
  ]);

  const pdf = await pdfTextOf(await download(page, page.getByRole('button', { name: 'Export as PDF' })));
  expect(pdf).toContain('Timesheet Review');
  expect(pdf).toContain(`Week: ${week[0]} to ${week[6]}`);
  expect(pdf).toContain('Project: Depot');
  expect(pdf).toMatch(/Total(\s+[\d.]+){7}\s+9\.75/);
});

test('the Overview exports the week it shows as CSV, Excel and PDF', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const depot = await createProject(page, 'Depot', ['Picking']);
  const week = weekOfToday();
  await logTime(page, depot, 'Picking', week[1]!, 3.5);
  await page.goto('/timesheet-overview');
  await expect(page.getByRole('rowheader', { name: 'Picking', exact: true })).toBeVisible();
  const stem = `timesheet-overview-${week[0]}`;
  const exportButton = (name: string) => page.getByRole('button', { name: `Export as ${name}` });
  const days = (values: number[]) => values.map((hours) => hours.toFixed(2));

  // CSV: a row per task with its project, then the totals
  const csvFile = await download(page, exportButton('CSV'));
  expect(csvFile.suggestedFilename()).toBe(`${stem}.csv`);
  const { bom, records } = await csvOf(csvFile);
  expect(bom).toBe(true);
  expect(records).toEqual([
    [
      'Project',
      'Task',
      ...week.map((date) => `${format(new Date(`${date}T00:00`), 'EEE')} ${date}`),
      'Total',
    ],
    ['Depot', 'Picking', ...days([0, 3.5, 0, 0, 0, 0, 0, 3.5])],
    ['Total', '', ...days([0, 3.5, 0, 0, 0, 0, 0, 3.5])],
  ]);

  // Excel: the same rows, hours as numbers
  const xlsxFile = await download(page, exportButton('Excel'));
  expect(xlsxFile.suggestedFilename()).toBe(`${stem}.xlsx`);
  const sheet = (await workbookOf(xlsxFile)).getWorksheet('Timesheet Overview')!;
  expect(sheetValues(sheet)[1]).toEqual(['Depot', 'Picking', 0, 3.5, 0, 0, 0, 0, 0, 3.5]);

  // PDF: the title, the week, the person and the row
  const pdfFile = await download(page, exportButton('PDF'));
  expect(pdfFile.suggestedFilename()).toBe(`${stem}.pdf`);
  const pdf = await pdfTextOf(pdfFile);
  expect(pdf).toContain('Timesheet Overview');
  expect(pdf).toContain(`Week: ${week[0]} to ${week[6]}`);
  expect(pdf).toContain(`Person: ${fullName(person)}`);
  expect(pdf).toMatch(/Depot\s+Picking\s+0\.00\s+3\.50/);
});

/** Where the value axis's labels and grid lines of a chart are, and where its bars end, in pixels. */
async function valueAxisOf(page: Page, chart: string, axis: 'x' | 'y') {
  return page.locator(`[data-chart="${chart}"] svg`).evaluate((svg, along) => {
    const origin = svg.getBoundingClientRect();
    const at = (rect: DOMRect) =>
      along === 'y' ? rect.top + rect.height / 2 - origin.top : rect.left + rect.width / 2 - origin.left;
    const grid = Array.from(
      svg.querySelectorAll(`line.ct-grid.${along === 'y' ? 'ct-vertical' : 'ct-horizontal'}`),
      (line) => Number(line.getAttribute(`${along}1`)),
    );
    // The value labels are the numbers; the other axis names days or groups.
    const labels = Array.from(svg.querySelectorAll('foreignObject span'))
      .filter((span) => /^\d+(\.\d+)?$/.test(span.textContent ?? ''))
      .map((span) => {
        const text = document.createRange();
        text.selectNodeContents(span);
        return { value: Number(span.textContent), at: at(text.getBoundingClientRect()) };
      });
    const bars = Array.from(svg.querySelectorAll('line.ct-bar'), (bar) => ({
      title: bar.querySelector('title')?.textContent ?? '',
      end: Number(bar.getAttribute(`${along}2`)),
    }));
    return { grid, labels, bars };
  }, axis);
}

test("the charts' value labels sit on their grid lines, where bars of that many hours end", async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const depot = await createProject(page, 'Depot', ['Picking']);
  const quay = await createProject(page, 'Quay', ['Loading']);
  const week = weekOfToday();
  await logTime(page, depot, 'Picking', week[1]!, 3);
  await logTime(page, quay, 'Loading', week[2]!, 1);
  await page.goto('/reports?period=this-week&group=project');
  await expect(page.locator('[data-chart="hours-over-time"] .ct-bar')).toHaveCount(7);

  // Hours per day: each label's middle is on a grid line, and the 3 h bar ends on the line of 3
  const perDay = await valueAxisOf(page, 'hours-over-time', 'y');
  expect(perDay.labels.length).toBeGreaterThan(2);
  for (const label of perDay.labels) {
    const nearest = Math.min(...perDay.grid.map((line) => Math.abs(line - label.at)));
    expect(nearest, `the label ${label.value}`).toBeLessThanOrEqual(1);
  }
  const three = perDay.labels.find((label) => label.value === 3)!;
  const bar = perDay.bars.find((drawn) => drawn.title.endsWith(': 3.00 h'))!;
  expect(Math.abs(bar.end - three.at)).toBeLessThanOrEqual(1);

  // The share as bars: the same along its value axis, across the chart
  await page.getByText('Bars', { exact: true }).click();
  await expect(page.locator('[data-chart="share"] .ct-bar')).toHaveCount(2);
  const share = await valueAxisOf(page, 'share', 'x');
  expect(share.labels.length).toBeGreaterThanOrEqual(2);
  for (const label of share.labels) {
    const nearest = Math.min(...share.grid.map((line) => Math.abs(line - label.at)));
    expect(nearest, `the label ${label.value}`).toBeLessThanOrEqual(1);
  }
  // The labels' scale puts 3 hours where the Depot bar ends
  const [zero, top] = [share.labels[0]!, share.labels.at(-1)!];
  const threeHours = zero.at + ((top.at - zero.at) / (top.value - zero.value)) * (3 - zero.value);
  const depotBar = share.bars.find((drawn) => drawn.title.startsWith('Depot:'))!;
  expect(Math.abs(depotBar.end - threeHours)).toBeLessThanOrEqual(1);
});

test('the Reports screen has no serious accessibility violations in either theme', async ({
  page,
  request,
}) => {
  await seedTenant(page, request);
  for (const theme of ['light', 'dark']) {
    await page.goto('/reports?period=this-week&group=project,user');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await expect(reportTable(page).getByRole('row').last()).toHaveText(/Total\s*11\.50/);
    await expectNoSeriousA11yViolations(page);

    // The bars and the custom range, with a filter open
    await page.getByText('Bars', { exact: true }).click();
    await page.getByText('Custom range', { exact: true }).click();
    await page.getByRole('button', { name: /^Users/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Ada Picker' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'Ada Picker' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Users/ })).toBeFocused();
  }
});
