// The rules of the working-time account (docs/working-time.md), as pure functions over what the
// database holds: no query runs here, so that the rules can be checked against hand-computed
// figures. Hours are centihours (hours × 100), vacation figures hundredths of a day.
import { addCalendarDays, calendarDaysBetween, type AbsenceStatus, type AbsenceType } from '@portal/contract';

/** What a contract (or the tenant's settings) says of a person's days and vacation. */
export interface Terms {
  /** Expected centihours of each weekday, Sunday first. */
  hoursPerWeekday: readonly number[];
  /** Vacation of a whole year, in half days. */
  vacationHalfDays: number;
  carryOver: boolean;
  /** MM-dd by which carried-over days must be taken, or null when they never expire. */
  carryOverExpires: string | null;
}

export interface Contract extends Terms {
  validFrom: string;
}

export interface HolidayOfDay {
  name: string;
  halfDay: boolean;
}

export interface AbsenceSpan {
  id: string;
  type: AbsenceType;
  status: AbsenceStatus;
  from: string;
  to: string;
  halfDay: boolean;
}

/** Everything the account needs of a person besides their logged time. */
export interface Basis {
  /** Oldest first. */
  contracts: readonly Contract[];
  /** The tenant's settings: before the first contract, and for a person without one. */
  defaults: Terms;
  accountStart: string;
  /** Holidays by date, the company's already in place of the country's on the same date. */
  holidays: ReadonlyMap<string, HolidayOfDay>;
  /** The person's absences; only approved and requested ones count. */
  absences: readonly AbsenceSpan[];
}

/** Absence types whose approved days are credited with the day's expected hours. */
const CREDITED_TYPES: readonly AbsenceType[] = ['vacation', 'sick', 'other'];
const COUNTED_STATUSES: readonly AbsenceStatus[] = ['approved', 'requested'];

/** Hundredths of a day of one full and one half absence day. */
const FULL_DAY = 100;
const HALF_DAY = 50;

/** The first day counted: the first contract's date, or the day the person was added. */
export const accountStartOf = (contracts: readonly Contract[], createdAt: string): string =>
  contracts[0]?.validFrom ?? createdAt.slice(0, 10);

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

// An account walks every day since its start or the last closed month: the dates and weekdays are
// counted on numbers, as parsing and formatting a Date for each day cost most of its time.
const SAKAMOTO = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
/** 0 for Sunday, as contracts count weekdays. */
const weekdayOf = (date: string) => {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month < 3 ? 1 : 0);
  const day = Number(date.slice(8, 10));
  return (
    (year +
      Math.floor(year / 4) -
      Math.floor(year / 100) +
      Math.floor(year / 400) +
      SAKAMOTO[month - 1]! +
      day) %
    7
  );
};
/** The last day of a month (yyyy-MM): day 0 of the next month. */
export const monthEndOf = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Every date of from..to. */
export function* datesOf(from: string, to: string): Generator<string> {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  let day = Number(from.slice(8, 10));
  for (let date = from; date <= to;) {
    yield date;
    day += 1;
    if (day > daysInMonth(year, month)) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
    date = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  }
}

/** One day as the account counts it, before the day's logged time. */
export interface DayFigures {
  date: string;
  expected: number;
  credited: number;
  holiday: HolidayOfDay | null;
  /** Approved and requested absences covering the day. */
  absences: AbsenceSpan[];
  beforeStart: boolean;
}

/** One person's vacation in one year, in hundredths of a day. */
export interface VacationFigures {
  year: number;
  allowance: number;
  carriedOver: number;
  carriedOverExpires: string | null;
  expired: number;
  taken: number;
  planned: number;
  remaining: number;
}

/** The rules applied to one person's basis; answers are memoised, so keep one per request. */
export class AccountRules {
  private readonly covering = new Map<string, AbsenceSpan[]>();
  private readonly vacationByYear = new Map<number, VacationFigures>();

  constructor(
    readonly basis: Basis,
    /** The tenant's today: vacation days up to it are taken, later ones planned. */
    private readonly today: string,
  ) {
    for (const absence of basis.absences) {
      if (!COUNTED_STATUSES.includes(absence.status)) continue;
      for (const date of datesOf(absence.from, absence.to)) {
        const list = this.covering.get(date);
        if (list) list.push(absence);
        else this.covering.set(date, [absence]);
      }
    }
  }

  /** The contract in effect on `date`: the latest that starts on or before it, else the defaults. */
  termsOn(date: string): Terms {
    const { contracts } = this.basis;
    for (let index = contracts.length - 1; index >= 0; index -= 1) {
      if (contracts[index]!.validFrom <= date) return contracts[index]!;
    }
    return this.basis.defaults;
  }

