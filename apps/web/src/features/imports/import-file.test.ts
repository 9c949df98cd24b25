import { IMPORT_MAX_COLUMNS, MAX_TEXT_LENGTH, type CheckImportTimeEntriesAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  addCheck,
  addImport,
  noCheck,
  noImport,
  percentOf,
  readImportFile,
  sendBatches,
} from './import-file.ts';

const CLOCKIFY_HEADER = [
  'Project',
  'Client',
  'Description',
  'Task',
  'User',
  'Group',
  'Email',
  'Tags',
  'Billable',
  'Start Date',
  'Start Time',
  'End Date',
  'End Time',
  'Duration (h)',
  'Duration (decimal)',
  'Billable Rate (USD)',
  'Billable Amount (USD)',
];

const checked = (answer: Partial<CheckImportTimeEntriesAnswer>): CheckImportTimeEntriesAnswer => ({
  result: 1,
  toImport: 0,
  hours: 0,
  alreadyImported: 0,
  refused: [],
  people: [],
  newProjects: [],
  newTasks: [],
  ...answer,
});

describe('reading a file for an import', () => {
  it('numbers rows by their line, counts identical rows, and recognises the export', () => {
    const row = ['Apollo', '', 'Wireframes', 'Design', 'Ada', '', 'ada@example.com'];
    const file = readImportFile([CLOCKIFY_HEADER, row, ['Apollo'], row]);
    expect(file).toMatchObject({
      columns: CLOCKIFY_HEADER,
      rows: [
        { line: 2, cells: row, occurrence: 0 },
        { line: 3, cells: ['Apollo'], occurrence: 0 },
        { line: 4, cells: row, occurrence: 1 },
      ],
      refusedHere: [],
      recognised: {
        source: 'clockify',
        dateOrder: 'mdy',
        mapping: { email: 'Email', hours: 'Duration (decimal)' },
      },
    });
  });

  it('refuses a row with a cell longer than a call takes, and keeps counting its line', () => {
    const file = readImportFile([
      ['Date', 'Notes'],
      ['2026-04-07', 'x'.repeat(MAX_TEXT_LENGTH + 1)],
      ['2026-04-08', 'ok'],
    ]);
    expect(file).toMatchObject({
      rows: [{ line: 3, cells: ['2026-04-08', 'ok'], occurrence: 0 }],
      refusedHere: [{ line: 2, problem: 'text-too-long' }],
      recognised: { source: 'csv', mapping: {} },
    });
  });

  it('sends no more cells than a call takes', () => {
    const file = readImportFile([['Date'], Array.from({ length: IMPORT_MAX_COLUMNS + 5 }, () => 'a')]);
    expect('rows' in file && file.rows[0]?.cells).toHaveLength(IMPORT_MAX_COLUMNS);
  });

  it('says why a file cannot be imported at all', () => {
    expect(readImportFile([])).toEqual({ problem: 'empty' });
    expect(readImportFile([['Date', 'Hours']])).toEqual({ problem: 'no-rows' });
    const wide = Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, index) => `Column ${index}`);
    expect(readImportFile([wide, ['a']])).toEqual({ problem: 'header-too-wide' });
    expect(readImportFile([['x'.repeat(201)], ['a']])).toEqual({ problem: 'header-too-wide' });
  });
});

describe('progress', () => {
  it('percentages stay whole and reach 100 only when all is done', () => {
    expect(percentOf(0, 3)).toBe(0);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(2999, 3000)).toBe(99);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('adding batch answers up', () => {
  it('adds the dry runs of every batch, lists each person, project and task once, and refused rows by line', () => {
    const first = checked({
      toImport: 2,
      hours: 0.1,
      alreadyImported: 1,
      refused: [{ line: 9, problem: 'date-invalid' }],
      people: [{ named: 'ada@example.com', userId: 'u1', name: 'Ada Lovelace' }],
      newProjects: ['Apollo'],
      newTasks: [{ project: 'Apollo', task: 'Design' }],
    });
    const second = checked({
      toImport: 1,
      hours: 0.2,
      refused: [{ line: 3, problem: 'person-not-found' }],
      people: [
        { named: 'ada@example.com', userId: 'u1', name: 'Ada Lovelace' },
        { named: 'grace@example.com', userId: 'u2', name: 'Grace Hopper' },
      ],
      newProjects: ['apollo ', 'Zephyr'],
      newTasks: [
        { project: 'Apollo', task: 'design' },
        { project: 'Zephyr', task: 'Design' },
      ],
    });
    const totals = addCheck(addCheck(noCheck([{ line: 5, problem: 'text-too-long' }]), first), second);
    expect(totals).toEqual({
      toImport: 3,
      hours: 0.3,
      alreadyImported: 1,
      refused: [
        { line: 3, problem: 'person-not-found' },
        { line: 5, problem: 'text-too-long' },
        { line: 9, problem: 'date-invalid' },
      ],
      people: [
        { named: 'ada@example.com', userId: 'u1', name: 'Ada Lovelace' },
        { named: 'grace@example.com', userId: 'u2', name: 'Grace Hopper' },
      ],
      newProjects: ['Apollo', 'Zephyr'],
      newTasks: [
        { project: 'Apollo', task: 'Design' },
        { project: 'Zephyr', task: 'Design' },
      ],
    });
  });

  it('adds what each batch imported', () => {
    const batch = {
      result: 1 as const,
      imported: 2,
      hours: 4.35,
      alreadyImported: 1,
      refused: [],
      newProjects: ['Apollo'],
      newTasks: [],
    };
    expect(addImport(addImport(noImport(), batch), { ...batch, newProjects: [] })).toEqual({
      imported: 4,
      hours: 8.7,
      alreadyImported: 2,
      refused: [],
      newProjects: ['Apollo'],
      newTasks: [],
    });
  });
});

describe('sending batches', () => {
  const rows = (...lines: number[]) => lines.map((line) => ({ line, cells: [], occurrence: 0 }));

  it('sends each batch after the one before answered, and reports progress by rows', async () => {
    const sent: number[][] = [];
    const progress: number[] = [];
    const outcome = await sendBatches(
      [rows(2, 3), rows(4)],
      async (batch) => {
        sent.push(batch.map((row) => row.line));
        return checked({ toImport: batch.length });
      },
      addCheck,
      noCheck(),
      (done) => progress.push(done),
    );
    expect(sent).toEqual([[2, 3], [4]]);
    expect(progress).toEqual([2, 3]);
    expect(outcome.failure).toBeNull();
    expect(outcome.totals.toImport).toBe(3);
  });

  it('stops at the batch that fails, with what was done before it', async () => {
    const refusal = new Error('refused');
    let calls = 0;
    const outcome = await sendBatches(
      [rows(2, 3), rows(4, 5), rows(6)],
      async (batch) => {
        calls += 1;
        if (batch[0]?.line === 4) throw refusal;
        return checked({ toImport: batch.length });
      },
      addCheck,
      noCheck(),
      () => undefined,
    );
    expect(calls).toBe(2);
    expect(outcome.totals.toImport).toBe(2);
    expect(outcome.failure).toEqual({ error: refusal, lines: { from: 4, to: 5 } });
  });
});
