import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTime } from '../../lib/local-time.ts';
import {
  AccountRules,
  computeAccount,
  monthEndOf,
  openingPoint,
  type AbsenceSpan,
  type Basis,
  type HolidayOfDay,
  type Terms,
} from './account.ts';

// Hours are centihours (800 = 8 h); vacation figures hundredths of a day (250 = 2.5 days).

/** Monday to Friday, 8 hours. */
const FULL_TIME = [0, 800, 800, 800, 800, 800, 0];
const DEFAULTS: Terms = {
  hoursPerWeekday: FULL_TIME,
  vacationHalfDays: 50,
  carryOver: false,
  carryOverExpires: null,
};

function rulesOf(basis: Partial<Basis>, today = '2026-06-15') {
  return new AccountRules(
    {
      contracts: [],
      defaults: DEFAULTS,
      accountStart: '2026-01-01',
      holidays: new Map(),
      absences: [],
      ...basis,
    },
    today,
  );
}

let absenceIds = 0;
const absence = (
  type: AbsenceSpan['type'],
  from: string,
  to = from,
  { status = 'approved', halfDay = false }: { status?: AbsenceSpan['status']; halfDay?: boolean } = {},
): AbsenceSpan => ({ id: `a${(absenceIds += 1)}`, type, status, from, to, halfDay });

const holidays = (entries: Record<string, HolidayOfDay>) => new Map(Object.entries(entries));

/** The account of from..to from the account's start, with no closed month. */
function accountOf(rules: AccountRules, from: string, to: string, worked: Record<string, number> = {}) {
  return computeAccount(rules, {
    from,
    to,
    worked: new Map(Object.entries(worked)),
    opening: { from: rules.basis.accountStart, balance: 0, workedBefore: 0 },
    closedMonths: new Map(),
  });
}

const expectedOf = (rules: AccountRules, from: string, to: string) =>
  accountOf(rules, from, to).totals.expected;

describe('expected hours', () => {
  it('follow a contract changed in the middle of a month from its date on', () => {
    const rules = rulesOf({
      accountStart: '2026-03-01',
      contracts: [
        { validFrom: '2026-03-01', ...DEFAULTS },
        // Monday to Wednesday, 6 hours, from Monday 16 March.
        { validFrom: '2026-03-16', ...DEFAULTS, hoursPerWeekday: [0, 600, 600, 600, 0, 0, 0] },
      ],
    });
    // 1–15 March: Monday 2 to Friday 6 and Monday 9 to Friday 13, 10 days × 8 h = 80 h.
    expect(expectedOf(rules, '2026-03-01', '2026-03-15')).toBe(8000);
    // 16–31 March: Mondays to Wednesdays 16–18, 23–25, 30–31, 8 days × 6 h = 48 h.
    expect(expectedOf(rules, '2026-03-16', '2026-03-31')).toBe(4800);
    // The whole month: 80 + 48 = 128 h.
    expect(expectedOf(rules, '2026-03-01', '2026-03-31')).toBe(12800);
    expect(rules.plannedOn('2026-03-13')).toBe(800);
    expect(rules.plannedOn('2026-03-19')).toBe(0);
  });

  it('apply the tenant’s settings before the first contract but count nothing before the account starts', () => {
    const rules = rulesOf({ accountStart: '2026-03-04' });
    // Monday 2 and Tuesday 3 March lie before the start: 0. Wednesday 4 to Friday 6: 3 × 8 = 24 h.
    const account = accountOf(rules, '2026-03-02', '2026-03-06', { '2026-03-02': 500 });
    expect(account.totals).toEqual({ expected: 2400, worked: 500, credited: 0, balance: -2400 });
    expect(account.days[0]).toMatchObject({ expected: 0, worked: 500, balance: 0, beforeStart: true });
  });

  it('are 0 on a holiday of a working day, and a holiday on a weekend changes nothing', () => {
    const rules = rulesOf({
      holidays: holidays({ '2026-10-03': { name: 'German Unity Day', halfDay: false } }),
    });
    // Saturday 3 October is a holiday: the week of 27 September still expects 5 × 8 = 40 h.
    expect(expectedOf(rules, '2026-09-27', '2026-10-03')).toBe(4000);
    expect(rules.day('2026-10-03')).toMatchObject({ expected: 0, holiday: { name: 'German Unity Day' } });

    const christmas = rulesOf({
      holidays: holidays({
        '2026-12-24': { name: 'Christmas Eve', halfDay: true },
        '2026-12-25': { name: 'Christmas Day', halfDay: false },
      }),
    });
    // Week of 20 December: Monday to Wednesday 3 × 8 = 24 h, Thursday 24th half a day 4 h,
    // Friday 25th a holiday 0: 28 h.
    expect(expectedOf(christmas, '2026-12-20', '2026-12-26')).toBe(2800);
    expect(christmas.day('2026-12-25')).toMatchObject({ expected: 0, credited: 0 });
  });

  it('are halved on a half holiday, rounded down to the centihour', () => {
    const rules = rulesOf({
      // 7.55 h on Thursdays.
      defaults: { ...DEFAULTS, hoursPerWeekday: [0, 800, 800, 800, 755, 800, 0] },
      holidays: holidays({ '2026-12-24': { name: 'Christmas Eve', halfDay: true } }),
    });
    // 755 / 2 = 377.5 → 377.
    expect(rules.day('2026-12-24')).toMatchObject({
      expected: 377,
      holiday: { name: 'Christmas Eve', halfDay: true },
    });
  });

  it('count the leap day like any other weekday', () => {
    const rules = rulesOf({ accountStart: '2028-01-01' });
    // February 2028 has 29 days, 21 of them Monday to Friday: 21 × 8 = 168 h; the 29th is a Tuesday.
    const february = accountOf(rules, '2028-02-01', '2028-02-29');
    expect(february.days).toHaveLength(29);
    expect(february.totals.expected).toBe(16800);
    expect(rules.day('2028-02-29').expected).toBe(800);
    expect(monthEndOf('2028-02')).toBe('2028-02-29');
    expect(monthEndOf('2026-02')).toBe('2026-02-28');
    expect(monthEndOf('2026-12')).toBe('2026-12-31');
  });
});

