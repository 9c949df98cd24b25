import type { ReportRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tableCsv } from './csv.ts';
import {
  buildReportExportTable,
  buildReportTable,
  currencyDigits,
  type ReportExportWords,
} from './report.ts';

const labels = {
  period: (by: string, key: string) => `${by} ${key}`,
  taskOfProject: (task: string, project: string) => `${task} (${project})`,
  noClient: 'No client',
};
const words: ReportExportWords = {
  title: 'Timesheet Report',
  grouping: (by) => by.toUpperCase(),
  hours: 'Hours',
  billableHours: 'Billable hours',
  money: (column, currency) => `${column} (${currency})`,
  subtotal: (name) => `${name} Total`,
  total: 'Total',
};
const row = (keys: [string, string][], hours: number, money?: [number, number]): ReportRow => ({
  keys: keys.map(([by, id]) => ({ by: by as ReportRow['keys'][number]['by'], id, label: id })),
  hours,
  billableHours: money ? hours : 0,
  ...(money ? { billableAmount: money[0], cost: money[1], margin: money[0] - money[1] } : {}),
});

describe('the report export table', () => {
  it('writes two levels with subtotals and the total, without money for a reader who gets none', () => {
    const table = buildReportTable(
      [
        row(
          [
            ['project', 'Depot'],
            ['user', 'Ada'],
          ],
          1.1,
        ),
        row(
          [
            ['project', 'Depot'],
            ['user', 'Bob'],
          ],
          2.2,
        ),
      ],
      ['project', 'user'],
      labels,
    );
    expect(tableCsv(buildReportExportTable(table, ['Period: x'], words)).join('')).toBe(
      '\uFEFFPROJECT,USER,Hours\r\nDepot,Ada,1.10\r\nDepot,Bob,2.20\r\nDepot Total,,3.30\r\nTotal,,3.30\r\n',
    );
  });

  it('writes three levels, client → project → person, with a subtotal of each group at its level', () => {
    const table = buildReportTable(
      [
        row(
          [
            ['client', 'Contoso'],
            ['project', 'Depot'],
            ['user', 'Ann'],
          ],
          8,
          [76_400, 32_000],
        ),
        row(
          [
            ['client', 'Contoso'],
            ['project', 'Depot'],
            ['user', 'Bob'],
          ],
          2.25,
          [21_488, 12_499],
        ),
        row(
          [
            ['client', 'Contoso'],
            ['project', 'Quay'],
            ['user', 'Ann'],
          ],
          1,
          [10_000, 4_000],
        ),
        row(
          [
            ['client', 'Northwind'],
            ['project', 'Harbour'],
            ['user', 'Cy'],
          ],
          3.5,
          [42_000, 14_000],
        ),
      ],
      ['client', 'project', 'user'],
      labels,
      new Map(),
      'EUR',
    );
    expect(table.groups.map((client) => [client.key.label, client.hours, client.money?.cost])).toEqual([
      ['Contoso', 11.25, 48_499],
      ['Northwind', 3.5, 14_000],
    ]);
    expect(table.groups[0]!.rows.map((project) => [project.key.label, project.hours])).toEqual([
      ['Depot', 10.25],
      ['Quay', 1],
    ]);
    const exported = buildReportExportTable(table, [], words);
    expect(exported.rows.map((line) => [...line.cells.slice(0, 4), line.isSubtotal ?? false])).toEqual([
      ['Contoso', 'Depot', 'Ann', 8, false],
      ['Contoso', 'Depot', 'Bob', 2.25, false],
      ['Contoso', 'Depot Total', '', 10.25, true],
      ['Contoso', 'Quay', 'Ann', 1, false],
      ['Contoso', 'Quay Total', '', 1, true],
      ['Contoso Total', '', '', 11.25, true],
      ['Northwind', 'Harbour', 'Cy', 3.5, false],
      ['Northwind', 'Harbour Total', '', 3.5, true],
      ['Northwind Total', '', '', 3.5, true],
    ]);
    expect(exported.total).toEqual(['Total', '', '', 14.75, 14.75, 1_498.88, 624.99, 873.89]);
  });

  it("adds money columns in the currency's unit and decimals when the answer has a currency", () => {
    const table = buildReportTable(
      [row([['month', '2026-11']], 2, [12_345, 2_000]), row([['month', '2026-12']], 1, [500, 0])],
      ['month'],
      labels,
      new Map(),
      'JPY',
    );
    const exported = buildReportExportTable(table, [], words);
    expect(exported.columns.map((column) => column.header)).toEqual([
      'MONTH',
      'Hours',
      'Billable hours',
      'billableAmount (JPY)',
      'cost (JPY)',
      'margin (JPY)',
    ]);
    expect(exported.rows.map((line) => line.cells)).toEqual([
      ['month 2026-11', 2, 2, 12_345, 2_000, 10_345],
      ['month 2026-12', 1, 1, 500, 0, 500],
    ]);
    expect(exported.total).toEqual(['Total', 3, 3, 12_845, 2_000, 10_845]);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('names a task title several projects share with its project', () => {
    const table = buildReportTable(
      [row([['task', 't1']], 1), row([['task', 't2']], 1)].map((line) => ({
        ...line,
        keys: [{ ...line.keys[0]!, label: 'Design' }],
      })),
      ['task'],
      labels,
      new Map([
        ['t1', 'Harbour'],
        ['t2', 'Depot'],
      ]),
    );
    expect(table.groups.map((group) => group.key.label)).toEqual(['Design (Harbour)', 'Design (Depot)']);
  });
});
