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
    const slices = shareSlices(table, 'hours', undefined, 4);
    expect(slices.map((slice) => slice.label)).toEqual(['P9', 'P8', 'P7', 'Other']);
    expect(slices.at(-1)!.value).toBe(3080);
  });

  it('adds up to the table’s total', () => {
    const sum = shareSlices(table).reduce((total, slice) => total + slice.value, 0);
    expect(sum / 100).toBe(table.totalHours);
  });

  it('divides the billable amount or the cost for readers of money, each project in its colour', () => {
    const priced = reportTable(
      [
        {
          keys: [{ by: 'project', id: 'a', label: 'Depot' }],
          hours: 10,
          billableHours: 10,
          billableAmount: 95_000,
          cost: 40_000,
          margin: 55_000,
        },
        {
          keys: [{ by: 'project', id: 'b', label: 'Harbour' }],
          hours: 2,
          billableHours: 0,
          billableAmount: 0,
          cost: 8_000,
          margin: -8_000,
        },
        {
          keys: [{ by: 'project', id: 'c', label: 'Quay' }],
          hours: 4,
          billableHours: 4,
          billableAmount: 120_000,
          cost: 16_000,
          margin: 104_000,
        },
      ],
      ['project'],
      new Map(),
      'EUR',
    );
    const colors = new Map([['a', 'teal' as const]]);
    const colorOf = (group: { key: { id: string } }) => colors.get(group.key.id);
    expect(shareSlices(priced, 'billableAmount', colorOf)).toEqual([
      { label: 'Quay', value: 120_000 },
      { label: 'Depot', value: 95_000, color: 'teal' },
    ]);
    expect(shareSlices(priced, 'cost').map((slice) => [slice.label, slice.value])).toEqual([
      ['Depot', 40_000],
      ['Quay', 16_000],
      ['Harbour', 8_000],
    ]);
  });
});
