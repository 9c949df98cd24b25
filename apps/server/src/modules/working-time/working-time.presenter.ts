import type {
  GetWorkingTimeAnswer,
  Holiday,
  VacationAccount,
  WorkContract,
  WorkingTimeReportRow,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { WorkContractTable } from '../../db/schema.ts';
import { toHours } from '../../lib/centihours.ts';
import type { AccountFigures, Contract, Terms, Totals, VacationFigures } from './account.ts';

/** A stored contract as the rules read it. */
export const contractOf = (row: Selectable<WorkContractTable>): Contract => ({
  validFrom: row.valid_from,
  hoursPerWeekday: row.hours_per_weekday.split(',').map(Number),
  vacationHalfDays: Number(row.vacation_half_days),
  carryOver: Number(row.carry_over) === 1,
  carryOverExpires: row.carry_over_expires,
});

export function presentContract(
  row: Selectable<WorkContractTable> & { saved_by_name: string | null },
): WorkContract {
  const contract = contractOf(row);
  return {
    validFrom: contract.validFrom,
    hoursPerWeekday: contract.hoursPerWeekday.map(toHours),
    vacationDays: contract.vacationHalfDays / 2,
    carryOver: contract.carryOver,
    carryOverExpires: contract.carryOverExpires,
    savedAt: row.saved_at,
    savedBy: row.saved_by_name ?? '',
  };
}

export const presentDefaults = (defaults: Terms) => ({
  hoursPerWeekday: defaults.hoursPerWeekday.map(toHours),
  vacationDays: defaults.vacationHalfDays / 2,
});

/** Hundredths of a day as days. */
const days = (hundredths: number) => hundredths / 100;

export const presentVacation = (figures: VacationFigures): VacationAccount => ({
  year: figures.year,
  allowance: days(figures.allowance),
  carriedOver: days(figures.carriedOver),
  carriedOverExpires: figures.carriedOverExpires,
  expired: days(figures.expired),
  taken: days(figures.taken),
  planned: days(figures.planned),
  remaining: days(figures.remaining),
});

const presentTotals = (totals: Totals) => ({
  expected: toHours(totals.expected),
  worked: toHours(totals.worked),
  credited: toHours(totals.credited),
  balance: toHours(totals.balance),
});

export function presentAccount(
  user: { id: string; name: string },
  accountStart: string,
  figures: AccountFigures,
): GetWorkingTimeAnswer {
  return {
    result: 1,
    user,
    accountStart,
    days: figures.days.map((day) => ({
      date: day.date,
      ...presentTotals(day),
      holiday: day.holiday && { name: day.holiday.name, halfDay: day.holiday.halfDay },
      absences: day.absences.map((absence) => ({
        id: absence.id,
        type: absence.type,
        status: absence.status,
        halfDay: absence.halfDay,
      })),
      beforeStart: day.beforeStart,
      closed: day.closed,
    })),
    totals: presentTotals(figures.totals),
    openingBalance: toHours(figures.openingBalance),
    closingBalance: toHours(figures.closingBalance),
    months: figures.months.map((month) => ({
      month: month.month,
      ...presentTotals(month),
      closingBalance: toHours(month.closingBalance),
      closed: month.closed,
    })),
    sickDays: days(figures.sickDays),
    vacationDays: days(figures.vacationDays),
    vacation: presentVacation(figures.vacation),
  };
}

/** One row of the payroll report, from a month of an account and its vacation and sick days. */
export const presentReportRow = (
  user: { id: string; name: string },
  month: AccountFigures['months'][number],
  extra: { vacationDays: number; sickDays: number; vacationRemaining: number },
): WorkingTimeReportRow => ({
  userId: user.id,
  userName: user.name,
  month: month.month,
  ...presentTotals(month),
  closingBalance: toHours(month.closingBalance),
  closed: month.closed,
  vacationDays: days(extra.vacationDays),
  sickDays: days(extra.sickDays),
  vacationRemaining: days(extra.vacationRemaining),
});

export const presentHoliday = (date: string, holiday: Omit<Holiday, 'date'>): Holiday => ({
  date,
  ...holiday,
});
