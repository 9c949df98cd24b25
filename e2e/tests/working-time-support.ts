import type { Locator, Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addDays, addWeeks, format, parseISO, startOfWeek } from 'date-fns';
import { portalCall } from './support.ts';
import { isoDate } from './timesheet-support.ts';

/** Expected hours of a full-time week, Sunday first as the contract takes them. */
export const FULL_TIME = [0, 8, 8, 8, 8, 8, 0];

/**
 * Gives `userId` a contract from January 1 of last year, as the Admin signed in on `page`: their
 * account then covers every recent day, so that past days may be taken as vacation.
 */
export async function giveContract(page: Page, userId: string, hoursPerWeekday = FULL_TIME): Promise<void> {
  await portalCall(page, api.workingTime.setWorkContract, {
    userId,
    validFrom: `${new Date().getFullYear() - 1}-01-01`,
    hoursPerWeekday,
    vacationDays: 25,
    carryOver: false,
    carryOverExpires: null,
  });
}

/**
 * Monday to Friday of the latest whole week before this one that lies in one month, so that the
 * month's table and calendar show all of it: each of its days has passed.
 */
export function pastWorkWeek(): { days: string[]; month: string } {
  for (let weeksBack = 1; ; weeksBack += 1) {
    const monday = addDays(startOfWeek(addWeeks(new Date(), -weeksBack), { weekStartsOn: 0 }), 1);
    const days = Array.from({ length: 5 }, (_, day) => isoDate(addDays(monday, day)));
    if (days[0]!.slice(0, 7) === days[4]!.slice(0, 7)) return { days, month: days[0]!.slice(0, 7) };
  }
}

/** The Working time screen's row of `date` in the table of days. */
export const dayRow = (page: Page, date: string): Locator =>
  page
    .getByRole('region', { name: /^Days of / })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: format(parseISO(date), 'EEE, MMM d'), exact: true }),
    });

/** The cells of a row of the days table: Expected, Worked, Credited, Absence, Balance. */
export const DAY_COLUMNS = { expected: 0, worked: 1, credited: 2, absence: 3, balance: 4 } as const;

export const dayCell = (page: Page, date: string, column: keyof typeof DAY_COLUMNS): Locator =>
  dayRow(page, date).getByRole('cell').nth(DAY_COLUMNS[column]);

/** A figure of the vacation account panel ('Taken', 'Remaining', ...), such as '5 days'. */
export const vacationFigure = (page: Page, term: string): Locator =>
  page
    .getByRole('region', { name: /^Vacation \d{4}$/ })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
