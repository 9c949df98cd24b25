import { addCalendarDays, isWeekDate, MonthSchema } from '@portal/contract';
import { addMonths } from 'date-fns/addMonths';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { lightFormat } from 'date-fns/lightFormat';
import { fromIsoDate } from './dates.ts';

/** The month (yyyy-MM) a yyyy-MM-dd date falls in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export const addMonthsTo = (month: string, count: number): string =>
  lightFormat(addMonths(fromIsoDate(`${month}-01`), count), 'yyyy-MM');

/** Every date of `month`, first to last. */
export function monthDates(month: string): string[] {
  const first = `${month}-01`;
  return Array.from({ length: getDaysInMonth(fromIsoDate(first)) }, (_, index) =>
    addCalendarDays(first, index),
  );
}

/** The first and last day of `month`, as a period the calls take. */
export function monthPeriod(month: string): { from: string; to: string } {
  const dates = monthDates(month);
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}

/** January 1 to December 31 of `year`. */
export const yearPeriod = (year: number): { from: string; to: string } => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
});

/** The year of a month (yyyy-MM) or date. */
export const yearOf = (monthOrDate: string): number => Number(monthOrDate.slice(0, 4));

const isMonth = (month: string) => MonthSchema.safeParse(month).success;

/**
 * The month an address names: `month` (yyyy-MM), else the month of the week starting at `week`
 * (notifications link to a week), taken at its Wednesday, where most of its working days fall;
 * else `fallback`.
 */
export function namedMonth(month: string | null, week: string | null, fallback: string): string {
  if (month !== null && isMonth(month)) return month;
  if (week !== null && isWeekDate(week)) {
    const weekMonth = monthOf(addCalendarDays(week, 3));
    if (isMonth(weekMonth)) return weekMonth;
  }
  return fallback;
}
