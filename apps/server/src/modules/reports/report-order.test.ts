import type { ReportGrouping, ReportKey, ReportRow } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeys, inKeyOrder } from './report-order.ts';

/** The order by comparing every pair of rows' keys, level by level: what `inKeyOrder` must give. */
const pairwise = (rows: ReportRow[]) =>
  [...rows].sort((a, b) =>
    a.keys.reduce((order, key, level) => order || compareKeys(key, b.keys[level]!), 0),
  );

const row = (...keys: ReportKey[]): ReportRow => ({ keys, hours: 1, billableHours: 0 });
const person = (id: string, label: string): ReportKey => ({ by: 'user', id, label });

/** A level's keys: few ids, each with one label; labels that tie, differ in case or hold numbers. */
const keysOf = (by: ReportGrouping) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.constantFrom('', 'a1', 'a2', 'b7', 'c3', '2026-01', '2026-11-29', 'z'),
        label: fc.constantFrom('', 'Task 2', 'Task 10', 'task 2', 'Airport', 'Åre', 'Airport'),
      }),
      { minLength: 1, maxLength: 6, selector: (key) => key.id },
    )
    .map((keys) => keys.map((key): ReportKey => ({ by, ...key })));

describe('inKeyOrder', () => {
  it('orders names by the collator, numbers by their value, ties by id', () => {
    const rows = [
      row(person('b', 'Task 10')),
      row(person('c', 'Airport')),
      row(person('a', 'Task 2')),
      row(person('d', 'Airport')),
    ];
    expect(inKeyOrder(rows).map(({ keys }) => keys[0]!.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('orders periods by their date key, not their label', () => {
    const month = (id: string, label: string): ReportKey => ({ by: 'month', id, label });
    const rows = [row(month('2026-02', 'A')), row(month('2026-01', 'Z'))];
    expect(inKeyOrder(rows).map(({ keys }) => keys[0]!.id)).toEqual(['2026-01', '2026-02']);
  });

  it('gives the order of comparing every pair of rows, on up to three levels', () => {
    const groupings = fc.subarray(['project', 'user', 'task', 'month', 'client'] as ReportGrouping[], {
      minLength: 1,
      maxLength: 3,
    });
    const rows = groupings.chain((levels) =>
      fc
        .tuple(...levels.map(keysOf))
        .chain((keys) =>
          fc.array(fc.tuple(...keys.map((options) => fc.constantFrom(...options))), { maxLength: 40 }),
        ),
    );
    fc.assert(
      fc.property(rows, (keyed) => {
        const report = keyed.map((keys) => row(...keys));
        expect(inKeyOrder(report)).toEqual(pairwise(report));
      }),
    );
  });
});
