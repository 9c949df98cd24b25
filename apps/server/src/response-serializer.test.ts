import { api, listOrPageAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriter } from './response-serializer.ts';

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
