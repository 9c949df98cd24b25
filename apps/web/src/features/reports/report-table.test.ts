import { HOURS_PRECISION, type ReportRow } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportTable } from './report-table.ts';

const key = (by: 'user' | 'project' | 'task', id: string, label = id) => ({ by, id, label });
const row = (hours: number, ...keys: ReturnType<typeof key>[]): ReportRow => ({
  keys,
  hours,
  billableHours: hours,
});

describe('report table', () => {
  it('groups two levels under their first key with subtotals and a total', () => {
    const table = reportTable(
      [
        row(1.1, key('project', 'p1', 'Depot'), key('user', 'u1', 'Ada')),
        row(2.2, key('project', 'p1', 'Depot'), key('user', 'u2', 'Bob')),
        row(0.35, key('project', 'p2', 'Harbour'), key('user', 'u1', 'Ada')),
      ],
      ['project', 'user'],
    );
    expect(table.groups).toEqual([
      {
        key: key('project', 'p1', 'Depot'),
        hours: 3.3,
        billableHours: 3.3,
        rows: [
          { key: key('user', 'u1', 'Ada'), hours: 1.1, billableHours: 1.1, rows: [] },
          { key: key('user', 'u2', 'Bob'), hours: 2.2, billableHours: 2.2, rows: [] },
        ],
      },
      {
        key: key('project', 'p2', 'Harbour'),
        hours: 0.35,
        billableHours: 0.35,
        rows: [{ key: key('user', 'u1', 'Ada'), hours: 0.35, billableHours: 0.35, rows: [] }],
      },
    ]);
    expect(table.totalHours).toBe(3.65);
    expect(table.totalBillableHours).toBe(3.65);
    expect(table.rowCount).toBe(3);
  });

  it('makes each row its own group with one level', () => {
    const table = reportTable(
      [row(8, key('user', 'u1', 'Ada')), row(0.5, key('user', 'u2', 'Bob'))],
      ['user'],
    );
    expect(table.groups.map((group) => [group.key.label, group.hours, group.rows])).toEqual([
      ['Ada', 8, []],
      ['Bob', 0.5, []],
    ]);
    expect(table.totalHours).toBe(8.5);
  });

  it('is empty, with a total of 0, without rows', () => {
    expect(reportTable([], ['project'])).toEqual({
      groupBy: ['project'],
      groups: [],
      totalHours: 0,
      totalBillableHours: 0,
      rowCount: 0,
    });
  });

  it('names the project of tasks that share a title, and only of those', () => {
    const table = reportTable(
      [
        row(1, key('task', 't1', 'Design')),
        row(2, key('task', 't2', 'Design')),
        row(3, key('task', 't3', 'Build')),
      ],
      ['task'],
      new Map([
        ['t1', 'Depot'],
        ['t2', 'Harbour'],
        ['t3', 'Depot'],
      ]),
    );
    expect(table.groups.map((group) => group.key.label)).toEqual([
      'Design (Depot)',
      'Design (Harbour)',
      'Build',
    ]);
  });

  it('has a total equal to the sum of its rows, and subtotals equal to the sum of their rows, to the hundredth', () => {
    const hours = fc.integer({ min: 1, max: 2400 }).map((centihours) => centihours / HOURS_PRECISION);
    const rows = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), hours), {
        maxLength: 60,
      })
      .map((tuples) =>
        tuples
          .sort(([a1, a2], [b1, b2]) => a1 - b1 || a2 - b2)
          .filter(
            ([a1, a2], index, all) => index === 0 || all[index - 1]![0] !== a1 || all[index - 1]![1] !== a2,
          )
          .map(([first, second, value]) =>
            row(value, key('project', `p${first}`), key('user', `u${second}`)),
          ),
      );
    fc.assert(
      fc.property(rows, (answerRows) => {
        const table = reportTable(answerRows, ['project', 'user']);
        const centihours = (value: number) => Math.round(value * HOURS_PRECISION);
        const sumOfRows = answerRows.reduce((sum, { hours: value }) => sum + centihours(value), 0);
        expect(centihours(table.totalHours)).toBe(sumOfRows);
        expect(table.totalHours).toBe(sumOfRows / HOURS_PRECISION);
        expect(table.groups.reduce((sum, group) => sum + centihours(group.hours), 0)).toBe(sumOfRows);
        for (const group of table.groups) {
          expect(centihours(group.hours)).toBe(
            group.rows.reduce((sum, line) => sum + centihours(line.hours), 0),
          );
        }
      }),
    );
  });

  it('carries the money of a report that has it, with exact subtotals and total, and none without', () => {
    const priced = (
      hours: number,
      billableAmount: number,
      cost: number,
      ...keys: ReturnType<typeof key>[]
    ) => ({
      ...row(hours, ...keys),
      billableAmount,
      cost,
      margin: billableAmount - cost,
    });
    const rows = [
      priced(1.1, 11_001, 4_000, key('project', 'p1', 'Depot'), key('user', 'u1', 'Ada')),
      priced(2.2, 22_002, 9_999, key('project', 'p1', 'Depot'), key('user', 'u2', 'Bob')),
      priced(0.35, 3_333, 0, key('project', 'p2', 'Harbour'), key('user', 'u1', 'Ada')),
    ];
    const table = reportTable(rows, ['project', 'user'], new Map(), 'EUR');
    expect(table.currency).toBe('EUR');
    expect(table.groups.map((group) => group.money)).toEqual([
      { billableAmount: 33_003, cost: 13_999, margin: 19_004 },
      { billableAmount: 3_333, cost: 0, margin: 3_333 },
    ]);
    expect(table.groups[0]!.rows[1]!.money).toEqual({ billableAmount: 22_002, cost: 9_999, margin: 12_003 });
    expect(table.totalMoney).toEqual({ billableAmount: 36_336, cost: 13_999, margin: 22_337 });
    const unpriced = reportTable(rows, ['project', 'user']);
    expect(unpriced.currency).toBeUndefined();
    expect(unpriced.groups[0]).not.toHaveProperty('money');
  });
});

describe('clients', () => {
  it('name the time of projects of no client, which the server leaves unnamed', () => {
    const table = reportTable(
      [
        { keys: [{ by: 'client', id: '', label: '' }], hours: 2, billableHours: 1 },
        { keys: [{ by: 'client', id: 'c1', label: 'Northwind' }], hours: 3, billableHours: 3 },
      ],
      ['client'],
    );
    expect(table.groups.map((group) => [group.key.label, group.hours, group.billableHours])).toEqual([
      ['No client', 2, 1],
      ['Northwind', 3, 3],
    ]);
    expect(table.totalBillableHours).toBe(4);
  });
});