describe('absences', () => {
  const rules = rulesOf({
    absences: [
      absence('sick', '2026-03-04'),
      absence('overtime', '2026-03-05'),
      absence('unpaid', '2026-03-06'),
      absence('unpaid', '2026-03-09', '2026-03-09', { status: 'requested' }),
      absence('vacation', '2026-03-10', '2026-03-10', { halfDay: true }),
      absence('other', '2026-03-11'),
      absence('vacation', '2026-03-12', '2026-03-12', { status: 'rejected' }),
    ],
  });

  it('credit sick leave with the day’s expected hours, on top of time logged that day', () => {
    // Wednesday 4 March: 8 h expected, 3 h worked, 8 h credited: 3 + 8 − 8 = +3 h.
    const [day] = accountOf(rules, '2026-03-04', '2026-03-04', { '2026-03-04': 300 }).days;
    expect(day).toMatchObject({ expected: 800, worked: 300, credited: 800, balance: 300 });
  });

  it('credit nothing for overtime compensation, which takes the day from the balance', () => {
    // Thursday 5 March: 8 h expected, nothing credited or worked: −8 h.
    expect(accountOf(rules, '2026-03-05', '2026-03-05').days[0]).toMatchObject({
      expected: 800,
      credited: 0,
      balance: -800,
    });
  });

  it('make no hours expected on approved unpaid leave, and requested leave changes nothing yet', () => {
    expect(rules.day('2026-03-06')).toMatchObject({ expected: 0, credited: 0 });
    expect(rules.day('2026-03-09')).toMatchObject({
      expected: 800,
      credited: 0,
      absences: [expect.objectContaining({ type: 'unpaid', status: 'requested' })],
    });
  });

  it('credit half a vacation day with half the expected hours, and other paid absence with all', () => {
    expect(rules.day('2026-03-10')).toMatchObject({ expected: 800, credited: 400 });
    expect(rules.day('2026-03-11')).toMatchObject({ expected: 800, credited: 800 });
    // Rejected requests count for nothing.
    expect(rules.day('2026-03-12')).toMatchObject({ expected: 800, credited: 0, absences: [] });
  });

  it('sum to the period’s balance: 2–13 March', () => {
    // Expected: 10 weekdays × 8 = 80 h, less unpaid Friday 6th: 72 h. Credited: sick 8 + half
    // vacation 4 + other 8 = 20 h. Worked: 3 h on the 4th. Balance 3 + 20 − 72 = −49 h.
    const account = accountOf(rules, '2026-03-02', '2026-03-13', { '2026-03-04': 300 });
    expect(account.totals).toEqual({ expected: 7200, worked: 300, credited: 2000, balance: -4900 });
    expect([account.sickDays, account.vacationDays]).toEqual([100, 50]);
  });

  it('count their days on days with expected hours only, a half day as one half', () => {
    const week = rulesOf({ holidays: holidays({ '2026-03-18': { name: 'Local holiday', halfDay: true } }) });
    // Saturday 14 to Friday 20 March: the weekend counts nothing, the half holiday still has hours.
    expect(week.absenceDays(absence('vacation', '2026-03-14', '2026-03-20'))).toBe(500);
    expect(week.absenceDays(absence('vacation', '2026-03-16', '2026-03-16', { halfDay: true }))).toBe(50);
    expect(week.absenceDays(absence('vacation', '2026-03-14', '2026-03-15'))).toBe(0);
  });

  it('leave a day nothing to log when a full-day absence is approved', () => {
    expect(rules.expectsWork('2026-03-04')).toBe(false);
    expect(rules.expectsWork('2026-03-06')).toBe(false);
    expect(rules.expectsWork('2026-03-09')).toBe(true);
    expect(rules.expectsWork('2026-03-10')).toBe(true);
    expect(rules.expectsWork('2026-03-07')).toBe(false);
  });
});

