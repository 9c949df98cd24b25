import { api, listOrPageAnswer, MinorUnitsSchema, money } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriter, declaresMoney, listWriter } from './response-serializer.ts';

const Item = z.object({ id: z.string(), name: z.string() });
const writeList = answerWriter(listOrPageAnswer(Item));
const row = { id: 'a', name: 'Ann', password_hash: 'secret' };

describe('answerWriter', () => {
  it('writes a page with its pagination and a whole list without, declared properties only', () => {
    const pagination = { currentPage: 2, totalItems: 11, itemsPerPage: 10 };
    expect(JSON.parse(writeList({ result: 1, data: [row], pagination, extra: 1 }))).toEqual({
      result: 1,
      data: [{ id: 'a', name: 'Ann' }],
      pagination,
    });
    expect(JSON.parse(writeList({ result: 1, data: [row] }))).toEqual({
      result: 1,
      data: [{ id: 'a', name: 'Ann' }],
    });
  });

  it('refuses an answer with the required properties of neither shape', () => {
    expect(() => writeList({ data: [row] })).toThrow(TypeError);
    expect(() => writeList(null)).toThrow(TypeError);
    expect(() => writeList({ result: 1, data: [{ id: 'a' }] })).toThrow();
  });

  it('tells the Review’s two shapes apart, an empty week in the spec’s shape included', () => {
    const write = answerWriter(api.timesheet.getTimeEntriesReview.answer);
    const empty = { result: 1, entries: [], projects: [], users: [] };
    expect(JSON.parse(write(empty))).toEqual(empty);
    const grid = { ...empty, tasks: [{ id: 't', name: 'Task', secret: 'x' }] };
    expect(JSON.parse(write(grid))).toEqual({ ...empty, tasks: [{ id: 't', name: 'Task' }] });
  });

  it('leaves a union it cannot tell apart by required properties to validation', () => {
    // An answer of the second option has every property the first requires.
    const write = answerWriter(
      z.union([z.object({ a: z.number() }), z.object({ a: z.string(), b: z.string() })]),
    );
    expect(JSON.parse(write({ a: 1 }))).toEqual({ a: 1 });
    expect(JSON.parse(write({ a: 'x', b: 'y' }))).toEqual({ a: 'x', b: 'y' });
  });
});

describe('money in answers', () => {
  const Line = z.object({
    project: z.string(),
    hours: z.number(),
    amount: money(MinorUnitsSchema),
    cost: money(MinorUnitsSchema.nullable()),
  });
  const Report = z.object({ result: z.literal(1), lines: z.array(Line), total: money(MinorUnitsSchema) });
  const report = {
    result: 1,
    lines: [{ project: 'Harbour', hours: 2.5, amount: 25_000, cost: null }],
    total: 25_000,
  };

  it('is declared where the answer is, at any depth', () => {
    expect(declaresMoney(Report)).toBe(true);
    expect(declaresMoney(Item)).toBe(false);
    expect(declaresMoney(listOrPageAnswer(Line))).toBe(true);
    // The schema a money field was made from is not money itself.
    expect(declaresMoney(z.object({ count: MinorUnitsSchema }))).toBe(false);
  });

  it('is optional in the contract, as the answers to those who may not see it leave it out', () => {
    expect(Line.safeParse({ project: 'Harbour', hours: 2.5 }).success).toBe(true);
  });

  it('is written to whoever may see it, and left out, field and value, for whoever may not', () => {
    expect(JSON.parse(answerWriter(Report)(report))).toEqual(report);
    const written = answerWriter(Report, { moneyless: true })(report);
    expect(JSON.parse(written)).toEqual({ result: 1, lines: [{ project: 'Harbour', hours: 2.5 }] });
    expect(written).not.toContain('25000');
  });

  it('is left out of each shape of a union, a page and the whole list alike', () => {
    const write = answerWriter(listOrPageAnswer(Line), { moneyless: true });
    const pagination = { currentPage: 1, totalItems: 1, itemsPerPage: 10 };
    expect(JSON.parse(write({ result: 1, data: report.lines, pagination }))).toEqual({
      result: 1,
      data: [{ project: 'Harbour', hours: 2.5 }],
      pagination,
    });
    expect(JSON.parse(write({ result: 1, data: report.lines }))).toEqual({
      result: 1,
      data: [{ project: 'Harbour', hours: 2.5 }],
    });
  });
});

describe('listWriter', () => {
  const Line = z.object({ project: z.string(), hours: z.number(), amount: money(MinorUnitsSchema) });
  const lines = [
    { project: 'Harbour "north"', hours: 2.5, amount: 25_000, secret: 'x' },
    { project: 'Mill\u2028', hours: 0, amount: -1 },
  ];
  const joined = ({ head, item, tail }: ReturnType<typeof listWriter>, items: unknown[]) =>
    head + items.map(item).join(',') + tail;

  it.each([false, true])(
    'writes in pieces the bytes of the whole list written at once (moneyless %s)',
    (moneyless) => {
      for (const schema of [
        listOrPageAnswer(Line),
        z.object({ result: z.literal(1), data: z.array(Line) }),
      ]) {
        const pieces = listWriter(schema, { moneyless });
        const whole = answerWriter(schema, { moneyless });
        for (const items of [[], lines.slice(0, 1), lines]) {
          expect(joined(pieces, items)).toBe(whole({ result: 1, data: items }));
        }
      }
    },
  );

  it('refuses an answer without a whole-list shape', () => {
    expect(() => listWriter(api.timesheet.addTimeEntry.answer)).toThrow(TypeError);
  });
});
