import type { WorkingTimeDay } from '@portal/contract';
import { fullDayAbsenceOf } from '../../lib/absence-day.ts';

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
 * The hours a day of the working-time account expects to be logged: none on a day of an approved
 * full-day absence (overtime compensation included, which credits nothing), otherwise its expected
 * hours (none on a holiday, half on a half day) less what an absence credits (half of them on a
 * half day of vacation).
 */
export function hoursToLog(day: Pick<WorkingTimeDay, 'expected' | 'credited' | 'absences'>): number {
  if (fullDayAbsenceOf({ holiday: null, absences: day.absences })) return 0;
  return Math.max(0, Math.round((day.expected - day.credited) * 100) / 100);
}

/**
 * The days of a week, before `today`, on which fewer hours are logged than `expected` (per day, as
 * `hoursToLog` counts them); days that expect none are never marked. Today and later days are still
 * being worked, so they are not marked.
 */
export function missingDays(
  days: readonly string[],
  logged: readonly number[],
  expected: readonly number[],
  today: string,
): MissingDay[] {
  return days
    .map((date, day) => ({ date, logged: logged[day] ?? 0, expected: expected[day] ?? 0 }))
    .filter(({ date, logged: hours, expected: due }) => date < today && hours < due - TOLERANCE);
}
