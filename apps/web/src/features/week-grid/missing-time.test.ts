import { describe, expect, it } from 'vitest';
import { dayTotals, hoursToLog, missingDays } from './missing-time.ts';

// Sunday 15 to Saturday 21 November 2026.
const WEEK = [
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
];
const MONDAY_TO_FRIDAY = [0, 8, 8, 8, 8, 8, 0];
const approved = (type: 'vacation' | 'overtime' | 'sick', halfDay = false) => ({
  id: 'a1',
  type,
  status: 'approved' as const,
  halfDay,
});

describe('missing time', () => {
  it('sums the rows of a grid per day', () => {
    expect(dayTotals([{ days: [0, 4, 2] }, { days: [1, 4, 0.5] }], 3)).toEqual([1, 8, 2.5]);
  });

  it('marks past days below their expected hours, not days expecting none, full days, today or later', () => {
    const logged = [5, 8, 7.5, 0, 9, 0, 0];
    expect(missingDays(WEEK, logged, MONDAY_TO_FRIDAY, '2026-11-20')).toEqual([
      { date: '2026-11-17', logged: 7.5, expected: 8 },
      { date: '2026-11-18', logged: 0, expected: 8 },
    ]);
  });

  it("follows each day's own expected hours", () => {
    const logged = [0, 6, 2, 6, 6, 6, 0];
    // Sunday expects 6, Tuesday is a half-day holiday (3), Wednesday a holiday (0).
    expect(missingDays(WEEK, logged, [6, 6, 3, 0, 6, 6, 0], '2026-11-22')).toEqual([
      { date: '2026-11-15', logged: 0, expected: 6 },
      { date: '2026-11-17', logged: 2, expected: 3 },
    ]);
  });
});

describe('the hours a day of the account expects to be logged', () => {
  it('are its expected hours without an absence', () => {
    expect(hoursToLog({ expected: 7.5, credited: 0, absences: [] })).toBe(7.5);
    expect(hoursToLog({ expected: 0, credited: 0, absences: [] })).toBe(0);
  });

  it('are none on a day of an approved full-day absence, overtime compensation included', () => {
    expect(hoursToLog({ expected: 8, credited: 8, absences: [approved('vacation')] })).toBe(0);
    expect(hoursToLog({ expected: 8, credited: 0, absences: [approved('overtime')] })).toBe(0);
    expect(hoursToLog({ expected: 8, credited: 8, absences: [approved('sick')] })).toBe(0);
  });

  it('are what a half day of vacation leaves, and all of them while it is only requested', () => {
    // 7.75 h expected, half of it (3.87, rounded down to the hundredth) credited: 3.88 to log.
    expect(hoursToLog({ expected: 7.75, credited: 3.87, absences: [approved('vacation', true)] })).toBe(3.88);
    expect(
      hoursToLog({
        expected: 8,
        credited: 0,
        absences: [{ id: 'a2', type: 'vacation', status: 'requested', halfDay: false }],
      }),
    ).toBe(8);
  });
});
