import { describe, expect, it } from 'vitest';
import { addMonthsTo, monthDates, monthOf, monthPeriod, namedMonth, yearPeriod } from './months.ts';

describe('months', () => {
  it('steps across the turn of the year', () => {
    expect(addMonthsTo('2026-12', 1)).toBe('2027-01');
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(addMonthsTo('2026-05', 0)).toBe('2026-05');
  });

  it('lists the days of a month, leap days included', () => {
    expect(monthDates('2028-02')).toHaveLength(29);
    expect(monthDates('2026-02').at(-1)).toBe('2026-02-28');
    expect(monthPeriod('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(yearPeriod(2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(monthOf('2026-03-09')).toBe('2026-03');
  });

  it('reads the month from the address, or the week a notification names, else the fallback', () => {
    expect(namedMonth('2026-03', null, '2026-11')).toBe('2026-03');
    // The week of Sunday May 31 is mostly June.
    expect(namedMonth(null, '2026-05-31', '2026-11')).toBe('2026-06');
    expect(namedMonth(null, '2026-05-24', '2026-11')).toBe('2026-05');
    expect(namedMonth('2026-13', 'not a week', '2026-11')).toBe('2026-11');
    expect(namedMonth('1899-12', null, '2026-11')).toBe('2026-11');
  });
});
