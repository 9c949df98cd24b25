import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { newPerson, signInViaUi, signUpViaApi } from './support.ts';
import { createProject, hoursInput, weekOfToday, weekRow } from './timesheet-support.ts';

/** The header of Clockify's detailed report, as it exports it. */
const CLOCKIFY_HEADER =
  'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),Billable Amount (USD)';

/** One row of a Clockify detailed report: `date` is yyyy-MM-dd, written month first as Clockify does. */
function clockifyRow(row: {
  project: string;
  task: string;
  description: string;
  user: string;
  email: string;
  date: string;
  hours: number;
}) {
  const day = format(parseISO(row.date), 'MM/dd/yyyy');
  const minutes = Math.round(row.hours * 60);
  const end = `${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} AM`;
  const duration = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  return [
    row.project,
    '',
    row.description,
    row.task,
    row.user,
    '',
    row.email,
    '',
    'Yes',
    day,
    '09:00 AM',
    day,
    end,
    duration,
    row.hours.toFixed(2),
    '0.00',
    '0.00',
  ].join(',');
}

/** Chooses `csv` as the file to import. */
async function chooseFile(page: Page, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'clockify-detailed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

test('an Admin imports a Clockify report, sees its hours in the week, and importing it again adds nothing', async ({
  page,
  request,
}) => {
  // Sign-up, a check, an import, the week grid and a second check: more than a plain test's time.
  test.slow();
  const admin = await signUpViaApi(request, newPerson('Imogen'));
  await signInViaUi(page, admin);
  await createProject(page, 'Hydra', ['Survey', 'Build']);
  // An open week seven weeks back, which nothing else of this tenant touches.
  const week = weekOfToday(-7);
  const [, monday, tuesday, wednesday] = week;
  const user = `${admin.firstName} ${admin.lastName}`;
  const csv = [
    CLOCKIFY_HEADER,
    clockifyRow({
      project: 'Hydra',
      task: 'Survey',
      description: 'Site walk',
      user,
      email: admin.email,
      date: monday!,
      hours: 2.5,
    }),
    clockifyRow({
      project: 'Hydra',
      task: 'Build',
      description: 'Footings',
      user,
      email: admin.email,
      date: tuesday!,
      hours: 4,
    }),
    clockifyRow({
      project: 'Hydra',
      task: 'Build',
      description: 'Footings',
      user,
      email: admin.email,
      date: wednesday!,
      hours: 1.25,
    }),
    clockifyRow({
      project: 'Hydra',
      task: 'Survey',
      description: 'Site walk',
      user: 'Nobody',
      email: 'nobody@elsewhere.example',
      date: monday!,
      hours: 1,
    }),
  ].join('\n');

  // Import time is in the Timesheet menu for an Admin
  await page.getByRole('link', { name: 'Import time' }).click();
  await expect(page.getByRole('heading', { name: 'Import time', level: 1 })).toBeVisible();
  await expect(page.getByText('No file chosen yet')).toBeVisible();

  // The file is recognised, and its columns are chosen for each field
  await chooseFile(page, csv);
  await expect(page.getByText('clockify-detailed.csv: 4 rows')).toBeVisible();
  await expect(page.getByText('Recognised: Clockify detailed report')).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('Start Date');
  await expect(page.getByLabel('Hours', { exact: true })).toHaveValue('Duration (decimal)');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('Email');
  await expect(page.getByLabel("Person's name")).toHaveValue('');
  await expect(page.getByLabel('Date format')).toHaveValue('mdy');

  // The dry run counts what would be imported, and says why the unknown person's row cannot be
  await page.getByRole('button', { name: 'Check file' }).click();
  const check = page.getByRole('region', { name: 'What the file would import' });
  await expect(check.getByRole('definition')).toHaveText(['4', '3 entries (7.75 hours)', '0', '1'], {
    timeout: 30_000,
  });
  await expect(check.getByRole('region', { name: 'People matched' })).toContainText(
    admin.email.toLowerCase(),
  );
  const refused = check.getByRole('region', { name: 'Rows that cannot be imported' });
  await expect(
    refused.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '5', exact: true }) }),
  ).toContainText('No one in this organization has this email or name');

  // The import runs to the end and says what it did
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    {
      timeout: 30_000,
    },
  );
  await expect(
    page.getByText('Imported 3 entries (7.75 hours). 0 were already imported. 1 row refused.'),
  ).toBeVisible();

  // The week holds the imported hours
  await page.goto(`/timesheet-overview?week=${week[0]}`);
  await expect(weekRow(page, 'Hydra').getByRole('cell')).toHaveText([
    '0',
    '2.5',
    '4',
    '1.25',
    '0',
    '0',
    '0',
    '7.75',
  ]);
  await expect(hoursInput(page, 'Survey', monday!)).toHaveValue('2.5');
  await expect(hoursInput(page, 'Build', wednesday!)).toHaveValue('1.25');

  // The same file again has nothing left to import
  await page.goto('/imports');
  await chooseFile(page, csv);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(check.getByRole('definition')).toHaveText(['4', '0 entries (0 hours)', '3', '1'], {
    timeout: 30_000,
  });
  await expect(check.getByText('Nothing in this file is left to import.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
});
