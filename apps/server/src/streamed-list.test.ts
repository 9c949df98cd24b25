import { text } from 'node:stream/consumers';
import { api, type Task } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { answerWriter, listWriter } from './response-serializer.ts';
import { StreamedList } from './streamed-list.ts';

const writer = listWriter(api.tasks.getAllTasks.answer);
const task = (n: number): Task => ({
  id: `task-${n}`,
  title: `Task ${n}`,
  project: 'Harbour',
  projectId: 'project-1',
  status: 'todo',
  startDate: null,
  dueDate: null,
  user: 'Ann',
  estimateHours: null,
  trackedHours: n / 4,
  billable: n % 2 === 0 ? null : true,
  effectiveBillable: true,
});

describe('StreamedList', () => {
  it.each([0, 1, 200, 401])('writes %i items as the whole answer written at once', async (count) => {
    const rows = Array.from({ length: count }, (_, n) => n);
    const streamed = await text(StreamedList.of(rows, task).written(writer));
    expect(streamed).toBe(answerWriter(api.tasks.getAllTasks.answer)({ result: 1, data: rows.map(task) }));
  });

  it('presents the rows as the stream is read, not before', async () => {
    const presented: number[] = [];
    const rows = Array.from({ length: 1000 }, (_, n) => n);
    const stream = StreamedList.of(rows, (n) => {
      presented.push(n);
      return task(n);
    }).written(writer);
    expect(presented.length).toBeLessThan(rows.length);
    await text(stream);
    expect(presented).toHaveLength(rows.length);
  });

  it('writes ahead of its reader up to about a megabyte of text, then waits', async () => {
    const presented: number[] = [];
    const rows = Array.from({ length: 20_000 }, (_, n) => n);
    const stream = StreamedList.of(rows, (n) => {
      presented.push(n);
      return task(n);
    }).written(writer);
    stream.read(0);
    await new Promise((resolve) => setImmediate(resolve));
    // Some 250 bytes an item: a megabyte is about 4,000 of them.
    expect(presented.length).toBeGreaterThan(2_000);
    expect(presented.length).toBeLessThan(8_000);
    await text(stream);
    expect(presented).toHaveLength(rows.length);
  });

  it('fails before the first byte when its first items cannot be written', () => {
    const list = StreamedList.of([1], (n) => ({ ...task(n), id: undefined }) as unknown as Task);
    expect(() => list.written(writer)).toThrow();
  });
});
