import { describe, expect, it } from 'vitest';
import { periodDays, periodProblem, presetPeriod } from './periods.ts';

describe('period presets', () => {
  // Wednesday 18 November 2026
  const today = '2026-11-18';

  it('runs this week and last week Sunday to Saturday', () => {
    expect(presetPeriod('this-week', today)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetPeriod('last-week', today)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
  });

  it('takes whole calendar months', () => {
    expect(presetPeriod('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('reaches back across New Year', () => {
    expect(presetPeriod('last-month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('last-week', '2027-01-02')).toEqual({ from: '2026-12-20', to: '2026-12-26' });
    expect(presetPeriod('this-week', '2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('ends last month on its own last day, February of a leap year included', () => {
    expect(presetPeriod('last-month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('takes the whole year, which a report may cover even when it is a leap year', () => {
    expect(presetPeriod('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    const leap = presetPeriod('this-year', '2028-06-01');
    expect(periodDays(leap)).toBe(366);
    expect(periodProblem(leap)).toBeNull();
  });

  it('holds a chosen range to the order of its ends and to 366 days', () => {
    expect(periodProblem({ from: '2026-11-18', to: '2026-11-18' })).toBeNull();
    expect(periodProblem({ from: '2026-11-18', to: '2026-11-17' })).toBe(
      'The end must not be before the start.',
    );
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('A report covers at most 366 days.');
  });

  it("holds a range to the report's own limit when it has one", () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-31' }, 31)).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2026-02-01' }, 31)).toBe(
      'A report covers at most 31 days.',
    );
  });
});
