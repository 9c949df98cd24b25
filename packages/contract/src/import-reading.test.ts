import { describe, expect, it } from 'vitest';
import {
  importOccurrences,
  readImportBillable,
  readImportDate,
  readImportHours,
  readImportRow,
  recogniseImport,
} from './import-reading.ts';

describe('reading an import file', () => {
  it('reads hours written as decimals or as a clock, rounded to hundredths', () => {
    expect(readImportHours('2.50')).toBe(2.5);
    expect(readImportHours('1,25')).toBe(1.25);
    expect(readImportHours('01:30:00')).toBe(1.5);
    expect(readImportHours('0:20')).toBe(0.33);
    expect(readImportHours('1:45')).toBe(1.75);
    expect(readImportHours('')).toBeNull();
    expect(readImportHours('two')).toBeNull();
    expect(readImportHours('1:75')).toBeNull();
    expect(readImportHours('-1')).toBeNull();
  });

  it('reads dates in the order the file writes them, and refuses impossible ones', () => {
    expect(readImportDate('2026-03-02', 'ymd')).toBe('2026-03-02');
    expect(readImportDate('2026-03-02 09:00', 'ymd')).toBe('2026-03-02');
    expect(readImportDate('03/02/2026', 'mdy')).toBe('2026-03-02');
    expect(readImportDate('2.3.2026', 'dmy')).toBe('2026-03-02');
    expect(readImportDate('02/30/2026', 'mdy')).toBeNull();
    expect(readImportDate('03/02/2026', 'ymd')).toBeNull();
    expect(readImportDate('yesterday', 'ymd')).toBeNull();
  });

  it('reads yes and no in the ways exports write them, and nothing else', () => {
    expect(readImportBillable('Yes')).toBe(true);
    expect(readImportBillable('false')).toBe(false);
    expect(readImportBillable('')).toBeNull();
    expect(readImportBillable('maybe')).toBeNull();
  });

  it('recognises each export by its header, and maps its columns', () => {
    const clockify = recogniseImport(
      'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal)'.split(
        ',',
      ),
    );
    expect(clockify).toEqual({
      source: 'clockify',
      dateOrder: 'mdy',
      mapping: {
        date: 'Start Date',
        hours: 'Duration (decimal)',
        email: 'Email',
        project: 'Project',
        task: 'Task',
        description: 'Description',
        billable: 'Billable',
      },
    });
    expect(
      recogniseImport(
        '\uFEFFUser,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags'.split(
          ',',
        ),
      ).source,
    ).toBe('toggl');
    expect(
      recogniseImport('Date,Client,Project,Task,Notes,Hours,First Name,Last Name'.split(',')).mapping,
    ).toMatchObject({
      person: 'First Name',
    });
    expect(
      recogniseImport('Date,From,To,Duration,User,Customer,Project,Activity,Description'.split(',')).source,
    ).toBe('kimai');
    expect(recogniseImport(['Day', 'Hours'])).toEqual({ source: 'csv', mapping: {}, dateOrder: 'ymd' });
  });

  it("reads a row through a mapping, naming Harvest's person by first and last name", () => {
    const columns = ['Date', 'Hours', 'First Name', 'Last Name', 'Project', 'Task', 'Notes'];
    const mapping = { date: 'Date', hours: 'Hours', person: 'First Name', project: 'Project', task: 'Task' };
    expect(
      readImportRow(
        columns,
        mapping,
        'ymd',
        ['2026-03-16', '3.5', 'Uma', 'Member', 'Harbour', '', 'x'],
        'harvest',
      ),
    ).toEqual({
      date: '2026-03-16',
      hours: 3.5,
      email: null,
      person: 'Uma Member',
      project: 'Harbour',
      task: 'General',
      description: '',
      billable: null,
    });
    expect(readImportRow(columns, mapping, 'ymd', ['2026-03-16', '0', 'Uma'], 'csv')).toEqual({
      problem: 'hours-invalid',
    });
    expect(readImportRow(columns, mapping, 'ymd', ['2026-03-16', '1', '', '', 'P'], 'csv')).toEqual({
      problem: 'person-missing',
    });
  });

  it('numbers identical rows, so that each is an entry of its own and keeps its identity', () => {
    expect(importOccurrences([['a'], ['b'], ['a'], ['a']])).toEqual([0, 0, 1, 2]);
  });
});
