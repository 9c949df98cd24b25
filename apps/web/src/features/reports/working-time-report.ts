import { monthLabel, type Role, type User, type WorkingTimeReportRow } from '@portal/contract';
import type { ExportColumn, ExportRow, ExportTable } from '../../lib/export/table.ts';
import type { Period } from './periods.ts';

export const WORKING_TIME_REPORT_TITLE = 'Working Time Report';

/** A person's figures over the rows of the report: the sums, and the balance and vacation left at the end. */
export interface WorkingTimeFigures {
  expected: number;
  worked: number;
  credited: number;
  balance: number;
  /** The running balance at the end of the person's last row. */
  closingBalance: number;
  /** Vacation days taken in the rows. */
  vacationDays: number;
  /** Vacation days left as the last row's year's account says. */
  vacationRemaining: number;
  sickDays: number;
}

/** One person's rows of the report, a month each, and their figures over all of them. */
export interface WorkingTimePerson {
  userId: string;
  userName: string;
  rows: WorkingTimeReportRow[];
  total: WorkingTimeFigures;
}

/**
 * The people whose working time `viewer` may report on: an Admin everyone, a Manager themselves
 * and the people of role User, as the server lets them read accounts.
 */
export function reportablePeople(users: readonly User[], viewer: { userId: string; role: Role }): User[] {
  if (viewer.role === 'Admin') return [...users];
  return users.filter((user) => user.id === viewer.userId || user.role === 'User');
}

/** Names a details line lists in full; beyond them it says how many more. */
const NAMES_LISTED = 10;

const NO_FIGURES: WorkingTimeFigures = {
  expected: 0,
  worked: 0,
  credited: 0,
  balance: 0,
  closingBalance: 0,
  vacationDays: 0,
  vacationRemaining: 0,
  sickDays: 0,
};

/** Sums of hours and days, kept to the hundredth that each figure is given in. */
const add = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/**
 * The report's rows by person, in the answer's order (by name, then month), each with its total:
 * hours, vacation and sick days summed, the closing balance and the vacation left as the last
 * month says.
 */
export function workingTimePeople(rows: readonly WorkingTimeReportRow[]): WorkingTimePerson[] {
  const people = new Map<string, WorkingTimePerson>();
  for (const row of rows) {
    const person = people.get(row.userId) ?? {
      userId: row.userId,
      userName: row.userName,
      rows: [],
      total: NO_FIGURES,
    };
    person.rows.push(row);
    person.total = {
      expected: add(person.total.expected, row.expected),
      worked: add(person.total.worked, row.worked),
      credited: add(person.total.credited, row.credited),
      balance: add(person.total.balance, row.balance),
      closingBalance: row.closingBalance,
      vacationDays: add(person.total.vacationDays, row.vacationDays),
      vacationRemaining: row.vacationRemaining,
      sickDays: add(person.total.sickDays, row.sickDays),
    };
    people.set(row.userId, person);
  }
  return [...people.values()];
}

/**
 * Everyone's figures together: each sum of the people's totals, the closing balances and the
 * vacation left included, which are what the company owes its people at the end of the period.
 */
export function workingTimeTotal(people: readonly WorkingTimePerson[]): WorkingTimeFigures {
  return people.reduce(
    (sum, { total }) => ({
      expected: add(sum.expected, total.expected),
      worked: add(sum.worked, total.worked),
      credited: add(sum.credited, total.credited),
      balance: add(sum.balance, total.balance),
      closingBalance: add(sum.closingBalance, total.closingBalance),
      vacationDays: add(sum.vacationDays, total.vacationDays),
      vacationRemaining: add(sum.vacationRemaining, total.vacationRemaining),
      sickDays: add(sum.sickDays, total.sickDays),
    }),
    NO_FIGURES,
  );
}

/** The lines under the export's title: the period, and the people it covers. */
export function workingTimeDetails(period: Period, chosenNames: readonly string[] | null): string[] {
  const names =
    chosenNames === null || chosenNames.length === 0
      ? 'everyone'
      : chosenNames.length > NAMES_LISTED
        ? `${chosenNames.slice(0, NAMES_LISTED).join(', ')} and ${chosenNames.length - NAMES_LISTED} more`
        : chosenNames.join(', ');
  return [`Period: ${period.from} to ${period.to}`, `People: ${names}`];
}

/** The file name of the report's export, before the format: working-time-report-2026-11-01-2026-11-30. */
export const workingTimeFileStem = (period: Period) => `working-time-report-${period.from}-${period.to}`;

/** The report's columns, on screen and in every export. */
export const WORKING_TIME_COLUMNS: ExportColumn[] = [
  { header: 'Person', kind: 'text' },
  { header: 'Month', kind: 'text' },
  { header: 'Expected', kind: 'hours' },
  { header: 'Worked', kind: 'hours' },
  { header: 'Credited', kind: 'hours' },
  { header: 'Balance', kind: 'hours' },
  { header: 'Closing balance', kind: 'hours' },
  { header: 'Vacation taken', kind: 'hours' },
  { header: 'Vacation remaining', kind: 'hours' },
  { header: 'Sick days', kind: 'hours' },
  { header: 'Closed', kind: 'text' },
];

/** The figure cells of a row, in the order of the columns. */
export const figureCells = (figures: WorkingTimeFigures): number[] => [
  figures.expected,
  figures.worked,
  figures.credited,
  figures.balance,
  figures.closingBalance,
  figures.vacationDays,
  figures.vacationRemaining,
  figures.sickDays,
];

/** What the Closed column says of a month: closed, or nothing. */
export const closedMark = (closed: boolean) => (closed ? 'Closed' : '');

/**
 * The report as exported: a row per person and month, hours and days as numbers, each person's
 * months followed by their total, '<person> Total', and everyone's total last.
 */
export function workingTimeExportTable(people: readonly WorkingTimePerson[], details: string[]): ExportTable {
  const rows: ExportRow[] = [];
  for (const person of people) {
    for (const row of person.rows) {
      rows.push({
        cells: [person.userName, monthLabel(row.month), ...figureCells(row), closedMark(row.closed)],
      });
    }
    rows.push({
      cells: [`${person.userName} Total`, '', ...figureCells(person.total), ''],
      isSubtotal: true,
    });
  }
  return {
    title: WORKING_TIME_REPORT_TITLE,
    details,
    columns: WORKING_TIME_COLUMNS,
    rows,
    total: ['Total', '', ...figureCells(workingTimeTotal(people)), ''],
  };
}
