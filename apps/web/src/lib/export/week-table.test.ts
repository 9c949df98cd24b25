import { describe, expect, it } from 'vitest';
import { exportDayHeader, weekDetail, weekExportTable } from './week-table.ts';

const days = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
];

describe('weekExportTable', () => {
  const table = weekExportTable({
    title: 'Timesheet Review',
    details: [weekDetail(days)],
    labelHeaders: ['User', 'Project', 'Task'],
    days,
    lines: [
      { labels: ['Ada', 'Depot', 'Picking'], days: [0, 0.1, 0, 0, 0, 0, 0], total: 0.1 },
      { labels: ['Ada', 'Depot', 'Packing'], days: [0, 0.2, 8, 0, 0, 0, 0], total: 8.2 },
      { labels: ['Bob', '', ''], days: [0, 0, 0, 0, 0, 0, 0], total: 0 },
    ],
  });

  it('has the label columns, a column per day headed by its date, and Total', () => {
    expect(table.columns.map((column) => [column.header, column.kind])).toEqual([
      ['User', 'text'],
      ['Project', 'text'],
      ['Task', 'text'],
      ['Sun 2026-11-22', 'hours'],
      ['Mon 2026-11-23', 'hours'],
      ['Tue 2026-11-24', 'hours'],
      ['Wed 2026-11-25', 'hours'],
      ['Thu 2026-11-26', 'hours'],
      ['Fri 2026-11-27', 'hours'],
      ['Sat 2026-11-28', 'hours'],
      ['Total', 'hours'],
    ]);
    expect(table.details).toEqual(['Week: 2026-11-22 to 2026-11-28']);
  });

  it('writes a row per line and totals that equal the sum of the rows, to the hundredth', () => {
    expect(table.rows[1]).toEqual({ cells: ['Ada', 'Depot', 'Packing', 0, 0.2, 8, 0, 0, 0, 0, 8.2] });
    expect(table.total).toEqual(['Total', '', '', 0, 0.3, 8, 0, 0, 0, 0, 8.3]);
  });

  it('heads a day with its weekday and date', () => {
    expect(exportDayHeader('2026-11-22')).toBe('Sun 2026-11-22');
  });
});
