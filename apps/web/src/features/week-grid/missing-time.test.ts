import { describe, expect, it } from 'vitest';
import { dayTotals, missingDays } from './missing-time.ts';

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
const MONDAY_TO_FRIDAY = { workingDays: [1, 2, 3, 4, 5], expectedHours: 8 };

describe('missing time', () => {
  it('sums the rows of a grid per day', () => {
    expect(dayTotals([{ days: [0, 4, 2] }, { days: [1, 4, 0.5] }], 3)).toEqual([1, 8, 2.5]);
  });

  it('marks past working days below the expected hours, not weekends, full days, today or later', () => {
    const logged = [5, 8, 7.5, 0, 9, 0, 0];
    expect(missingDays(WEEK, logged, MONDAY_TO_FRIDAY, '2026-11-20')).toEqual([
      { date: '2026-11-17', logged: 7.5, expected: 8 },
      { date: '2026-11-18', logged: 0, expected: 8 },
    ]);
  });

  it("follows the tenant's own working days and hours", () => {
    const logged = [0, 6, 6, 6, 6, 6, 0];
    expect(missingDays(WEEK, logged, { workingDays: [0, 1], expectedHours: 6 }, '2026-11-22')).toEqual([
      { date: '2026-11-15', logged: 0, expected: 6 },
    ]);
  });
});
