import type { GetWorkingTimeAnswer, WorkingTimeDay } from '@portal/contract';

export type Account = Omit<GetWorkingTimeAnswer, 'result'>;
export type AccountMonth = Account['months'][number];

/** One month of a year's account, as the month table shows it. */
export interface MonthView {
  days: WorkingTimeDay[];
  totals: { expected: number; worked: number; credited: number; balance: number };
  /** The running balance at the end of the day before the month, and at its end. */
  openingBalance: number;
  closingBalance: number;
  closed: boolean;
}

/**
 * The month `month` (yyyy-MM) of a year's account, so that moving through a year reads it once:
 * the month's days, its totals, and its opening balance (the month before's closing balance, or the
 * year's opening balance in January).
 */
export function monthView(account: Account, month: string): MonthView {
  const index = account.months.findIndex((row) => row.month === month);
  const row = account.months[index];
  const openingBalance = index > 0 ? account.months[index - 1]!.closingBalance : account.openingBalance;
  return {
    days: account.days.filter((day) => day.date.startsWith(month)),
    totals: row
      ? { expected: row.expected, worked: row.worked, credited: row.credited, balance: row.balance }
      : { expected: 0, worked: 0, credited: 0, balance: 0 },
    openingBalance,
    closingBalance: row ? row.closingBalance : openingBalance,
    closed: row?.closed ?? false,
  };
}

/**
 * The running balance at the end of `date`, or null when the year's account does not hold it:
 * what is due so far, where a month's closing balance also counts the days still to come.
 */
export function balanceOn(account: Account, date: string): number | null {
  const index = account.months.findIndex((row) => row.month === date.slice(0, 7));
  if (index < 0) return null;
  const before = index > 0 ? account.months[index - 1]!.closingBalance : account.openingBalance;
  return account.days
    .filter((day) => day.date.slice(0, 7) === date.slice(0, 7) && day.date <= date)
    .reduce((sum, day) => sum + day.balance, before);
}
