import { addDays, differenceInCalendarDays, format, parseISO, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween, weekEndOf, weekStartOf } from './calendar.ts';

// date-fns on local dates is the reference: every day from 1999 to 2031 (leap years, the turn of
// each year and every daylight-saving change of the zone the tests run in) must agree with it.
const days = Array.from({ length: 33 * 366 }, (_, i) =>
  format(addDays(parseISO('1999-01-01'), i), 'yyyy-MM-dd'),
);

describe('calendar dates', () => {
  it('finds the Sunday that starts each date’s week', () => {
    for (const day of days) {
      expect([day, weekStartOf(day)]).toEqual([day, format(startOfWeek(parseISO(day)), 'yyyy-MM-dd')]);
    }
    expect(weekStartOf('2026-11-24')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22');
    expect(weekEndOf('2026-11-22')).toBe('2026-11-28');
  });

  it('adds and counts days across years and daylight-saving changes', () => {
    for (const day of days.filter((_, i) => i % 7 === 0)) {
      for (const step of [-400, -1, 1, 6, 31, 366]) {
        const later = addCalendarDays(day, step);
        expect([day, step, later]).toEqual([day, step, format(addDays(parseISO(day), step), 'yyyy-MM-dd')]);
        expect(calendarDaysBetween(day, later)).toBe(
          differenceInCalendarDays(parseISO(later), parseISO(day)),
        );
      }
    }
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(calendarDaysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });
});
