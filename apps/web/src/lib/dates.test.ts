import { addCalendarDays, weekStartOf } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { fromIsoDate, toIsoDate, weekDays } from './dates.ts';

describe('calendar dates', () => {
  it('round-trips a date without shifting it', () => {
    expect(toIsoDate(fromIsoDate('2026-03-29'))).toBe('2026-03-29');
    expect(toIsoDate(fromIsoDate('0099-12-31'))).toBe('0099-12-31');
    expect(fromIsoDate('2026-11-18').getHours()).toBe(0);
  });

  it('reads no other text as a date', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-05', '2026-11-18T10:00', 'Nov 18', '']) {
      expect(Number.isNaN(fromIsoDate(text).getTime()), text).toBe(true);
    }
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts the week on Sunday', () => {
    expect(weekStartOf('2026-11-21')).toBe('2026-11-15'); // a Saturday
    expect(weekStartOf('2026-11-15')).toBe('2026-11-15'); // a Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-27');
  });

  it('lists the seven days Sunday to Saturday', () => {
    expect(weekDays('2026-11-15')).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });
});
