import type { WorkingTimeDay } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { balanceOn, monthView, type Account } from './account-view.ts';

const day = (date: string, expected: number, worked: number): WorkingTimeDay => ({
  date,
  expected,
  worked,
  credited: 0,
  balance: worked - expected,
  holiday: null,
  absences: [],
  beforeStart: false,
  closed: false,
});
const totals = { expected: 0, worked: 0, credited: 0, balance: 0 };
const account: Account = {
  user: { id: 'u1', name: 'Uma' },
  accountStart: '2025-06-01',
  days: [day('2026-01-30', 8, 9), day('2026-02-02', 8, 6), day('2026-02-03', 8, 8)],
  totals,
  openingBalance: 3,
  closingBalance: 2,
  months: [
    { month: '2026-01', expected: 8, worked: 9, credited: 0, balance: 1, closingBalance: 4, closed: true },
    {
      month: '2026-02',
      expected: 16,
      worked: 14,
      credited: 0,
      balance: -2,
      closingBalance: 2,
      closed: false,
    },
  ],
  sickDays: 0,
  vacationDays: 0,
  vacation: {
    year: 2026,
    allowance: 25,
    carriedOver: 0,
    carriedOverExpires: null,
    expired: 0,
    taken: 0,
    planned: 0,
    remaining: 25,
  },
};

describe('a month of the year', () => {
  it('opens January with the year and closes it with its own balance', () => {
    expect(monthView(account, '2026-01')).toEqual({
      days: [account.days[0]],
      totals: { expected: 8, worked: 9, credited: 0, balance: 1 },
      openingBalance: 3,
      closingBalance: 4,
      closed: true,
    });
  });

  it('opens a later month with the month before', () => {
    const february = monthView(account, '2026-02');
    expect(february.days.map((one) => one.date)).toEqual(['2026-02-02', '2026-02-03']);
    expect([february.openingBalance, february.closingBalance, february.closed]).toEqual([4, 2, false]);
  });

  it('shows a month the account does not hold as empty', () => {
    expect(monthView(account, '2026-03')).toMatchObject({
      days: [],
      totals,
      openingBalance: 3,
      closingBalance: 3,
    });
  });
});

describe('the balance up to a day', () => {
  it("is the month before's closing balance and the month's days up to it", () => {
    // January closed at 4; February 2nd adds 6 − 8.
    expect(balanceOn(account, '2026-02-02')).toBe(2);
    expect(balanceOn(account, '2026-02-01')).toBe(4);
    // In January: the year's opening 3 and January 30th's 9 − 8.
    expect(balanceOn(account, '2026-01-30')).toBe(4);
  });

  it('is unknown outside the months of the account', () => {
    expect(balanceOn(account, '2027-01-05')).toBeNull();
  });
});
