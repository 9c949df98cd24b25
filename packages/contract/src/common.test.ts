import { describe, expect, it } from 'vitest';
import { CalendarDateSchema, isCalendarDate } from './common.ts';

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
});
