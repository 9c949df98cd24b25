import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { nameIn, translationsOf } from './i18n-support.ts';
import { addMember, signInOnOwnBrowser } from './people-support.ts';
import { csvOf, download } from './reports-support.ts';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  portalCall,
  signInViaUi,
  signUpViaApi,
} from './support.ts';
import { createProject, logTime, weekOfToday, weekRow } from './timesheet-support.ts';

/** The input of a week-grid cell, by its row and day (0 is Sunday): its name is German here. */
const cellInput = (page: Page, task: string, day: number) =>
  weekRow(page, task).getByRole('textbox').nth(day);

/** Waits for the save of one typed cell, and expects it accepted. */
async function typeIntoCell(page: Page, task: string, day: number, typed: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith(api.timesheet.setDayHours.path));
  await cellInput(page, task, day).fill(typed);
  await cellInput(page, task, day).press('Tab');
  expect((await saved).status()).toBe(200);
}

/** The headings of a report's CSV export, as the page shows the report now. */
async function reportHeadings(page: Page, exportName: RegExp): Promise<string[]> {
  const { records } = await csvOf(await download(page, page.getByRole('button', { name: exportName })));
  return records[0]!;
}

test('a tenant whose default is German: the week grid reads and writes German hours, says its refusals and exports in German, and stays accessible', async ({
  page,
  browser,
  request,
}) => {
  // Two people sign in, one of them on a browser of their own.
  test.slow();
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  const { settings } = await portalCall(page, api.settings.getSettings);
  await portalCall(page, api.settings.updateSettings, { ...settings, language: 'de' });
  const worker = newPerson('Greta');
  const workerId = await addMember(page, worker, 'User');
  const depot = await createProject(page, 'Depot', ['Picking']);
  const week = weekOfToday();
  await logTime(page, depot, 'Picking', week[0]!, 1, workerId);

  // The person has chosen no language and their browser prefers English: the tenant's default applies
  const german = await signInOnOwnBrowser(browser, worker);
  await expect(german.locator('html')).toHaveAttribute('lang', 'de');
  await german.goto('/timesheet-overview');
  await expect(cellInput(german, 'Picking', 0)).toHaveValue('1');

  // A decimal comma is read and shown as German writes it, and so are hours and minutes
  await typeIntoCell(german, 'Picking', 1, '2,5');
  await expect(cellInput(german, 'Picking', 1)).toHaveValue('2,5');
  await typeIntoCell(german, 'Picking', 2, '1:30');
  await expect(cellInput(german, 'Picking', 2)).toHaveValue('1,5');
  await german.reload();
  await expect(cellInput(german, 'Picking', 1)).toHaveValue('2,5');
  await expect(cellInput(german, 'Picking', 2)).toHaveValue('1,5');
  await expect(weekRow(german, 'Picking').getByRole('cell').last()).toHaveText('5');

  // A day past 24 hours is refused in the German catalog's words, not in English (the English grid's
  // wording is pinned by the week grid's own tests)
  const english = `Picking on ${week[3]}: Hours must be at most 24`;
  const expected = translationsOf('de', english);
  expect(expected, `the German catalog has no wording of "${english}"`).not.toEqual([]);
  await cellInput(german, 'Picking', 3).fill('30');
  await cellInput(german, 'Picking', 3).press('Enter');
  const problem = german.getByRole('alert').filter({ hasText: /\S/ });
  await expect(problem).toHaveCount(1);
  const shown = (await problem.textContent())?.trim();
  expect(shown).not.toBe(english);
  expect(expected).toContain(shown);
  await expect(cellInput(german, 'Picking', 3)).toHaveValue('');

  await expectNoSeriousA11yViolations(german);

  // The report's export names its columns in German: each heading is the German catalog's text of
  // the heading the same report has in English. The English one is the Admin's, whose report has
  // billing columns too (billable hours and the amounts); the worker, a User, is given none.
  const report = `/reports?period=this-week&group=project,task`;
  await page.goto(report);
  const englishHeadings = (await reportHeadings(page, /^Export as CSV$/)).filter(
    (heading) => heading !== 'Billable hours' && !/\(EUR\)$/.test(heading),
  );
  await german.goto(report);
  await expect(german.getByRole('region').filter({ hasText: 'Depot' }).first()).toBeVisible();
  const germanHeadings = await reportHeadings(german, nameIn('de', 'Export as CSV'));
  expect(germanHeadings).toHaveLength(englishHeadings.length);
  englishHeadings.forEach((heading, column) => {
    const worded = translationsOf('de', heading);
    expect(worded, `the German catalog has no wording of the heading "${heading}"`).not.toEqual([]);
    expect(worded, `column ${column + 1} of the German export`).toContain(germanHeadings[column]);
  });
  expect(germanHeadings).not.toEqual(englishHeadings);

  await german.context().close();
});
