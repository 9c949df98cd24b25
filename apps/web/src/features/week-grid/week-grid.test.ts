import type { OverviewAnswer, WeekEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { weekDays } from '../../lib/dates.ts';
import type { GridRowKey } from '../../lib/week-hours.ts';
import { weekEntry, weekState } from '../../test/week-fixtures.ts';
import {
  isPendingEntry,
  rowsMissingFrom,
  rowsOfWeek,
  weekGrid,
  withCellEntries,
  withCellHours,
} from './week-grid.ts';

const days = weekDays('2026-11-15');
const names = new Map([
  ['p1', 'Zephyr'],
  ['p2', 'Apollo'],
]);

const design: GridRowKey = { projectId: 'p2', projectName: 'Apollo', taskId: 't3', taskName: 'Design' };
const audit: GridRowKey = { projectId: 'p1', projectName: 'Zephyr', taskId: 't2', taskName: 'Audit' };
const build: GridRowKey = { projectId: 'p1', projectName: 'Zephyr', taskId: 't1', taskName: 'Build' };

const overview = (entries: WeekEntry[]): OverviewAnswer => ({
  result: 1,
  entries,
  projects: [{ id: 'p1', name: 'Zephyr' }],
  week: weekState(),
});

describe('weekGrid', () => {
  it('sums each cell, task row and project row, and says which entries a cell holds', () => {
    const first = weekEntry('p1', 't1', 'Build', '2026-11-16', 2);
    const second = weekEntry('p1', 't1', 'Build', '2026-11-16', 1.25);
    const third = weekEntry('p1', 't2', 'Audit', '2026-11-17', 0.5);
    const [zephyr] = weekGrid([first, second, third], names, days, []);
    expect(zephyr).toMatchObject({ id: 'p1', name: 'Zephyr', days: [0, 3.25, 0.5, 0, 0, 0, 0], total: 3.75 });
    const [auditRow, buildRow] = zephyr!.tasks;
    expect(auditRow).toMatchObject({ id: 't2', name: 'Audit', projectName: 'Zephyr', total: 0.5 });
    expect(auditRow?.cells[2]).toEqual({ hours: 0.5, entryIds: [third.id] });
    expect(buildRow?.days).toEqual([0, 3.25, 0, 0, 0, 0, 0]);
    expect(buildRow?.cells[1]).toEqual({ hours: 3.25, entryIds: [first.id, second.id] });
    expect(buildRow?.cells[0]).toEqual({ hours: 0, entryIds: [] });
  });

  it('keeps rows without hours, in their project and in name order', () => {
    const grid = weekGrid([weekEntry('p1', 't1', 'Build', '2026-11-16', 2)], names, days, [
      audit,
      design,
      build,
    ]);
    expect(grid.map((project) => [project.name, project.tasks.map((task) => task.name)])).toEqual([
      ['Apollo', ['Design']],
      ['Zephyr', ['Audit', 'Build']],
    ]);
    expect(grid[0]).toMatchObject({ days: [0, 0, 0, 0, 0, 0, 0], total: 0 });
    expect(grid[1]?.total).toBe(2);
  });

  it('adds tenths without drift and leaves out days outside the week', () => {
    const [zephyr] = weekGrid(
      [
        weekEntry('p1', 't1', 'Build', '2026-11-16', 0.1),
        weekEntry('p1', 't2', 'Audit', '2026-11-16', 0.2),
        weekEntry('p1', 't1', 'Build', '2026-11-22', 8),
      ],
      names,
      days,
      [],
    );
    expect(zephyr?.days[1]).toBe(0.3);
    expect(zephyr?.total).toBe(0.3);
  });
});

describe('withCellHours', () => {
  const rowOf = (answer: OverviewAnswer) =>
    weekGrid(answer.entries, new Map([['p1', 'Zephyr']]), days, [])[0];

  it('changes the one entry of a cell', () => {
    const only = weekEntry('p1', 't1', 'Build', '2026-11-16', 2);
    const after = withCellHours(overview([only]), build, '2026-11-16', 3.5);
    expect(after.entries).toEqual([{ ...only, hours: 3.5 }]);
  });

  it('gives an empty cell a new entry, and its project a name', () => {
    const after = withCellHours(overview([]), design, '2026-11-17', 1.5);
    expect(after.entries).toEqual([
      expect.objectContaining({
        projectId: 'p2',
        taskId: 't3',
        date: '2026-11-17',
        hours: 1.5,
        userId: 'u1',
      }),
    ]);
    expect(isPendingEntry(after.entries[0]!.id)).toBe(true);
    expect(after.projects).toContainEqual({ id: 'p2', name: 'Apollo' });
  });

  it("removes every entry of the cell for 0, and no other cell's", () => {
    const other = weekEntry('p1', 't1', 'Build', '2026-11-17', 4);
    const answer = overview([
      weekEntry('p1', 't1', 'Build', '2026-11-16', 2),
      weekEntry('p1', 't1', 'Build', '2026-11-16', 1),
      other,
    ]);
    const after = withCellHours(answer, build, '2026-11-16', 0);
    expect(after.entries).toEqual([other]);
    expect(rowOf(after)?.total).toBe(4);
  });

  it('leaves a cell of several entries as it is for other hours', () => {
    const answer = overview([
      weekEntry('p1', 't1', 'Build', '2026-11-16', 2),
      weekEntry('p1', 't1', 'Build', '2026-11-16', 1),
    ]);
    expect(withCellHours(answer, build, '2026-11-16', 5)).toBe(answer);
  });

  it("is undone by putting the cell's entries back", () => {
    const only = weekEntry('p1', 't1', 'Build', '2026-11-16', 2);
    const answer = overview([only]);
    const changed = withCellHours(answer, build, '2026-11-16', 7);
    expect(withCellEntries(changed, 't1', '2026-11-16', [only]).entries).toEqual([only]);
  });
});

describe('copying rows', () => {
  const lastWeek = {
    entries: [
      weekEntry('p1', 't1', 'Build', '2026-11-09', 2),
      weekEntry('p1', 't1', 'Build', '2026-11-10', 3),
      weekEntry('p2', 't3', 'Design', '2026-11-11', 1),
      weekEntry('p1', 't2', 'Audit', '2026-11-12', 1),
    ],
    projects: [
      { id: 'p1', name: 'Zephyr' },
      { id: 'p2', name: 'Apollo' },
    ],
  };

  it("makes one row per task of last week's entries, in the grid's order", () => {
    expect(rowsOfWeek(lastWeek)).toEqual([design, audit, build]);
  });

  it('adds only the rows the grid does not have yet, without hours', () => {
    const grid = weekGrid([weekEntry('p1', 't1', 'Build', '2026-11-16', 5)], names, days, [audit]);
    const added = rowsMissingFrom(rowsOfWeek(lastWeek), grid);
    expect(added).toEqual([design]);
    const after = weekGrid([weekEntry('p1', 't1', 'Build', '2026-11-16', 5)], names, days, [audit, ...added]);
    expect(after.find((project) => project.id === 'p2')).toMatchObject({
      total: 0,
      tasks: [{ name: 'Design' }],
    });
    expect(after.find((project) => project.id === 'p1')?.total).toBe(5);
  });

  it('adds nothing from an empty week', () => {
    expect(rowsOfWeek({ entries: [], projects: [] })).toEqual([]);
  });
});
