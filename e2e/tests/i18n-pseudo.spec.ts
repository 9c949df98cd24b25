import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, IMPORT_DEFAULT_TASK } from '@portal/contract';
import { paths } from '../../apps/web/src/config/paths.ts';
import { EscapedTexts, englishOrPseudo } from './i18n-support.ts';
import { addMember, fullName } from './people-support.ts';
import { newPerson, portalCall, signInViaUi, signUpViaApi, updateDatabase, type Person } from './support.ts';
import { weekOfToday } from './timesheet-support.ts';
import { giveContract } from './working-time-support.ts';

// The test language: every catalog text accented ('Šàṽé') and padded with '~'. A text in plain
// letters on screen did not come from a catalog.
test.use({ locale: 'en-XA', actionTimeout: 15_000 });

/** The tenant's data, in accented letters too, so that only texts the portal writes itself are plain. */
const admin: Person = { ...newPerson('Grace'), firstName: 'Ĝŕàçé', lastName: 'Ĥöþþéŕ' };
const member: Person = { ...newPerson('Walter'), firstName: 'Ŵàļţéŕ', lastName: 'Ŕöšš' };
const PROJECT = 'Ƥŕöĵéçţ Ωméĝà';
const PROJECT_NOTE = 'Ðéšçŕîþţîöñ ðü ƥŕöĵéţ';
const TASK = 'Ţàšķ Àļƥĥà';
const ENTRY_NOTE = 'Ñöţé ðü ĵöüŕ';
const ABSENCE_NOTE = 'Ŕéƥöš';
const HOLIDAY = 'Ƒéţé ðé ļà ƒîŕɱé';
const CLIENT = 'Çļîéñţ Ŝîĝɱà';
const DATA = [
  fullName(admin),
  fullName(member),
  PROJECT,
  PROJECT_NOTE,
  TASK,
  ENTRY_NOTE,
  ABSENCE_NOTE,
  HOLIDAY,
  CLIENT,
];

/**
 * A tenant with something on every screen: a project and a task, time this week (one cell of
 * two entries) and last week (submitted), a contract, a company holiday, the Admin's own request,
 * and a member with sick leave and a vacation request waiting for approval.
 */
async function seedTenant(page: Page): Promise<void> {
  const [, monday, tuesday, wednesday, , friday] = weekOfToday();
  const lastWeek = weekOfToday(-1);
  const nextWeek = weekOfToday(1);
  const { id: clientId } = await portalCall(page, api.clients.addClient, { name: CLIENT });
  await portalCall(page, api.rates.setRate, { kind: 'bill', validFrom: lastWeek[1], amount: 9550 });
  const { id: projectId } = await portalCall(page, api.projects.addProject, {
    name: PROJECT,
    description: PROJECT_NOTE,
    clientId,
  });
  const { id: taskId } = await portalCall(page, api.tasks.addTask, {
    projectId,
    title: TASK,
    status: 'in-progress',
    startDate: lastWeek[1],
    dueDate: nextWeek[5],
  });
  const adminId = await page.evaluate(() => localStorage.getItem('userId'));
  await giveContract(page, adminId!);
  for (const [date, hours] of [
    [lastWeek[1], 3],
    [lastWeek[2], 1.5],
    [monday, 2],
    [tuesday, 1],
    [tuesday, 1.25],
  ] as const) {
    await portalCall(page, api.timesheet.addTimeEntry, {
      projectId,
      taskId,
      date,
      hours,
      description: ENTRY_NOTE,
    });
  }
  await portalCall(page, api.weekApproval.submitWeek, { weekStart: lastWeek[0] });
  await portalCall(page, api.workingTime.setHolidayCalendar, {
    country: null,
    region: null,
    companyHolidays: [{ date: friday, name: HOLIDAY, halfDay: false }],
  });
  await portalCall(page, api.absences.requestAbsence, {
    type: 'vacation',
    from: nextWeek[3],
    to: nextWeek[3],
    note: ABSENCE_NOTE,
  });

  const memberId = await addMember(page, member, 'User');
  await giveContract(page, memberId);
  await portalCall(page, api.absences.requestAbsence, {
    userId: memberId,
    type: 'sick',
    from: wednesday,
    to: wednesday,
    note: ABSENCE_NOTE,
  });
  // The request the member would make themselves, without signing them in: only sick leave may be
  // entered for someone else, so a second sick leave becomes their vacation request.
  const { id: requestId } = await portalCall(page, api.absences.requestAbsence, {
    userId: memberId,
    type: 'sick',
    from: nextWeek[1],
    to: nextWeek[2],
    note: ABSENCE_NOTE,
  });
  updateDatabase(
    `UPDATE absences SET type = 'vacation', status = 'requested', requested_by = user_id,
       decided_by = NULL, decided_at = NULL WHERE id = ?`,
    requestId,
  );
}

