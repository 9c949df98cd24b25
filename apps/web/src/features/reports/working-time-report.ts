import {
  defineMessages,
  monthLabel,
  type MessageDescriptor,
  type Role,
  type User,
  type WorkingTimeReportRow,
} from '@portal/contract';
import type { ExportColumn, ExportColumnKind, ExportRow, ExportTable } from '@portal/export';
import { currentLocale, t } from '../../lib/i18n/intl.ts';
import { formattingLocale } from '../../lib/i18n/locale.ts';
import { REPORT_MESSAGES } from './messages.ts';
import type { Period } from './periods.ts';
import { listNames, periodDetail } from './report-export.ts';

const messages = defineMessages({
  title: { id: 'reports.working-time.title', defaultMessage: 'Working Time Report' },
  people: { id: 'reports.working-time.people', defaultMessage: 'People: {names}' },
  everyone: { id: 'reports.working-time.everyone', defaultMessage: 'People: everyone' },
  closed: {
    id: 'reports.working-time.closed',
    defaultMessage: 'Closed',
    description: 'What the Closed column says of a closed month.',
  },
});

const COLUMNS = defineMessages({
  person: { id: 'reports.working-time.column.person', defaultMessage: 'Person' },
  month: { id: 'reports.working-time.column.month', defaultMessage: 'Month' },
  expected: { id: 'reports.working-time.column.expected', defaultMessage: 'Expected' },
  worked: { id: 'reports.working-time.column.worked', defaultMessage: 'Worked' },
  credited: { id: 'reports.working-time.column.credited', defaultMessage: 'Credited' },
  balance: { id: 'reports.working-time.column.balance', defaultMessage: 'Balance' },
  closingBalance: { id: 'reports.working-time.column.closing-balance', defaultMessage: 'Closing balance' },
  vacationTaken: { id: 'reports.working-time.column.vacation-taken', defaultMessage: 'Vacation taken' },
  vacationRemaining: {
    id: 'reports.working-time.column.vacation-remaining',
    defaultMessage: 'Vacation remaining',
  },
  sickDays: { id: 'reports.working-time.column.sick-days', defaultMessage: 'Sick days' },
  closed: { id: 'reports.working-time.column.closed', defaultMessage: 'Closed' },
});

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
  const people =
    chosenNames === null || chosenNames.length === 0
      ? t(messages.everyone)
      : t(messages.people, { names: listNames(chosenNames) });
  return [periodDetail(period), people];
}

/** The file name of the report's export, before the format: working-time-report-2026-11-01-2026-11-30. */
export const workingTimeFileStem = (period: Period) => `working-time-report-${period.from}-${period.to}`;

const COLUMN_KINDS: [MessageDescriptor, ExportColumnKind][] = [
  [COLUMNS.person, 'text'],
  [COLUMNS.month, 'text'],
  [COLUMNS.expected, 'hours'],
  [COLUMNS.worked, 'hours'],
  [COLUMNS.credited, 'hours'],
  [COLUMNS.balance, 'hours'],
  [COLUMNS.closingBalance, 'hours'],
  [COLUMNS.vacationTaken, 'hours'],
  [COLUMNS.vacationRemaining, 'hours'],
  [COLUMNS.sickDays, 'hours'],
  [COLUMNS.closed, 'text'],
];

/** The report's columns, on screen and in every export. */
export const workingTimeColumns = (): ExportColumn[] =>
  COLUMN_KINDS.map(([header, kind]) => ({ header: t(header), kind }));

/** A month of the report as a person reads it: 'November 2026'. */
export const reportMonth = (month: string): string => monthLabel(month, formattingLocale(currentLocale()));

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
export const closedMark = (closed: boolean) => (closed ? t(messages.closed) : '');

/**
 * The report as exported: a row per person and month, hours and days as numbers, each person's
 * months followed by their total, '<person> Total', and everyone's total last.
 */
export function workingTimeExportTable(people: readonly WorkingTimePerson[], details: string[]): ExportTable {
  const rows: ExportRow[] = [];
  for (const person of people) {
    for (const row of person.rows) {
      rows.push({
        cells: [person.userName, reportMonth(row.month), ...figureCells(row), closedMark(row.closed)],
      });
    }
    rows.push({
      cells: [t(REPORT_MESSAGES.subtotal, { name: person.userName }), '', ...figureCells(person.total), ''],
      isSubtotal: true,
    });
  }
  return {
    title: t(messages.title),
    details,
    columns: workingTimeColumns(),
    rows,
    total: [t(REPORT_MESSAGES.total), '', ...figureCells(workingTimeTotal(people)), ''],
  };
}
