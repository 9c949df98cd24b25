import { describe, expect, it } from 'vitest';
import { weekEntry } from '../test/week-fixtures.ts';
import { weekDays } from './dates.ts';
import { projectRows, sumRows } from './week-hours.ts';

const days = weekDays('2026-11-15');
const names = new Map([
  ['p1', 'Zephyr'],
  ['p2', 'Apollo'],
]);

describe('projectRows', () => {
  it('sums each project and its tasks per day and in total, sorted by name', () => {
    const rows = projectRows(
      [
        weekEntry('p1', 't1', 'Build', '2026-11-15', 2),
        weekEntry('p1', 't2', 'Audit', '2026-11-15', 1.5),
        weekEntry('p1', 't1', 'Build', '2026-11-21', 4.25),
        weekEntry('p2', 't3', 'Design', '2026-11-17', 8),
      ],
      names,
      days,
    );
    expect(rows).toEqual([
      {
        id: 'p2',
        name: 'Apollo',
        days: [0, 0, 8, 0, 0, 0, 0],
        total: 8,
        tasks: [{ id: 't3', name: 'Design', days: [0, 0, 8, 0, 0, 0, 0], total: 8 }],
      },
      {
        id: 'p1',
        name: 'Zephyr',
        days: [3.5, 0, 0, 0, 0, 0, 4.25],
        total: 7.75,
        tasks: [
          { id: 't2', name: 'Audit', days: [1.5, 0, 0, 0, 0, 0, 0], total: 1.5 },
          { id: 't1', name: 'Build', days: [2, 0, 0, 0, 0, 0, 4.25], total: 6.25 },
        ],
      },
    ]);
  });

  it('adds in hundredths, so tenths do not drift', () => {
    const [row] = projectRows(
      [weekEntry('p2', 't3', 'Design', '2026-11-16', 0.1), weekEntry('p2', 't4', 'Test', '2026-11-16', 0.2)],
      names,
      days,
    );
    expect(row?.days[1]).toBe(0.3);
    expect(row?.total).toBe(0.3);
  });

  it('adds up stored entries of one task and day', () => {
    const [row] = projectRows(
      [weekEntry('p2', 't3', 'Design', '2026-11-16', 1.5), weekEntry('p2', 't3', 'Design', '2026-11-16', 2)],
      names,
      days,
    );
    expect(row?.tasks).toEqual([{ id: 't3', name: 'Design', days: [0, 3.5, 0, 0, 0, 0, 0], total: 3.5 }]);
  });

  it('leaves out entries outside the week and has no rows without entries', () => {
    expect(projectRows([weekEntry('p1', 't1', 'Build', '2026-11-22', 3)], names, days)).toEqual([]);
  });
});

describe('sumRows', () => {
  it('adds rows day by day', () => {
    const row = sumRows(
      'u1',
      'Uma',
      [
        { id: 'a', name: 'A', days: [0.1, 0, 0, 0, 0, 0, 1], total: 1.1 },
        { id: 'b', name: 'B', days: [0.2, 0, 0, 0, 0, 0, 2], total: 2.2 },
      ],
      7,
    );
    expect(row).toEqual({ id: 'u1', name: 'Uma', days: [0.3, 0, 0, 0, 0, 0, 3], total: 3.3 });
  });
});