test('every screen, form, menu and dialog speaks the test language, with no text left in plain letters', async ({
  page,
  request,
}) => {
  // Some forty states of thirteen screens: it took up to 3 minutes on a busy two-core machine.
  test.setTimeout(process.env.CI ? 540_000 : 360_000);
  // The task an import puts rows without one in is named so in every language, as data is.
  const escaped = new EscapedTexts([...DATA, IMPORT_DEFAULT_TASK]);
  const unreachable: string[] = [];
  const visited = new Set<string>();
  let state = 'sign-in';

  // A confirm() question is a text too; every one is answered Cancel, so nothing changes.
  let questions = 0;
  page.on('dialog', (dialog) => {
    questions += 1;
    escaped.add(`${state} (confirm)`, [dialog.message()]);
    void dialog.dismiss();
  });
  /** Does what asks a confirm() question first, and waits for the question. */
  const asking = async (action: () => Promise<unknown>) => {
    const before = questions;
    await action();
    await expect.poll(() => questions, { message: 'a confirm() question' }).toBeGreaterThan(before);
  };

  const look = (what = state) => escaped.check(page, what);
  const button = (english: string, values?: Record<string, string>, exact = true) =>
    page.getByRole('button', { name: englishOrPseudo(english, values, { exact }) });

  /** Closes whatever modal, menu or picker is open, as Escape does. */
  const closeAll = async () => {
    for (let tries = 0; tries < 3 && (await page.locator('dialog[open]').count()) > 0; tries += 1)
      await page.keyboard.press('Escape');
  };

  /** Runs one state of a screen; one that cannot be reached is reported, and the walk goes on. */
  const visit = async (name: string, act: () => Promise<void>) => {
    state = name;
    await test.step(name, async () => {
      try {
        await act();
      } catch (error) {
        const lines = String(error instanceof Error ? error.message : error).split('\n');
        const where = lines.find((line) => /^\s*(Locator|waiting for)/.test(line))?.trim();
        unreachable.push(`${name}: ${lines[0]}${where ? ` (${where})` : ''}`);
        await closeAll().catch(() => undefined);
      }
    });
  };

  /** Opens a screen from its address and waits until it has loaded what it shows. */
  const open = async (path: string, ready?: Locator) => {
    visited.add(path.split('?')[0]!);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (ready) await expect(ready.first()).toBeVisible();
    await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
  };

  /** Opens a modal with `opener`, reads it, opens its first date picker if it has one, and cancels it. */
  const modal = async (label: string, opener: Locator, { submitEmpty = false } = {}) => {
    await opener.click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await look(`${state}: ${label}`);
    if (submitEmpty) {
      await page.locator('dialog[open] button[type="submit"]').click();
      await look(`${state}: ${label}, sent empty`);
    }
    const date = page.locator('dialog[open] .react-datepicker__input-container input');
    if ((await date.count()) > 0) {
      await date.first().click();
      await expect(page.locator('.react-datepicker')).toBeVisible();
      await look(`${state}: ${label}, date picker`);
    }
    await closeAll();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  };

  /** Opens each menu or panel of the screen's main part in turn (every collapsed toggle), reads it, closes it. */
  const togglesOf = async (label: string) => {
    const count = await page
      .locator('main [aria-expanded="false"]:visible')
      .evaluateAll(
        (toggles) => toggles.map((toggle, index) => toggle.setAttribute('data-toggle', String(index))).length,
      );
    for (let index = 0; index < count; index += 1) {
      const toggle = page.locator(`[data-toggle="${index}"]`);
      if ((await toggle.count()) === 0) continue;
      const name = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText());
      await toggle.click();
      await look(`${state}: ${label} '${name.replace(/\s+/g, ' ').trim()}'`);
      await page.keyboard.press('Escape');
      if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    }
  };

  await test.step('signed out: sign-up and a missing page', async () => {
    await visit('Sign up', async () => {
      visited.add(paths.signUp);
      await page.goto(paths.signUp);
      await expect(page.locator('form button[type="submit"]')).toBeVisible();
      await look();
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await look('Sign up, sent empty');
    });
    await visit('Page not found', async () => {
      await page.goto('/no-such-screen');
      await expect(page.getByRole('link')).not.toHaveCount(0);
      await look();
    });
  });

  // The identity provider's own login page is the server's, which speaks English to the test
  // language (it has no catalog of its own): it is not walked here.
  await signUpViaApi(request, admin);
  await signInViaUi(page, admin);
  await seedTenant(page);
  // Settings lists the time zones and currencies the browser knows and the countries and regions
  // whose holidays the server knows, by their names: data, as the holidays' own names are. The
  // test language formats as English does.
  const { data: countries } = await portalCall(page, api.workingTime.getHolidayCountries);
  const { settings } = await portalCall(page, api.settings.getSettings);
  escaped.allowWhole([
    ...(await page.evaluate(() => Intl.supportedValuesOf('timeZone'))),
    ...(await page.evaluate(() => {
      const names = new Intl.DisplayNames(['en'], { type: 'currency' });
      return Intl.supportedValuesOf('currency').map((code) => `${code} · ${names.of(code) ?? code}`);
    })),
    settings.timeZone,
    ...countries.flatMap((country: { name: string; regions: { name: string }[] }) => [
      country.name,
      ...country.regions.map((region) => region.name),
    ]),
  ]);
  const [, monday, tuesday, wednesday] = weekOfToday();

  await visit('My Timesheet', async () => {
    await open(paths.timesheet, page.getByRole('article'));
    await look();
    await modal('Add entry form', button('Add Entry'), { submitEmpty: true });
    await asking(() =>
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: englishOrPseudo('Delete time entry') })
        .click(),
    );
  });

  await visit('Overview', async () => {
    await open(paths.timesheetOverview, page.getByRole('rowheader', { name: TASK }));
    await look();
    await togglesOf('panel');
    const cell = (date: string) =>
      page.getByRole('textbox', {
        name: englishOrPseudo('Hours for {task} on {date}', { task: TASK, date }),
      });
    await cell(wednesday!).fill('2h');
    await cell(wednesday!).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await look('Overview: a cell refused');
    await cell(monday!).focus();
    await page.keyboard.press('Shift+Enter');
    await expect(page.locator('dialog[open]')).toBeVisible();
    await look('Overview: a cell note');
    await closeAll();
    await cell(monday!).focus();
    await page.keyboard.press('Backspace');
    await asking(() => page.keyboard.press('Enter'));
    await cell(tuesday!).focus();
    await asking(() => page.keyboard.press('Delete'));
    await asking(() => button('Submit week').click());
    await button('Previous week').click();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await look('Overview: last week, submitted');
  });

  await visit('Review', async () => {
    await open(paths.timesheetReview, button('Expand {name}', { name: fullName(admin) }));
    await look();
    await togglesOf('row');
    await button('Previous week').click();
    await modal('Reject week form', button('Reject {name}', { name: fullName(admin) }));
  });

  await visit('Working time', async () => {
    await open(paths.workingTime, page.locator('main table'));
    await look();
    await modal('Add contract form', button('Add contract'));
    await button('Previous month').click();
    await asking(() => button('Close month').click());
    await look('Working time: last month');
    await page
      .locator('main select')
      .first()
      .selectOption({ label: fullName(member) });
    await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
    await look('Working time: a member');
  });

  await visit('Absences', async () => {
    // The team list holds one month: the member's sick leave, to cancel, is this week's Wednesday,
    // which at a month's turn is in the next month.
    await open(`${paths.absences}?month=${wednesday!.slice(0, 7)}`, page.getByText(ABSENCE_NOTE));
    await look();
    await modal('Request absence form', button('Request absence'));
    // The Admin's own request comes first, in My absences; cancelling it asks first.
    await asking(() => button('Cancel', {}, false).first().click());
    await modal('Reject absence form', button('Reject {name}', { name: fullName(member) }, false).first());
    await modal('Cancel absence form', button('Cancel {name}', { name: fullName(member) }, false).first());
  });

  await visit('Reports', async () => {
    await open(`${paths.reports}?period=this-week`, page.getByRole('rowheader', { name: PROJECT }));
    await look();
    await togglesOf('filter');
    await page.getByText(englishOrPseudo('Custom range')).click();
    await page.locator('main .react-datepicker__input-container input').first().click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await look('Reports: custom range, date picker');
    await page.keyboard.press('Escape');
    await open(`${paths.reports}?report=working-time&period=this-month`);
    await look('Reports: working time');
    await togglesOf('filter');
  });

  await visit('Projects', async () => {
    await open(paths.projects, page.getByRole('article'));
    await look();
    await modal('Add project form', button('Add Project'), { submitEmpty: true });
    await modal('Edit project form', button('Edit project {name}', { name: PROJECT }));
    await togglesOf('popover');
    await asking(() => button('Delete project {name}', { name: PROJECT }).click());
  });

  await visit('Tasks', async () => {
    await open(paths.tasks, page.getByText(TASK));
    await look();
    await modal('Add task form', button('Add Task'), { submitEmpty: true });
    await modal('Edit task form', button('Edit task {name}', { name: TASK }));
    await asking(() => button('Delete task {name}', { name: TASK }).click());
  });

  await visit('Users', async () => {
    await open(paths.users, page.getByText(fullName(member)));
    await look();
    await modal('Add user form', button('Add User'), { submitEmpty: true });
    await modal('Edit user form', button('Edit {name}', { name: fullName(member) }));
    await asking(() => button('Deactivate {name}', { name: fullName(member) }).click());
    // A refusal of the server: the address is taken.
    await button('Add User').click();
    const form = page.locator('dialog[open]');
    await form.getByLabel(englishOrPseudo('Name')).fill(fullName(member));
    await form.getByLabel(englishOrPseudo('Email')).fill(admin.email);
    await form.getByLabel(englishOrPseudo('Password')).fill(admin.password);
    await form.getByLabel(englishOrPseudo('Role')).selectOption('User');
    await form.locator('button[type="submit"]').click();
    await expect(
      page.locator('[role="alert"], [role="status"]').filter({ hasText: /\S/ }).first(),
    ).toBeVisible();
    await look('Users: add user form, refused');
    await closeAll();
  });

  await visit('Clients', async () => {
    await open(paths.clients, page.getByText(CLIENT));
    await look();
    await modal('Add client form', button('Add client'), { submitEmpty: true });
    await modal('Edit client form', button('Edit {name}', { name: CLIENT }));
    await asking(() => button('Delete {name}', { name: CLIENT }).click());
  });

  await visit('Rates', async () => {
    const rate = page.locator('main tbody tr').first();
    await open(paths.rates, rate.getByRole('button'));
    await look();
    await modal('Set rate form', button('Set rate'), { submitEmpty: true });
    await asking(() => rate.getByRole('button').click());
  });

  await visit('Employees', async () => {
    await open(paths.employees, page.getByText(fullName(member)));
    await look();
  });

  await visit('API tokens', async () => {
    await open(paths.apiTokens, button('Create token'));
    await look();
    await modal('Create token', button('Create token'), { submitEmpty: true });
  });

  await visit('Import time', async () => {
    const file = page.locator('main input[type="file"]');
    await open(paths.imports, file);
    await look();
    // A file no export is recognised by, named and filled in the test's letters, checked unmapped
    await file.setInputFiles({
      name: TASK,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${PROJECT},${TASK}\n${PROJECT_NOTE},${ENTRY_NOTE}\n`),
    });
    await button('Check file').click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    await look('Import time: a file not recognised, checked unmapped');
  });

  await visit('Settings', async () => {
    await open(paths.settings, page.getByText(HOLIDAY));
    await look();
    await button('Add holiday').click();
    await page.locator('main .react-datepicker__input-container input').last().click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await look('Settings: a new holiday, date picker');
    await page.keyboard.press('Escape');
    await button('Save settings').click();
    await expect(page.locator('[role="status"]').filter({ hasText: /\S/ }).first()).toBeVisible();
    await look('Settings: saved');
  });

  await visit('Header', async () => {
    await open(paths.timesheet, page.getByRole('article'));
    await page.locator('button[aria-controls="user-menu"]').click();
    await look('Header: user menu');
    await page.keyboard.press('Escape');
    await page
      .locator('header')
      .getByRole('button', { name: englishOrPseudo('Notifications', {}, { exact: false }) })
      .click();
    await look('Header: notifications');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    const search = page.locator('header').getByRole('combobox');
    await expect(search).toBeFocused();
    await look('Header: command palette');
    await search.fill(PROJECT.slice(0, 4));
    await expect(page.getByRole('option').first()).toBeVisible();
    await look('Header: command palette, results');
    await search.fill('ŵŵŵŵ');
    await look('Header: command palette, no results');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page
      .locator('header')
      .getByRole('button', { name: englishOrPseudo('Start timer') })
      .click();
    await look('Header: start timer form');
    await page.keyboard.press('Escape');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: englishOrPseudo('Continue') })
      .click();
    await expect(
      page.locator('header').getByRole('button', { name: englishOrPseudo('Discard timer') }),
    ).toBeVisible();
    await look('Header: a running timer');
    await asking(() =>
      page
        .locator('header')
        .getByRole('button', { name: englishOrPseudo('Discard timer') })
        .click(),
    );
  });

  // A screen added to the portal later is walked too, or this says which is not.
  for (const path of Object.values(paths))
    if (path !== paths.home && path !== paths.signIn && !visited.has(path))
      unreachable.push(`${path}: a screen this test does not walk`);

  const report = [
    ...(unreachable.length > 0 ? ['States the test could not reach:', ...unreachable, ''] : []),
    `${escaped.count} texts in plain letters, which no catalog gave:`,
    ...escaped.report(),
  ].join('\n');
  expect(unreachable.length + escaped.count, report).toBe(0);
});
