import { recogniseImport } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  columnChoices,
  ImportFormSchema,
  importFormOf,
  isRequiredField,
  NO_COLUMN,
} from './import-form-schema.ts';

describe('the import mapping form', () => {
  it('is filled in from what the file was recognised as', () => {
    const recognised = recogniseImport([
      'Date',
      'Client',
      'Project',
      'Task',
      'Notes',
      'Hours',
      'First Name',
      'Last Name',
    ]);
    expect(importFormOf(recognised)).toEqual({
      date: 'Date',
      hours: 'Hours',
      email: NO_COLUMN,
      person: 'First Name',
      project: 'Project',
      task: 'Task',
      description: 'Notes',
      billable: NO_COLUMN,
      dateOrder: 'ymd',
      createMissing: false,
    });
  });

  it('requires a column for the date, the hours and the project only', () => {
    expect(
      ['date', 'hours', 'project', 'email', 'person', 'task', 'description', 'billable'].map((field) =>
        isRequiredField(field as never),
      ),
    ).toEqual([true, true, true, false, false, false, false, false]);
    const empty = ImportFormSchema.safeParse(importFormOf(recogniseImport(['A', 'B'])));
    expect(empty.error?.issues.map((issue) => issue.path[0])).toEqual(['date', 'hours', 'project']);
    expect(new Set(empty.error?.issues.map((issue) => issue.message))).toEqual(
      new Set(['Choose the column that holds this']),
    );
  });

  it('gives the mapping the calls send: a field read from no column is left out', () => {
    const values = {
      ...importFormOf(recogniseImport(['When', 'Time', 'Job'])),
      date: 'When',
      hours: 'Time',
      project: 'Job',
    };
    expect(ImportFormSchema.parse({ ...values, createMissing: true })).toEqual({
      mapping: { date: 'When', hours: 'Time', project: 'Job' },
      dateOrder: 'ymd',
      createMissing: true,
    });
  });

  it('offers each named column once', () => {
    expect(columnChoices(['Date', '', 'Hours', 'Date', ' '])).toEqual(['Date', 'Hours']);
  });
});
