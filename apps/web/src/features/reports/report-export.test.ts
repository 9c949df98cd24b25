import { describe, expect, it } from 'vitest';
import { reportDetails, reportExportTable, reportFileStem } from './report-export.ts';
import { reportTable } from './report-table.ts';

const project = (id: string, label: string) => ({ by: 'project' as const, id, label });
const user = (id: string, label: string) => ({ by: 'user' as const, id, label });
const period = { from: '2026-10-01', to: '2026-10-31' };

describe('report export', () => {
  const rowsOfTable = [
    { keys: [project('p1', 'Depot'), user('u1', 'Ada')], hours: 3.5, billableHours: 3.5 },
    { keys: [project('p1', 'Depot'), user('u2', 'Bob')], hours: 1.25, billableHours: 0 },
    { keys: [project('p2', 'Harbour'), user('u1', 'Ada')], hours: 2, billableHours: 2 },
  ];
  const table = reportTable(rowsOfTable, ['project', 'user']);

  it('writes the money of a report that has it in the currency’s unit, with its decimals', () => {
    const priced = reportTable(
      [
        {
          keys: [project('p1', 'Depot')],
          hours: 4.33,
          billableHours: 4.33,
          billableAmount: 40_300,
          cost: 19_388,
          margin: 20_912,
        },
        {
          keys: [project('p2', 'Harbour')],
          hours: 4.5,
          billableHours: 4.5,
          billableAmount: 50_250,
          cost: 19_166,
          margin: 31_084,
        },
      ],
      ['project'],
      new Map(),
      'EUR',
    );
    const exported = reportExportTable(priced, []);
    expect(exported.columns).toEqual([
      { header: 'Project', kind: 'text' },
      { header: 'Hours', kind: 'hours' },
      { header: 'Billable hours', kind: 'hours' },
      { header: 'Billable amount (EUR)', kind: 'amount', digits: 2 },
      { header: 'Cost (EUR)', kind: 'amount', digits: 2 },
      { header: 'Margin (EUR)', kind: 'amount', digits: 2 },
    ]);
    expect(exported.rows).toEqual([
      { cells: ['Depot', 4.33, 4.33, 403, 193.88, 209.12] },
      { cells: ['Harbour', 4.5, 4.5, 502.5, 191.66, 310.84] },
    ]);
    expect(exported.total).toEqual(['Total', 8.83, 8.83, 905.5, 385.54, 519.96]);
    const yen = reportExportTable(
      reportTable(
        [
          {
            keys: [project('p1', 'Yard')],
            hours: 0.33,
            billableHours: 0.33,
            billableAmount: 407,
            cost: 0,
            margin: 407,
          },
        ],
        ['project'],
        new Map(),
        'JPY',
      ),
      [],
    );
    expect(yen.columns[3]).toEqual({ header: 'Billable amount (JPY)', kind: 'amount', digits: 0 });
    expect(yen.total).toEqual(['Total', 0.33, 0.33, 407, 0, 407]);
  });

  it('writes each group’s rows, then its subtotal, and the total last', () => {
    const exported = reportExportTable(table, []);
    expect(exported.columns).toEqual([
      { header: 'Project', kind: 'text' },
      { header: 'User', kind: 'text' },
      { header: 'Hours', kind: 'hours' },
    ]);
    expect(exported.rows).toEqual([
      { cells: ['Depot', 'Ada', 3.5] },
      { cells: ['Depot', 'Bob', 1.25] },
      { cells: ['Depot Total', '', 4.75], isSubtotal: true },
      { cells: ['Harbour', 'Ada', 2] },
      { cells: ['Harbour Total', '', 2], isSubtotal: true },
    ]);
    expect(exported.total).toEqual(['Total', '', 6.75]);
    // With money, billable hours lead the billing columns.
    const billed = reportExportTable(reportTable(rowsOfTable, ['project', 'user'], new Map(), 'EUR'), []);
    expect(billed.rows[1]).toEqual({ cells: ['Depot', 'Bob', 1.25, 0, 0, 0, 0] });
    expect(billed.total).toEqual(['Total', '', 6.75, 5.5, 0, 0, 0]);
  });

  it('writes one level as label and hours', () => {
    const byUser = reportTable([{ keys: [user('u1', 'Ada')], hours: 5.5, billableHours: 5.5 }], ['user']);
    expect(reportExportTable(byUser, [])).toMatchObject({
      rows: [{ cells: ['Ada', 5.5] }],
      total: ['Total', 5.5],
    });
  });

  it('describes the period, the grouping and the filters set, listing ten names at most', () => {
    const names = Array.from({ length: 12 }, (_, index) => `P${index + 1}`);
    expect(
      reportDetails(period, table, [
        { label: 'Users', names: [] },
        { label: 'Projects', names },
        { label: 'Week status', names: ['Approved'] },
      ]),
    ).toEqual([
      'Period: 2026-10-01 to 2026-10-31',
      'Grouped by: Project, then User',
      'Projects: P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 2 more',
      'Week status: Approved',
    ]);
    expect(reportDetails(period, table, [{ label: 'Users', names: [] }]).at(-1)).toBe('Filters: none');
  });

  it('names the file after the period', () => {
    expect(reportFileStem(period)).toBe('timesheet-report-2026-10-01-2026-10-31');
  });
});