  /** The day's expected centihours from contract and holidays, before absences. */
  plannedOn(date: string): number {
    if (date < this.basis.accountStart) return 0;
    const base = this.termsOn(date).hoursPerWeekday[weekdayOf(date)] ?? 0;
    const holiday = this.basis.holidays.get(date);
    if (!holiday) return base;
    return holiday.halfDay ? Math.floor(base / 2) : 0;
  }

  /** Whether `date` has hours to log: expected hours no approved full-day absence covers. */
  expectsWork(date: string): boolean {
    if (this.plannedOn(date) === 0) return false;
    const absences = this.covering.get(date) ?? [];
    return !absences.some((absence) => absence.status === 'approved' && !absence.halfDay);
  }

  /** The day's expected and credited centihours. */
  private hoursOn(date: string): { expected: number; credited: number } {
    const planned = this.plannedOn(date);
    // Requests never overlap, so at most one approved absence covers a day.
    const approved = this.covering.get(date)?.find((absence) => absence.status === 'approved');
    if (!approved) return { expected: planned, credited: 0 };
    const expected = approved.type === 'unpaid' ? 0 : planned;
    if (!CREDITED_TYPES.includes(approved.type)) return { expected, credited: 0 };
    return { expected, credited: approved.halfDay ? Math.floor(expected / 2) : expected };
  }

  /** The day's expected and credited centihours, its holiday and absences. */
  day(date: string): DayFigures {
    return {
      date,
      ...this.hoursOn(date),
      holiday: this.basis.holidays.get(date) ?? null,
      absences: this.covering.get(date) ?? [],
      beforeStart: date < this.basis.accountStart,
    };
  }

  /**
   * Hundredths of a day an absence counts within from..to: each day with expected hours before
   * absences counts one, a half day one half.
   */
  absenceDays(absence: AbsenceSpan, from = absence.from, to = absence.to): number {
    let days = 0;
    for (const date of datesOf(later(absence.from, from), earlier(absence.to, to))) {
      if (this.plannedOn(date) > 0) days += absence.halfDay ? HALF_DAY : FULL_DAY;
    }
    return days;
  }

  /** Hundredths of days of the approved absences of `type` within from..to. */
  approvedDays(type: AbsenceType, from: string, to: string): number {
    return this.basis.absences
      .filter((absence) => absence.type === type && absence.status === 'approved')
      .filter((absence) => absence.from <= to && absence.to >= from)
      .reduce((sum, absence) => sum + this.absenceDays(absence, from, to), 0);
  }

  /** The vacation account of `year`. */
  vacation(year: number): VacationFigures {
    const known = this.vacationByYear.get(year);
    if (known) return known;
    const figures = this.computeVacation(year);
    this.vacationByYear.set(year, figures);
    return figures;
  }

  private computeVacation(year: number): VacationFigures {
    const yearStart = `${year}-01-01`;
    const yearEnd = `${year}-12-31`;
    const { accountStart } = this.basis;
    if (yearEnd < accountStart) {
      return {
        year,
        allowance: 0,
        carriedOver: 0,
        carriedOverExpires: null,
        expired: 0,
        taken: 0,
        planned: 0,
        remaining: 0,
      };
    }
    // Pro rata over the contract segments of the year; the sum is rounded once, to hundredths.
    const first = later(accountStart, yearStart);
    const starts = [
      first,
      ...this.basis.contracts
        .map((contract) => contract.validFrom)
        .filter((date) => date > first && date <= yearEnd),
    ];
    let halfDayShares = 0;
    for (const [index, start] of starts.entries()) {
      const end = index + 1 < starts.length ? addCalendarDays(starts[index + 1]!, -1) : yearEnd;
      halfDayShares += this.termsOn(start).vacationHalfDays * (calendarDaysBetween(start, end) + 1);
    }
    const allowance = Math.round((halfDayShares * HALF_DAY) / (isLeapYear(year) ? 366 : 365));

    const onNewYear = this.termsOn(yearStart);
    const carriedOver = onNewYear.carryOver ? Math.max(0, this.vacation(year - 1).remaining) : 0;
    const carriedOverExpires =
      onNewYear.carryOver && onNewYear.carryOverExpires ? `${year}-${onNewYear.carryOverExpires}` : null;

    let byExpiry = 0;
    let taken = 0;
    let planned = 0;
    for (const absence of this.basis.absences) {
      if (absence.type !== 'vacation' || !COUNTED_STATUSES.includes(absence.status)) continue;
      if (absence.to < yearStart || absence.from > yearEnd) continue;
      for (const date of datesOf(later(absence.from, yearStart), earlier(absence.to, yearEnd))) {
        if (this.plannedOn(date) === 0) continue;
        const days = absence.halfDay ? HALF_DAY : FULL_DAY;
        if (carriedOverExpires && date <= carriedOverExpires) byExpiry += days;
        if (absence.status === 'approved' && date <= this.today) taken += days;
        else planned += days;
      }
    }
    // Counted whether or not the expiry has passed, so that `remaining` never offers days that
    // will have expired by the time they could be taken.
    const expired = carriedOverExpires ? Math.max(0, carriedOver - byExpiry) : 0;
    return {
      year,
      allowance,
      carriedOver,
      carriedOverExpires,
      expired,
      taken,
      planned,
      remaining: allowance + carriedOver - expired - taken - planned,
    };
  }

