import type { TenantSettings } from '@portal/contract';
import { getDay } from 'date-fns';
import { fromIsoDate } from '../../lib/dates.ts';

/** A working day with fewer hours logged than expected. */
export interface MissingDay {
  date: string;
  logged: number;
  expected: number;
}

/** Hours below the expected by less than this are rounding, not missing time. */
const TOLERANCE = 0.005;

/** Each day's hours over every row of a week grid. */
export function dayTotals(rows: readonly { days: readonly number[] }[], dayCount: number): number[] {
  return Array.from({ length: dayCount }, (_, day) =>
    rows.reduce((sum, row) => sum + (row.days[day] ?? 0), 0),
  );
}

/**
 * The working days of a week, before `today`, on which less than the tenant's expected hours are
 * logged. Today and later days are still being worked, so they are not marked.
 */
export function missingDays(
  days: readonly string[],
  logged: readonly number[],
  settings: Pick<TenantSettings, 'workingDays' | 'expectedHours'>,
  today: string,
): MissingDay[] {
  return days
    .map((date, day) => ({ date, logged: logged[day] ?? 0, expected: settings.expectedHours }))
    .filter(
      ({ date, logged: hours, expected }) =>
        date < today &&
        settings.workingDays.includes(getDay(fromIsoDate(date))) &&
        hours < expected - TOLERANCE,
    );
}
