import { describe, expect, it } from 'vitest';
import { shareSlices, timeBars, timeStepOf } from './chart-data.ts';
import { reportTable } from './report-table.ts';

describe('hours over time', () => {
  it('steps by day up to a month, by week up to 14 weeks, and by month beyond', () => {
    expect(timeStepOf({ from: '2026-11-01', to: '2026-12-01' })).toBe('day');
    expect(timeStepOf({ from: '2026-11-01', to: '2026-12-02' })).toBe('week');
    expect(timeStepOf({ from: '2026-01-01', to: '2026-04-08' })).toBe('week');
    expect(timeStepOf({ from: '2026-01-01', to: '2026-12-31' })).toBe('month');
  });

  it('has a bar for every day, with 0 where nothing was logged', () => {
    const bars = timeBars(
      [
        { keys: [{ by: 'day', id: '2026-11-16', label: '2026-11-16' }], hours: 8, billableHours: 8 },
        { keys: [{ by: 'day', id: '2026-11-18', label: '2026-11-18' }], hours: 2.25, billableHours: 2.25 },
      ],
      { from: '2026-11-15', to: '2026-11-21' },
      'day',
    );
    expect(bars.map((bar) => [bar.id, bar.label, bar.hours])).toEqual([
      ['2026-11-15', 'Nov 15', 0],
      ['2026-11-16', 'Nov 16', 8],
      ['2026-11-17', 'Nov 17', 0],
      ['2026-11-18', 'Nov 18', 2.25],
      ['2026-11-19', 'Nov 19', 0],
      ['2026-11-20', 'Nov 20', 0],
      ['2026-11-21', 'Nov 21', 0],
    ]);
  });

  it('starts weeks on the Sunday before the period and months on the first month', () => {
    expect(timeBars([], { from: '2026-11-04', to: '2026-11-30' }, 'week').map((bar) => bar.id)).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-29',
    ]);
    expect(timeBars([], { from: '2026-11-15', to: '2027-02-03' }, 'month').map((bar) => bar.label)).toEqual([
      'Nov 2026',
      'Dec 2026',
      'Jan 2027',
      'Feb 2027',
    ]);
  });
});

describe('share of the first grouping', () => {
  const table = reportTable(
    Array.from({ length: 10 }, (_, index) => ({
      keys: [{ by: 'project' as const, id: `p${index}`, label: `P${index}` }],
      hours: (index + 1) * 1.1,
      billableHours: 0,
    })),
    ['project'],
  );

  it('lists the groups by hours, most first, adding the smallest up as Other', () => {
    const slices = shareSlices(table, 4);
    expect(slices.map((slice) => slice.label)).toEqual(['P9', 'P8', 'P7', 'Other']);
    expect(slices.at(-1)!.hours).toBe(30.8);
  });

  it('adds up to the table’s total', () => {
    const sum = shareSlices(table).reduce((total, slice) => total + Math.round(slice.hours * 100), 0);
    expect(sum / 100).toBe(table.totalHours);
  });
});