  /** Credited minus expected centihours over from..to: a balance's change besides logged time. */
  creditedLessExpected(from: string, to: string): number {
    let sum = 0;
    for (const date of datesOf(from, to)) {
      const { expected, credited } = this.hoursOn(date);
      sum += credited - expected;
    }
    return sum;
  }
}

export interface Totals {
  expected: number;
  worked: number;
  credited: number;
  balance: number;
}

export interface AccountDay extends DayFigures {
  worked: number;
  balance: number;
  closed: boolean;
}

export interface AccountMonth extends Totals {
  month: string;
  closingBalance: number;
  closed: boolean;
}

export interface AccountFigures {
  days: AccountDay[];
  totals: Totals;
  openingBalance: number;
  closingBalance: number;
  months: AccountMonth[];
  /** Hundredths of days of approved sick leave and vacation in the period. */
  sickDays: number;
  vacationDays: number;
  /** The vacation account of the year `to` falls in. */
  vacation: VacationFigures;
}

/** Where the running balance of a period starts from. */
export interface Opening {
  /** The first day not yet in `balance`: the account's start, or the day after a closed month. */
  from: string;
  /** The balance at the end of the day before `from`: 0, or a closed month's stored balance. */
  balance: number;
  /** Logged centihours from `from` to the day before the period. */
  workedBefore: number;
}

/**
 * The day from which a period's opening balance is summed, and the balance there: the day after
 * the latest closed month before the period, with its stored balance, unless that lies before the
 * account's start.
 */
export function openingPoint(
  accountStart: string,
  latestClosedBefore: { month: string; closingBalance: number } | undefined,
): { from: string; balance: number } {
  if (latestClosedBefore) {
    const after = addCalendarDays(monthEndOf(latestClosedBefore.month), 1);
    if (after >= accountStart) return { from: after, balance: latestClosedBefore.closingBalance };
  }
  return { from: accountStart, balance: 0 };
}

/**
 * One person's account over from..to: each day, the period's and each month's totals, the
 * running balance before and after the period and at each month's end. A closed month's stored
 * balance replaces the running balance at its end, so that a later balance is the same whichever
 * period it is read with.
 */
export function computeAccount(
  rules: AccountRules,
  period: {
    from: string;
    to: string;
    /** Logged centihours by date within the period. */
    worked: ReadonlyMap<string, number>;
    opening: Opening;
    /** Stored closing balances of the person's closed months that the period touches. */
    closedMonths: ReadonlyMap<string, number>;
  },
): AccountFigures {
  const { from, to, worked, opening, closedMonths } = period;
  const openingBalance =
    opening.from < from
      ? opening.balance +
        opening.workedBefore +
        rules.creditedLessExpected(opening.from, addCalendarDays(from, -1))
      : opening.balance;
  const totals: Totals = { expected: 0, worked: 0, credited: 0, balance: 0 };
  const days: AccountDay[] = [];
  const months: AccountMonth[] = [];
  let running = openingBalance;
  for (const date of datesOf(from, to)) {
    const figures = rules.day(date);
    const month = date.slice(0, 7);
    const dayWorked = worked.get(date) ?? 0;
    const balance = figures.beforeStart ? 0 : dayWorked + figures.credited - figures.expected;
    const closed = closedMonths.has(month);
    running += balance;
    if (closed && date === monthEndOf(month)) running = closedMonths.get(month)!;
    days.push({ ...figures, worked: dayWorked, balance, closed });
    let row = months.at(-1);
    if (row?.month !== month) {
      row = { month, expected: 0, worked: 0, credited: 0, balance: 0, closingBalance: 0, closed };
      months.push(row);
    }
    for (const target of [row, totals]) {
      target.expected += figures.expected;
      target.worked += dayWorked;
      target.credited += figures.credited;
      target.balance += balance;
    }
    row.closingBalance = running;
  }
  return {
    days,
    totals,
    openingBalance,
    closingBalance: running,
    months,
    sickDays: rules.approvedDays('sick', from, to),
    vacationDays: rules.approvedDays('vacation', from, to),
    vacation: rules.vacation(Number(to.slice(0, 4))),
  };
}