describe('the vacation account', () => {
  const carryingOver: Terms = { ...DEFAULTS, carryOver: true, carryOverExpires: '03-31' };
  const basis: Partial<Basis> = {
    accountStart: '2025-01-01',
    contracts: [{ validFrom: '2025-01-01', ...carryingOver }],
    holidays: holidays({ '2026-01-01': { name: "New Year's Day", halfDay: false } }),
    absences: [
      // Monday 2 to Friday 13 June 2025: 10 days.
      absence('vacation', '2025-06-02', '2025-06-13'),
      // Monday 29 December 2025 to Friday 9 January 2026: 29–31 December in 2025 (3 days); 2 and
      // 5–9 January in 2026 (6 days), New Year's Day being a holiday.
      absence('vacation', '2025-12-29', '2026-01-09'),
      // Requested, Monday 6 to Friday 10 July 2026: 5 days.
      absence('vacation', '2026-07-06', '2026-07-10', { status: 'requested' }),
    ],
  };

  it('counts a vacation across the new year in the year of each day', () => {
    const rules = rulesOf(basis);
    // 2025: allowance 25, nothing carried into the first year; taken 10 + 3 = 13; remaining 12.
    expect(rules.vacation(2025)).toEqual({
      year: 2025,
      allowance: 2500,
      carriedOver: 0,
      carriedOverExpires: '2025-03-31',
      expired: 0,
      taken: 1300,
      planned: 0,
      remaining: 1200,
    });
    expect(rules.absenceDays(basis.absences![1]!)).toBe(900);
  });

  it('carries the remaining days over and lets those not taken by the expiry lapse', () => {
    const rules = rulesOf(basis);
    // 2026: allowance 25; 12 carried over, to be taken by 31 March; 6 vacation days lie on or
    // before it, so 12 − 6 = 6 expire. Taken (up to 15 June): 6. Planned: the 5 requested days.
    // Remaining: 25 + 12 − 6 − 6 − 5 = 20.
    expect(rules.vacation(2026)).toEqual({
      year: 2026,
      allowance: 2500,
      carriedOver: 1200,
      carriedOverExpires: '2026-03-31',
      expired: 600,
      taken: 600,
      planned: 500,
      remaining: 2000,
    });
  });

  it('expires fewer days when more are taken before the expiry', () => {
    // Monday 30 and Tuesday 31 March 2026 too: 8 days by the expiry, 12 − 8 = 4 expire; taken 8.
    // Remaining: 25 + 12 − 4 − 8 − 5 = 20: the two days came out of what would have expired.
    const rules = rulesOf({
      ...basis,
      absences: [...basis.absences!, absence('vacation', '2026-03-30', '2026-03-31')],
    });
    expect(rules.vacation(2026)).toMatchObject({ expired: 400, taken: 800, remaining: 2000 });
  });

  it('carries nothing over when the contract in effect on 1 January does not, and never less than 0', () => {
    const rules = rulesOf({ ...basis, contracts: [{ validFrom: '2025-01-01', ...DEFAULTS }] });
    expect(rules.vacation(2026)).toMatchObject({ carriedOver: 0, carriedOverExpires: null, expired: 0 });
    const overdrawn = rulesOf({
      ...basis,
      // Monday 6 January to Friday 14 February 2025: six weeks, 30 days.
      absences: [absence('vacation', '2025-01-06', '2025-02-14')],
    });
    // 2025: 30 days taken of 25: −5; 2026 carries over max(0, −5) = 0.
    expect(overdrawn.vacation(2025).remaining).toBe(-500);
    expect(overdrawn.vacation(2026).carriedOver).toBe(0);
  });

  it('makes days approved after today planned, and today’s taken', () => {
    const rules = rulesOf(basis, '2026-01-05');
    // Taken: 2 and 5 January (2 days); planned: 6–9 January (4) and the 5 requested days.
    expect(rules.vacation(2026)).toMatchObject({ taken: 200, planned: 900 });
  });

  it('is pro rata over the contracts in force during the year, rounded to hundredths', () => {
    // From Tuesday 29 February 2028 (a leap year): 25 days × 307 days / 366 = 20.969… → 20.97.
    const leap = rulesOf({
      accountStart: '2028-02-29',
      contracts: [{ validFrom: '2028-02-29', ...DEFAULTS }],
    });
    expect(leap.vacation(2028).allowance).toBe(2097);
    // 30 days from 1 January to 30 June 2026 (181 days), 20 from 1 July (184 days):
    // (30 × 181 + 20 × 184) / 365 = 9110 / 365 = 24.958… → 24.96.
    const changed = rulesOf({
      accountStart: '2026-01-01',
      contracts: [
        { validFrom: '2026-01-01', ...DEFAULTS, vacationHalfDays: 60 },
        { validFrom: '2026-07-01', ...DEFAULTS, vacationHalfDays: 40 },
      ],
    });
    expect(changed.vacation(2026).allowance).toBe(2496);
    // Years before the account started have none.
    expect(changed.vacation(2025)).toMatchObject({ allowance: 0, remaining: 0 });
  });
});

