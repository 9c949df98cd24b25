import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { auditRecords } from '../../../test/fail-audit.ts';
import {
  addMember,
  callAs,
  createProject,
  logTime,
  newTenant,
  type Member,
  storeAbsence,
} from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let colleague: Member;
let foreign: Member;
let project: { projectId: string; taskIds: string[] };

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  callAs(server, member, endpoint, body);

const fullTime = [0, 8, 8, 8, 8, 8, 0];
/** Monday to Thursday, six hours. */
const partTime = [0, 6, 6, 6, 6, 0, 0];
const contract = (userId: string, validFrom: string, hoursPerWeekday: number[], vacationDays: number) => ({
  userId,
  validFrom,
  hoursPerWeekday,
  vacationDays,
  carryOver: false,
  carryOverExpires: null,
});

const auditActions = async (tenantId: string) =>
  (await auditRecords(server.db, tenantId)).map((record) => record.action);

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  colleague = await addMember(server, admin, 'User', 'Tim');
  foreign = await newTenant(server);
  project = await createProject(server, admin, 'Depot', ['Picking']);
});
afterAll(async () => {
  await server?.close();
});

describe('holiday calendar', () => {
  it('lists the library’s countries with their regions, by English name', async () => {
    const answer = await post(user, api.workingTime.getHolidayCountries);
    expect(answer.status).toBe(200);
    const germany = answer.body.data.find((country: { code: string }) => country.code === 'DE');
    expect(germany.name).toBe('Germany');
    expect(germany.regions).toContainEqual({ code: 'BY', name: 'Bayern' });
    const names = answer.body.data.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    [{ country: 'XX', region: null }, 'country: unknown country'],
    [{ country: 'DE', region: 'ZZ' }, 'region: unknown region of this country'],
    [{ country: null, region: 'BY' }, 'region: must be empty without a country'],
  ])('refuses %j with 400, changing nothing', async (place, message) => {
    const answer = await post(admin, api.workingTime.setHolidayCalendar, { ...place, companyHolidays: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(message);
    const calendar = await post(admin, api.workingTime.getHolidayCalendar, {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(calendar.body.calendar).toEqual({ country: null, region: null, companyHolidays: [] });
  });

  it('is set by Admins: Bavaria’s public holidays and a company half day, which wins on its date', async () => {
    const body = {
      country: 'de',
      region: 'by',
      companyHolidays: [
        { date: '2026-05-27', name: 'Company outing', halfDay: true },
        { date: '2026-12-26', name: 'Stocktaking', halfDay: false },
      ],
    };
    expect((await post(manager, api.workingTime.setHolidayCalendar, body)).status).toBe(403);
    expect((await post(admin, api.workingTime.setHolidayCalendar, body)).body).toEqual({
      result: 1,
      msg: 'Holidays saved',
    });
    const answer = await post(user, api.workingTime.getHolidayCalendar, {
      from: '2026-05-01',
      to: '2026-06-30',
    });
    expect(answer.body.calendar).toEqual({
      country: 'DE',
      region: 'BY',
      companyHolidays: body.companyHolidays,
    });
    expect(answer.body.holidays).toEqual([
      { date: '2026-05-01', name: 'Labour Day', halfDay: false, source: 'public' },
      { date: '2026-05-14', name: 'Ascension Day', halfDay: false, source: 'public' },
      { date: '2026-05-25', name: 'Whit Monday', halfDay: false, source: 'public' },
      { date: '2026-05-27', name: 'Company outing', halfDay: true, source: 'company' },
      // Corpus Christi is a public holiday in Bavaria, not in all of Germany.
      { date: '2026-06-04', name: 'Corpus Christi', halfDay: false, source: 'public' },
    ]);
    const december = await post(user, api.workingTime.getHolidayCalendar, {
      from: '2026-12-24',
      to: '2026-12-26',
    });
    expect(december.body.holidays).toEqual([
      { date: '2026-12-25', name: 'Christmas Day', halfDay: false, source: 'public' },
      { date: '2026-12-26', name: 'Stocktaking', halfDay: false, source: 'company' },
    ]);
    // Another tenant follows no calendar.
    const theirs = await post(foreign, api.workingTime.getHolidayCalendar, {
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(theirs.body.holidays).toEqual([]);
  });
});

describe('work contracts', () => {
  it('start from the tenant’s settings, and are saved by Admins for anyone and Managers for role User', async () => {
    const empty = await post(user, api.workingTime.getWorkContracts, { userId: user.userId });
    expect(empty.body).toEqual({
      result: 1,
      data: [],
      defaults: { hoursPerWeekday: [0, 8, 8, 8, 8, 8, 0], vacationDays: 25 },
    });
    const before = await auditActions(admin.tenantId);
    const save = async (member: Member, body: ReturnType<typeof contract>) =>
      (await post(member, api.workingTime.setWorkContract, body)).body;
    const forManager = contract(manager.userId, '2026-01-01', fullTime, 30);
    expect((await save(user, contract(user.userId, '2026-05-01', fullTime, 25))).result).toBe(0);
    expect((await save(manager, forManager)).msg).toBe('You do not have permission to do this');
    expect(await save(admin, forManager)).toEqual({ result: 1, msg: 'Contract saved' });
    expect(await save(manager, contract(user.userId, '2026-05-01', fullTime, 25))).toEqual({
      result: 1,
      msg: 'Contract saved',
    });
    // Changed mid-month: part time from Monday 18 May.
    expect((await save(admin, contract(user.userId, '2026-05-18', partTime, 20))).result).toBe(1);
    // One audit record for each contract saved, none for those refused.
    expect((await auditActions(admin.tenantId)).slice(before.length)).toEqual(
      Array(3).fill('workingTime.setWorkContract'),
    );

    const history = await post(user, api.workingTime.getWorkContracts, { userId: user.userId });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        validFrom: '2026-05-01',
        hoursPerWeekday: fullTime,
        vacationDays: 25,
        savedBy: 'Mia Member',
      }),
      expect.objectContaining({
        validFrom: '2026-05-18',
        hoursPerWeekday: partTime,
        vacationDays: 20,
        savedBy: 'Ada Lovelace',
      }),
    ]);
  });

  it('are read by the person, Managers for role User and Admins; another tenant’s ids are not found', async () => {
    const body = { userId: manager.userId };
    expect((await post(user, api.workingTime.getWorkContracts, body)).body.msg).toBe(
      'You do not have permission to do this',
    );
    expect((await post(manager, api.workingTime.getWorkContracts, body)).status).toBe(200);
    expect((await post(manager, api.workingTime.getWorkContracts, { userId: admin.userId })).status).toBe(
      403,
    );
    expect((await post(admin, api.workingTime.getWorkContracts, body)).status).toBe(200);
    expect((await post(foreign, api.workingTime.getWorkContracts, body)).status).toBe(404);
    expect(
      (await post(foreign, api.workingTime.setWorkContract, contract(user.userId, '2026-01-01', fullTime, 1)))
        .status,
    ).toBe(404);
  });
});

describe('the working-time account', () => {
  beforeAll(async () => {
    // Uma's May 2026 (contracts and holidays above): hours logged, two days of vacation, a sick
    // day she also worked on, and a vacation request not yet decided.
    for (const [date, hours] of [
      ['2026-05-01', 2],
      ['2026-05-04', 8],
      ['2026-05-05', 8],
      ['2026-05-06', 9],
      ['2026-05-18', 6],
      ['2026-05-19', 2],
      ['2026-05-27', 3],
      ['2026-06-01', 7],
    ] as const) {
      expect((await logTime(server, user, project, date, hours)).status).toBe(200);
    }
    await storeAbsence(server, user, 'vacation', '2026-05-11', '2026-05-12');
    await storeAbsence(server, user, 'sick', '2026-05-19', '2026-05-19');
    await storeAbsence(server, user, 'vacation', '2026-12-28', '2026-12-30', { status: 'requested' });
  });

  it('counts May 2026 as a hand calculation does', async () => {
    const answer = await post(user, api.workingTime.getWorkingTime, {
      userId: user.userId,
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(answer.status).toBe(200);
    const account = answer.body;
    // Expected: 1–17 May, Monday to Friday 8 h: 11 weekdays less Labour Day (1st) and Ascension
    // (14th) = 9 × 8 = 72 h. 18–31 May, Monday to Thursday 6 h: 8 days less Whit Monday (25th) =
    // 7, one of them the company half day (27th, 3 h): 6 × 6 + 3 = 39 h. 72 + 39 = 111 h.
    // Worked: 2 + 8 + 8 + 9 + 6 + 2 + 3 = 38 h. Credited: vacation 11th and 12th 2 × 8 = 16 h, sick
    // on the 19th 6 h: 22 h. Balance: 38 + 22 − 111 = −51 h.
    expect(account.totals).toEqual({ expected: 111, worked: 38, credited: 22, balance: -51 });
    expect(account.accountStart).toBe('2026-05-01');
    expect(account.openingBalance).toBe(0);
    expect(account.closingBalance).toBe(-51);
    expect(account.months).toEqual([
      {
        month: '2026-05',
        expected: 111,
        worked: 38,
        credited: 22,
        balance: -51,
        closingBalance: -51,
        closed: false,
      },
    ]);
    expect(account.sickDays).toBe(1);
    expect(account.vacationDays).toBe(2);
    const day = (date: string) => account.days.find((row: { date: string }) => row.date === date);
    expect(day('2026-05-01')).toMatchObject({
      expected: 0,
      worked: 2,
      balance: 2,
      holiday: { name: 'Labour Day', halfDay: false },
    });
    expect(day('2026-05-15')).toMatchObject({ expected: 8, worked: 0, balance: -8 });
    expect(day('2026-05-22')).toMatchObject({ expected: 0, balance: 0 });
    expect(day('2026-05-27')).toMatchObject({
      expected: 3,
      worked: 3,
      balance: 0,
      holiday: { name: 'Company outing', halfDay: true },
    });
    expect(day('2026-05-19')).toMatchObject({
      expected: 6,
      worked: 2,
      credited: 6,
      balance: 2,
      absences: [expect.objectContaining({ type: 'sick', status: 'approved', halfDay: false })],
    });
    // Allowance: 25 days × 17 days (1–17 May) + 20 days × 228 days (18 May – 31 December), over
    // 365 days: (425 + 4560) / 365 = 13.657… → 13.66. Taken 2; planned the 3 requested days of
    // 28–30 December. Remaining 13.66 − 2 − 3 = 8.66.
    expect(account.vacation).toEqual({
      year: 2026,
      allowance: 13.66,
      carriedOver: 0,
      carriedOverExpires: null,
      expired: 0,
      taken: 2,
      planned: 3,
      remaining: 8.66,
    });
  });

  it('carries the running balance into the next period, and counts nothing before the account starts', async () => {
    const answer = await post(user, api.workingTime.getWorkingTime, {
      userId: user.userId,
      from: '2026-04-30',
      to: '2026-06-01',
    });
    const account = answer.body;
    expect(account.days[0]).toMatchObject({ date: '2026-04-30', expected: 0, balance: 0, beforeStart: true });
    // 1 June: Monday, 6 h expected, 7 h worked: −51 + 1 = −50.
    expect(account.months.map((month: { closingBalance: number }) => month.closingBalance)).toEqual([
      0, -51, -50,
    ]);
    const june = await post(user, api.workingTime.getWorkingTime, {
      userId: user.userId,
      from: '2026-06-01',
      to: '2026-06-01',
    });
    expect([june.body.openingBalance, june.body.closingBalance]).toEqual([-51, -50]);
  });

  it('is read by the person, Managers for role User and Admins; unknown and another tenant’s ids are not found', async () => {
    const body = (userId: string) => ({ userId, from: '2026-05-01', to: '2026-05-31' });
    const denied = await post(colleague, api.workingTime.getWorkingTime, body(user.userId));
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toBe('You do not have permission to do this');
    expect((await post(manager, api.workingTime.getWorkingTime, body(user.userId))).status).toBe(200);
    expect((await post(manager, api.workingTime.getWorkingTime, body(manager.userId))).status).toBe(200);
    expect((await post(manager, api.workingTime.getWorkingTime, body(admin.userId))).status).toBe(403);
    expect((await post(admin, api.workingTime.getWorkingTime, body(manager.userId))).status).toBe(200);
    expect((await post(admin, api.workingTime.getWorkingTime, body('no-such-person'))).status).toBe(404);
    expect((await post(foreign, api.workingTime.getWorkingTime, body(user.userId))).status).toBe(404);
  });

  it('makes the payroll report of the same figures, per person and month', async () => {
    const period = { from: '2026-05-01', to: '2026-06-30' };
    const own = await post(user, api.workingTime.getWorkingTimeReport, period);
    expect(
      own.body.rows.map((row: { userName: string; month: string }) => [row.userName, row.month]),
    ).toEqual([
      ['Uma Member', '2026-05'],
      ['Uma Member', '2026-06'],
    ]);
    expect(own.body.rows[0]).toEqual({
      userId: user.userId,
      userName: 'Uma Member',
      month: '2026-05',
      expected: 111,
      worked: 38,
      credited: 22,
      balance: -51,
      closingBalance: -51,
      closed: false,
      vacationDays: 2,
      sickDays: 1,
      vacationRemaining: 8.66,
    });
    expect(
      (await post(user, api.workingTime.getWorkingTimeReport, { ...period, userIds: [colleague.userId] }))
        .status,
    ).toBe(403);
    const team = await post(manager, api.workingTime.getWorkingTimeReport, period);
    expect([...new Set(team.body.rows.map((row: { userName: string }) => row.userName))]).toEqual([
      'Mia Member',
      'Tim Member',
      'Uma Member',
    ]);
    const everyone = await post(admin, api.workingTime.getWorkingTimeReport, period);
    expect(new Set(everyone.body.rows.map((row: { userId: string }) => row.userId)).size).toBe(4);
    expect(
      (await post(foreign, api.workingTime.getWorkingTimeReport, { ...period, userIds: [user.userId] }))
        .status,
    ).toBe(404);
  });
});

describe('month close', () => {
  const may = (member: Member, userId = user.userId) =>
    post(member, api.workingTime.getWorkingTime, { userId, from: '2026-05-01', to: '2026-06-01' });

  it('refuses a month that has not ended, and a person a Manager may not decide for', async () => {
    const future = await post(admin, api.workingTime.closeMonth, { month: '2099-01' });
    expect(future.status).toBe(409);
    expect(future.body.msg).toBe('January 2099 has not ended yet');
    expect(
      (await post(manager, api.workingTime.closeMonth, { month: '2026-05', userId: admin.userId })).status,
    ).toBe(403);
    expect(
      (await post(manager, api.workingTime.closeMonth, { month: '2026-05', userId: manager.userId })).status,
    ).toBe(403);
    expect(
      (await post(foreign, api.workingTime.closeMonth, { month: '2026-05', userId: user.userId })).status,
    ).toBe(404);
  });

  it('keeps the balance as computed then, refuses contracts in it, and is reopened by Admins only', async () => {
    const before = await auditActions(admin.tenantId);
    expect(
      (await post(manager, api.workingTime.closeMonth, { month: '2026-05', userId: user.userId })).body,
    ).toEqual({
      result: 1,
      msg: 'May 2026 closed',
    });
    const again = await post(admin, api.workingTime.closeMonth, { month: '2026-05', userId: user.userId });
    expect([again.status, again.body.msg]).toEqual([409, 'May 2026 is already closed']);
    const [stored] = await server.db
      .selectFrom('closed_months')
      .selectAll()
      .where('tenant_id', '=', admin.tenantId)
      .where('user_id', '=', user.userId)
      .execute();
    expect(stored).toMatchObject({
      month: '2026-05',
      closing_balance_centihours: -5100,
      closed_by: manager.userId,
    });

    const closed = (await may(user)).body;
    expect(closed.months.map((month: { closed: boolean }) => month.closed)).toEqual([true, false]);
    expect(closed.days[0].closed).toBe(true);
    expect(closed.days.at(-1).closed).toBe(false);

    const refused = await post(
      admin,
      api.workingTime.setWorkContract,
      contract(user.userId, '2026-05-20', fullTime, 25),
    );
    expect([refused.status, refused.body.msg]).toEqual([409, 'May 2026 is closed']);
    // A contract from before the closed month would change what it counted as well.
    const earlier = await post(
      admin,
      api.workingTime.setWorkContract,
      contract(user.userId, '2026-04-01', fullTime, 25),
    );
    expect([earlier.status, earlier.body.msg]).toEqual([409, 'May 2026 is closed']);

    // The company half day goes: May would now expect 3 h more, but later balances start from
    // the stored −51 h: June's opening stays −51, its 1st adds 7 − 6.
    await post(admin, api.workingTime.setHolidayCalendar, {
      country: 'DE',
      region: 'BY',
      companyHolidays: [],
    });
    const june = await post(user, api.workingTime.getWorkingTime, {
      userId: user.userId,
      from: '2026-06-01',
      to: '2026-06-01',
    });
    expect([june.body.openingBalance, june.body.closingBalance]).toEqual([-51, -50]);
    const both = (await may(user)).body;
    expect(both.months[0]).toMatchObject({ expected: 114, balance: -54, closingBalance: -51, closed: true });
    expect(both.closingBalance).toBe(-50);

    const notAdmin = await post(manager, api.workingTime.reopenMonth, {
      month: '2026-05',
      userId: user.userId,
    });
    expect(notAdmin.status).toBe(403);
    expect(
      (await post(admin, api.workingTime.reopenMonth, { month: '2026-05', userId: user.userId })).body,
    ).toEqual({
      result: 1,
      msg: 'May 2026 reopened',
    });
    const nothing = await post(admin, api.workingTime.reopenMonth, { month: '2026-05', userId: user.userId });
    expect([nothing.status, nothing.body.msg]).toEqual([409, 'May 2026 is not closed']);
    // Reopened, the balance follows the calendar again.
    const reopened = await post(user, api.workingTime.getWorkingTime, {
      userId: user.userId,
      from: '2026-06-01',
      to: '2026-06-01',
    });
    expect(reopened.body.openingBalance).toBe(-54);
    expect((await auditActions(admin.tenantId)).slice(before.length)).toEqual([
      'workingTime.closeMonth',
      'workingTime.setHolidayCalendar',
      'workingTime.reopenMonth',
    ]);
  });

  it('closes a month for everyone not yet closed with one audit record, and then for nobody', async () => {
    expect(
      (await post(manager, api.workingTime.closeMonth, { month: '2026-04', userId: colleague.userId }))
        .status,
    ).toBe(200);
    const before = await auditActions(admin.tenantId);
    expect((await post(manager, api.workingTime.closeMonth, { month: '2026-04' })).body.msg).toBe(
      'April 2026 closed',
    );
    expect((await auditActions(admin.tenantId)).slice(before.length)).toEqual(['workingTime.closeMonth']);
    const rows = await server.db
      .selectFrom('closed_months')
      .select(['user_id', 'closed_by'])
      .where('tenant_id', '=', admin.tenantId)
      .where('month', '=', '2026-04')
      .orderBy('user_id')
      .execute();
    expect(rows.map((row) => row.user_id).sort()).toEqual(
      [admin, manager, user, colleague].map((member) => member.userId).sort(),
    );
    const again = await post(admin, api.workingTime.closeMonth, { month: '2026-04' });
    expect([again.status, again.body.msg]).toEqual([409, 'April 2026 is already closed for everyone']);
    // Every contract of April and earlier is refused now.
    const refused = await post(
      admin,
      api.workingTime.setWorkContract,
      contract(colleague.userId, '2026-04-15', fullTime, 25),
    );
    expect([refused.status, refused.body.msg]).toEqual([409, 'April 2026 is closed']);
    expect((await post(admin, api.workingTime.reopenMonth, { month: '2026-04' })).body.msg).toBe(
      'April 2026 reopened',
    );
    expect(
      await server.db
        .selectFrom('closed_months')
        .select('month')
        .where('tenant_id', '=', admin.tenantId)
        .execute(),
    ).toEqual([]);
  });
});
