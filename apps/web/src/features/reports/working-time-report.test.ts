import type { User, WorkingTimeReportRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  reportablePeople,
  workingTimeDetails,
  workingTimeExportTable,
  workingTimeFileStem,
  workingTimePeople,
  workingTimeTotal,
} from './working-time-report.ts';

const row = (change: Partial<WorkingTimeReportRow>): WorkingTimeReportRow => ({
  userId: 'u1',
  userName: 'Ada Picker',
  month: '2026-10',
  expected: 0,
  worked: 0,
  credited: 0,
  balance: 0,
  closingBalance: 0,
  closed: false,
  vacationDays: 0,
  sickDays: 0,
  vacationRemaining: 0,
  ...change,
});

// Ada: October 176 h expected, 170.5 worked, 8 credited (a vacation day): +2.5, closing +2.5, closed.
// November (to the 15th): 80 expected, 71.25 worked, 16 credited (sick, two days): +7.25, closing 9.75.
// Bob: November 40 expected, 44.75 worked, nothing credited: +4.75 on a balance of -6, closing -1.25.
const ROWS = [
  row({
    month: '2026-10',
    expected: 176,
    worked: 170.5,
    credited: 8,
    balance: 2.5,
    closingBalance: 2.5,
    closed: true,
    vacationDays: 1,
    vacationRemaining: 20.5,
  }),
  row({
    month: '2026-11',
    expected: 80,
    worked: 71.25,
    credited: 16,
    balance: 7.25,
    closingBalance: 9.75,
    sickDays: 2,
    vacationRemaining: 20.5,
  }),
  row({
    userId: 'u2',
    userName: 'Bob Packer',
    month: '2026-11',
    expected: 40,
    worked: 44.75,
    balance: 4.75,
    closingBalance: -1.25,
    vacationRemaining: 12,
  }),
];
const period = { from: '2026-10-01', to: '2026-11-15' };

describe('the working-time report', () => {
  it("gathers each person's months and totals them: sums, then the last balance and vacation left", () => {
    const people = workingTimePeople(ROWS);
    expect(people.map((person) => [person.userName, person.rows.length])).toEqual([
      ['Ada Picker', 2],
      ['Bob Packer', 1],
    ]);
    expect(people[0]!.total).toEqual({
      expected: 256,
      worked: 241.75,
      credited: 24,
      balance: 9.75,
      closingBalance: 9.75,
      vacationDays: 1,
      vacationRemaining: 20.5,
      sickDays: 2,
    });
    expect(workingTimeTotal(people)).toEqual({
      expected: 296,
      worked: 286.5,
      credited: 24,
      balance: 14.5,
      closingBalance: 8.5,
      vacationDays: 1,
      vacationRemaining: 32.5,
      sickDays: 2,
    });
  });

  it('exports a row per person and month, each person’s total after their months, and the total last', () => {
    const table = workingTimeExportTable(workingTimePeople(ROWS), ['Period: x']);
    expect(table.title).toBe('Working Time Report');
    expect(table.details).toEqual(['Period: x']);
    expect(table.columns.map((column) => `${column.header}:${column.kind}`)).toEqual([
      'Person:text',
      'Month:text',
      'Expected:hours',
      'Worked:hours',
      'Credited:hours',
      'Balance:hours',
      'Closing balance:hours',
      'Vacation taken:hours',
      'Vacation remaining:hours',
      'Sick days:hours',
      'Closed:text',
    ]);
    expect(table.rows).toEqual([
      { cells: ['Ada Picker', 'October 2026', 176, 170.5, 8, 2.5, 2.5, 1, 20.5, 0, 'Closed'] },
      { cells: ['Ada Picker', 'November 2026', 80, 71.25, 16, 7.25, 9.75, 0, 20.5, 2, ''] },
      { cells: ['Ada Picker Total', '', 256, 241.75, 24, 9.75, 9.75, 1, 20.5, 2, ''], isSubtotal: true },
      { cells: ['Bob Packer', 'November 2026', 40, 44.75, 0, 4.75, -1.25, 0, 12, 0, ''] },
      { cells: ['Bob Packer Total', '', 40, 44.75, 0, 4.75, -1.25, 0, 12, 0, ''], isSubtotal: true },
    ]);
    expect(table.total).toEqual(['Total', '', 296, 286.5, 24, 14.5, 8.5, 1, 32.5, 2, '']);
  });

  it('exports an empty report as its total alone', () => {
    const table = workingTimeExportTable([], []);
    expect(table.rows).toEqual([]);
    expect(table.total).toEqual(['Total', '', 0, 0, 0, 0, 0, 0, 0, 0, '']);
  });

  it('describes the period and the people, everyone when none are chosen, ten names at most', () => {
    expect(workingTimeDetails(period, null)).toEqual([
      'Period: 2026-10-01 to 2026-11-15',
      'People: everyone',
    ]);
    expect(workingTimeDetails(period, [])).toEqual(['Period: 2026-10-01 to 2026-11-15', 'People: everyone']);
    expect(workingTimeDetails(period, ['Ada Picker', 'Bob Packer'])[1]).toBe(
      'People: Ada Picker, Bob Packer',
    );
    const names = Array.from({ length: 12 }, (_, index) => `P${index + 1}`);
    expect(workingTimeDetails(period, names)[1]).toBe(
      'People: P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 2 more',
    );
  });

  it('names the file after the period', () => {
    expect(workingTimeFileStem(period)).toBe('working-time-report-2026-10-01-2026-11-15');
  });

  it('offers an Admin everyone, a Manager themselves and the people of role User', () => {
    const person = (id: string, role: User['role']): User => ({
      id,
      name: id,
      email: `${id}@example.com`,
      role,
      last_login: null,
      active: true,
    });
    const users = [
      person('admin', 'Admin'),
      person('mia', 'Manager'),
      person('max', 'Manager'),
      person('ada', 'User'),
    ];
    expect(reportablePeople(users, { userId: 'admin', role: 'Admin' }).map((user) => user.id)).toEqual([
      'admin',
      'mia',
      'max',
      'ada',
    ]);
    expect(reportablePeople(users, { userId: 'mia', role: 'Manager' }).map((user) => user.id)).toEqual([
      'mia',
      'ada',
    ]);
  });
});