describe('the running balance', () => {
  const rules = rulesOf({ accountStart: '2026-01-01' });

  it('opens with the account’s start, or the day after the latest closed month and its stored balance', () => {
    expect(openingPoint('2026-01-15', undefined)).toEqual({ from: '2026-01-15', balance: 0 });
    expect(openingPoint('2026-01-15', { month: '2026-02', closingBalance: -250 })).toEqual({
      from: '2026-03-01',
      balance: -250,
    });
    // A month closed before the account started says nothing of it.
    expect(openingPoint('2026-04-01', { month: '2026-02', closingBalance: 900 })).toEqual({
      from: '2026-04-01',
      balance: 0,
    });
  });

  it('sums the days from the opening point before the period, and takes a closed month’s stored balance at its end', () => {
    // Opening on 1 February, summed from 1 January: 22 weekdays × 8 = 176 h expected, 180 h
    // logged before the period: +4 h.
    const account = computeAccount(rules, {
      from: '2026-02-01',
      to: '2026-03-03',
      worked: new Map([['2026-02-02', 900]]),
      opening: { from: '2026-01-01', balance: 0, workedBefore: 18000 },
      // February was closed with −150 h stored (the calendar has changed since).
      closedMonths: new Map([['2026-02', -15000]]),
    });
    expect(account.openingBalance).toBe(400);
    // February: 20 weekdays × 8 = 160 h expected, 9 h worked: +4 + 9 − 160 = −147 h computed,
    // but the stored −150 h closes it. March 2 and 3: −16 h: −166 h.
    expect(account.months).toEqual([
      {
        month: '2026-02',
        expected: 16000,
        worked: 900,
        credited: 0,
        balance: -15100,
        closingBalance: -15000,
        closed: true,
      },
      {
        month: '2026-03',
        expected: 1600,
        worked: 0,
        credited: 0,
        balance: -1600,
        closingBalance: -16600,
        closed: false,
      },
    ]);
    expect(account.closingBalance).toBe(-16600);
    expect(account.days.find((day) => day.date === '2026-02-02')).toMatchObject({
      balance: 100,
      closed: true,
    });
    expect(account.days.at(-1)!.closed).toBe(false);
  });
});

describe('a month with a change to daylight saving time', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('still has 31 days in March 2026 in Berlin, and the day of the change expects its contract hours', () => {
    // Berlin's clocks go forward on Sunday 29 March 2026: that day has 23 hours.
    expect(new Date(2026, 2, 30).getTime() - new Date(2026, 2, 29).getTime()).toBe(23 * 3_600_000);
    // A shop open every day, 5 hours on Sundays.
    const rules = rulesOf({ defaults: { ...DEFAULTS, hoursPerWeekday: [500, 800, 800, 800, 800, 800, 0] } });
    const march = accountOf(rules, '2026-03-01', '2026-03-31');
    expect(march.days.map((day) => day.date)).toEqual(
      Array.from({ length: 31 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`),
    );
    expect(rules.day('2026-03-29').expected).toBe(500);
    expect(rules.day('2026-03-30').expected).toBe(800);
    // 5 Sundays × 5 h + 22 weekdays × 8 h = 25 + 176 = 201 h.
    expect(march.totals.expected).toBe(20100);
  });

  it('reads the tenant’s today across the change in its own zone', () => {
    // 23:30 UTC on 28 March is 00:30 on the 29th in Berlin (UTC+1); 22:30 UTC on the 29th is
    // 00:30 on the 30th (UTC+2 since the change).
    expect(localTime(new Date('2026-03-28T23:30:00Z'), 'Europe/Berlin').date).toBe('2026-03-29');
    expect(localTime(new Date('2026-03-29T22:30:00Z'), 'Europe/Berlin').date).toBe('2026-03-30');
    expect(localTime(new Date('2026-03-29T21:30:00Z'), 'Europe/Berlin').date).toBe('2026-03-29');
  });
});
