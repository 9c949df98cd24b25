import { describe, expect, it } from 'vitest';
import {
  CalendarDateSchema,
  isWeekDate,
  MAX_CALENDAR_DATE,
  MIN_CALENDAR_DATE,
  isCalendarDate,
} from './common.ts';

describe('isCalendarDate', () => {
  it.each(['2026-11-21', '2024-02-29', '2000-02-29', '1900-01-01', '2100-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-5',
    '21-11-2026',
    '2026-11-21T00:00:00Z',
    '',
  ])('refuses %s', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('gives the schema a readable message', () => {
    const result = CalendarDateSchema.safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a valid date (yyyy-MM-dd)');
  });

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s, outside the years the date pickers offer',
    (value) => {
      const result = CalendarDateSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'must be between 1900-01-01 and 2100-12-31',
      ]);
    },
  );

  it('accepts both ends of the years the date pickers offer', () => {
    expect([MIN_CALENDAR_DATE, MAX_CALENDAR_DATE]).toEqual(['1900-01-01', '2100-12-31']);
    expect(CalendarDateSchema.safeParse(MIN_CALENDAR_DATE).success).toBe(true);
    expect(CalendarDateSchema.safeParse(MAX_CALENDAR_DATE).success).toBe(true);
  });

  it('says only that an impossible date is impossible, not that it is out of range', () => {
    expect(CalendarDateSchema.safeParse('').error?.issues).toHaveLength(1);
  });

  it('lets the weeks at both ends run whole: from the Sunday before 1900-01-01 to the Saturday after 2100-12-31', () => {
    expect([isWeekDate('1899-12-31'), isWeekDate('2101-01-01')]).toEqual([true, true]);
    expect([isWeekDate('1899-12-30'), isWeekDate('2101-01-02'), isWeekDate('0000-01-01')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
