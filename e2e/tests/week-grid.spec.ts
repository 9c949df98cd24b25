import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import {
  expectNoSeriousA11yViolations,
  portalCall,
  signInViaUi,
  signUpViaApi,
  type Person,
} from './support.ts';
import { createProject, hoursInput, logTime, weekOfToday, weekRow } from './timesheet-support.ts';

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** Expects a grid row's seven day cells, Sunday first, and its total, then the Review's Status cell if given. */
async function expectWeekRow(page: Page, name: string, days: number[], status?: string) {
  const total = Math.round(days.reduce((sum, hours) => sum + hours, 0) * 100) / 100;
  const cells = [...days, total].map(String);
  await expect(weekRow(page, name).getByRole('cell')).toHaveText(
    status === undefined ? cells : [...cells, status],
  );
}

/** Expects an editable task row's seven days, Sunday first, an empty day blank, and its total. */
async function expectTaskRow(page: Page, name: string, days: number[]) {
  const total = Math.round(days.reduce((sum, hours) => sum + hours, 0) * 100) / 100;
  const cells = [...days.map((hours) => (hours === 0 ? '' : String(hours))), String(total)];
  await expect(weekRow(page, name).getByRole('cell')).toHaveText(cells);
}

/** Adds a row from the keyboard: Add row, then a project and a task found by typing part of their names. */
async function addRowByKeyboard(page: Page, project: string, task: string) {
  await page.getByRole('button', { name: 'Add row' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeFocused();
  await page.keyboard.type(project);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Task' })).toBeFocused();
  await page.keyboard.type(task);
  await page.keyboard.press('Enter');
}

/** Answers the next browser dialog with OK and resolves to its text. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

const problem = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test('a week is filled from the keyboard alone, and the Overview, My Timesheet and Review agree', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  await createProject(page, 'Apollo', ['Design', 'Build']);
  await createProject(page, 'Zephyr', ['Audit']);
  await portalCall(page, api.projects.addProject, {
    name: 'Archive',
    description: 'Finished work',
    status: 'Done',
  });
  const [sunday, monday, tuesday, wednesday, , friday, saturday] = weekOfToday();

  // The empty week says so, and offers rows to add
  await page.goto('/timesheet-overview');
  await expect(page.getByText('No Data Available')).toBeVisible();

  // A completed project is not offered
  await page.getByRole('button', { name: 'Add row' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('arch');
  await expect(page.getByText('No open project has that name')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add row' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveCount(0);

  // Three rows are added by typing parts of their names; each waits empty, the keyboard in its Sunday
  await addRowByKeyboard(page, 'apo', 'des');
  await expect(hoursInput(page, 'Design', sunday!)).toBeFocused();
  await expectTaskRow(page, 'Design', [0, 0, 0, 0, 0, 0, 0]);
  await addRowByKeyboard(page, 'apo', 'bui');
  await expect(hoursInput(page, 'Build', sunday!)).toBeFocused();
  await addRowByKeyboard(page, 'zep', 'aud');
  await expect(hoursInput(page, 'Audit', sunday!)).toBeFocused();

  // Hours are typed down each day (Enter) and along the week (Tab); every total follows at once
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(hoursInput(page, 'Build', monday!)).toBeFocused();
  for (const typed of ['4', '3', '1', '5', '2.5', '', '', '1:30']) {
    if (typed) await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
  }
  await expect(hoursInput(page, 'Audit', wednesday!)).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(hoursInput(page, 'Audit', friday!)).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(hoursInput(page, 'Build', saturday!)).toBeFocused();
  await expectWeekRow(page, 'Apollo', [0, 7, 7.5, 1.5, 0, 0, 0]);
  await expectTaskRow(page, 'Build', [0, 4, 5, 0, 0, 0, 0]);
  await expectTaskRow(page, 'Design', [0, 3, 2.5, 1.5, 0, 0, 0]);
  await expectWeekRow(page, 'Zephyr', [0, 1, 0, 6, 0, 2, 0]);

  // Shift+Enter opens a cell's note, and Enter saves it
  await page.keyboard.press('ArrowDown');
  for (let day = 0; day < 4; day += 1) await page.keyboard.press('ArrowLeft');
  await expect(hoursInput(page, 'Design', tuesday!)).toBeFocused();
  await page.keyboard.press('Shift+Enter');
  const note = page.getByRole('dialog', { name: `Note for Design on ${tuesday}` });
  await expect(note.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('Wireframes for the depot');
  await page.keyboard.press('Enter');
  await expect(note).toBeHidden();
  await expect(hoursInput(page, 'Design', tuesday!)).toBeFocused();

  // Escape puts back what the cell held
  await page.keyboard.type('9');
  await expect(hoursInput(page, 'Design', tuesday!)).toHaveValue('9');
  await page.keyboard.press('Escape');
  await expect(hoursInput(page, 'Design', tuesday!)).toHaveValue('2.5');

  // Clearing a cell removes its entry once confirmed
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Backspace');
  const question = acceptNextDialog(page);
  await page.keyboard.press('Enter');
  expect(await question).toBe(`Remove 1 entry of Build on ${tuesday}?`);
  await expectTaskRow(page, 'Build', [0, 4, 0, 0, 0, 0, 0]);
  await expectWeekRow(page, 'Apollo', [0, 7, 2.5, 1.5, 0, 0, 0]);

  // The server holds the same week
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await page.reload();
  await expectWeekRow(page, 'Apollo', [0, 7, 2.5, 1.5, 0, 0, 0]);
  await expectTaskRow(page, 'Build', [0, 4, 0, 0, 0, 0, 0]);
  await expectTaskRow(page, 'Design', [0, 3, 2.5, 1.5, 0, 0, 0]);
  await expectWeekRow(page, 'Zephyr', [0, 1, 0, 6, 0, 2, 0]);
  await expectTaskRow(page, 'Audit', [0, 1, 0, 6, 0, 2, 0]);

  // My Timesheet lists each cell as one entry, the note as its description
  await page.goto('/timesheet');
  await expect(page.getByRole('article')).toHaveCount(7);
  const noted = page.getByRole('article').filter({ hasText: 'Design' }).filter({ hasText: tuesday! });
  await expect(noted).toContainText('Wireframes for the depot');
  await expect(noted).toContainText('2.5');

  // The Review sums the same week
  await page.goto('/timesheet-review');
  await expectWeekRow(page, `Expand ${fullName(person)}`, [0, 8, 2.5, 7.5, 0, 2, 0], 'Open');
});

test('a refused cell goes back to what it held and says why; a locked week is read only', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build', 'Spare']);
  const [, monday, , wednesday, thursday] = weekOfToday();
  await logTime(page, apollo, 'Build', wednesday!, 23);
  await logTime(page, apollo, 'Design', thursday!, 1);
  await logTime(page, apollo, 'Design', thursday!, 2);
  await page.goto('/timesheet-overview');

  // Text that is no amount of hours is refused in place
  await hoursInput(page, 'Design', monday!).focus();
  await page.keyboard.type('2h');
  await page.keyboard.press('Enter');
  await expect(problem(page)).toHaveText(`Design on ${monday}: Type hours as 3, 2.5 or 1:30`);
  await expect(hoursInput(page, 'Design', monday!)).toHaveValue('');

  // A day past 24 hours is refused by the server: the cell and the totals go back, the reason shows
  await hoursInput(page, 'Design', wednesday!).focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(problem(page)).toHaveText(
    `Not saved: Design on ${wednesday}: hours: ${wednesday} would have 25 hours; a day holds at most 24`,
  );
  await expectTaskRow(page, 'Design', [0, 0, 0, 0, 3, 0, 0]);
  await expectWeekRow(page, 'Apollo', [0, 0, 0, 23, 3, 0, 0]);

  // A cell of several entries takes no typing and says where to edit them
  const several = hoursInput(page, 'Design', thursday!);
  await expect(several).toHaveAttribute('readonly', '');
  await expect(several).toHaveAccessibleDescription(/hold several entries; edit them in My Timesheet/);
  await several.focus();
  await page.keyboard.type('5');
  await expect(problem(page)).toHaveText(
    `Design on ${thursday}: This cell holds several entries; edit them in My Timesheet`,
  );
  await expectTaskRow(page, 'Design', [0, 0, 0, 0, 3, 0, 0]);

  // Delete removes them all, once the confirmation has said how many
  const question = acceptNextDialog(page);
  await page.keyboard.press('Delete');
  expect(await question).toBe(`Remove 2 entries of Design on ${thursday}?`);
  await expectTaskRow(page, 'Design', [0, 0, 0, 0, 0, 0, 0]);

  // A task deleted meanwhile is refused, and its row keeps no hours
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('combobox', { name: 'Project' }).fill('Apollo');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Task' }).fill('Spare');
  await page.keyboard.press('Enter');
  await expect(weekRow(page, 'Spare')).toBeVisible();
  await portalCall(page, api.tasks.deleteTask, { taskId: apollo.taskIds.Spare });
  await hoursInput(page, 'Spare', monday!).fill('1');
  await page.keyboard.press('Enter');
  await expect(problem(page)).toHaveText(`Not saved: Spare on ${monday}: Task not found`);
  await expectTaskRow(page, 'Spare', [0, 0, 0, 0, 0, 0, 0]);

  // A submitted week shows its status and its hours, and no inputs
  await portalCall(page, api.weekApproval.submitWeek, { weekStart: weekOfToday()[0] });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Week status' }).getByText('Submitted', { exact: true }),
  ).toBeVisible();
  await expectWeekRow(page, 'Build', [0, 0, 0, 23, 0, 0, 0]);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add row' })).toHaveCount(0);
});

test("copying last week's rows brings its tasks without hours; copying last week brings its hours", async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const zephyr = await createProject(page, 'Zephyr', ['Audit']);
  const lastWeek = weekOfToday(-1);
  const [sunday, monday, tuesday, wednesday] = weekOfToday();
  await logTime(page, apollo, 'Design', lastWeek[1]!, 2);
  await logTime(page, apollo, 'Build', lastWeek[2]!, 3);
  await logTime(page, zephyr, 'Audit', lastWeek[3]!, 1.5);
  await page.goto('/timesheet-overview');

  // The rows come without hours, and the keyboard goes to the first
  await page.getByRole('button', { name: "Copy last week's rows" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 3 rows from last week.' })).toBeVisible();
  await expect(hoursInput(page, 'Build', sunday!)).toBeFocused();
  await expectTaskRow(page, 'Build', [0, 0, 0, 0, 0, 0, 0]);
  await expectTaskRow(page, 'Design', [0, 0, 0, 0, 0, 0, 0]);
  await expectTaskRow(page, 'Audit', [0, 0, 0, 0, 0, 0, 0]);

  // Copying them again adds nothing
  await page.getByRole('button', { name: "Copy last week's rows" }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Last week's rows are all here already." }),
  ).toBeVisible();

  // A cell typed first keeps its hours: copying last week skips that entry and says so
  await hoursInput(page, 'Design', monday!).fill('4');
  await page.keyboard.press('Enter');
  await expectTaskRow(page, 'Design', [0, 4, 0, 0, 0, 0, 0]);
  await page.getByRole('button', { name: 'Copy last week', exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Copied 2 entries from last week. Skipped 1 entry: the cell already held hours, the day would pass 24 hours, or the task is gone.',
    }),
  ).toBeVisible();
  await expectTaskRow(page, 'Design', [0, 4, 0, 0, 0, 0, 0]);
  await expectTaskRow(page, 'Build', [0, 0, 3, 0, 0, 0, 0]);
  await expectTaskRow(page, 'Audit', [0, 0, 0, 1.5, 0, 0, 0]);
  await expect(hoursInput(page, 'Build', tuesday!)).toHaveValue('3');
  await expect(hoursInput(page, 'Audit', wednesday!)).toHaveValue('1.5');
});

test('the week grid and its row picker have no serious accessibility violations in either theme', async ({
  page,
  request,
}) => {
  // Six full-page scans take their time on a busy machine.
  test.slow();
  const person = await signUpViaApi(request);
  await signInViaUi(page, person);
  const apollo = await createProject(page, 'Apollo', ['Design', 'Build']);
  const [, monday, tuesday] = weekOfToday();
  await logTime(page, apollo, 'Design', monday!, 3);
  await logTime(page, apollo, 'Build', tuesday!, 1);
  await logTime(page, apollo, 'Build', tuesday!, 2);

  for (const theme of ['light', 'dark']) {
    await page.goto('/timesheet-overview');
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }

    // The grid with a cell being typed into and a cell of several entries
    await hoursInput(page, 'Design', monday!).focus();
    await page.keyboard.type('3.5');
    await expect(weekRow(page, 'Build')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The row picker with its list open
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.keyboard.type('ap');
    await expect(page.getByRole('option', { name: 'Apollo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Design' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The note of a cell
    await hoursInput(page, 'Design', monday!).focus();
    await page.keyboard.press('Shift+Enter');
    await expect(page.getByRole('dialog', { name: `Note for Design on ${monday}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  }
});
