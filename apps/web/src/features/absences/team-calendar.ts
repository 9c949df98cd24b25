import { ABSENCE_TYPE_LABELS, type Absence, type AbsenceType, type Holiday } from '@portal/contract';
import { format } from 'date-fns';
import { fromIsoDate } from '../../lib/dates.ts';
import { monthDates } from '../../lib/months.ts';

/** The letter each absence type shows in the calendar, so that it never rests on colour. */
export const ABSENCE_MARKS: Record<AbsenceType, string> = {
  vacation: 'V',
  sick: 'S',
  overtime: 'O',
  unpaid: 'U',
  other: 'P',
};
export const HOLIDAY_MARK = 'H';
/** Added to the letter of a request not decided yet. */
export const REQUESTED_MARK = '?';
export const HALF_DAY_MARK = '½';

/** What a day of a person shows, in the order it wins: a holiday, an approved, a requested absence. */
export type CellKind = 'holiday' | 'approved' | 'requested' | 'none';

export interface CalendarCell {
  date: string;
  kind: CellKind;
  weekend: boolean;
  /** The letters shown: 'V', 'S?', 'V½', 'H'; empty for nothing. */
  mark: string;
  /** What the cell says in words, for its accessible name and title; empty for nothing. */
  text: string;
}

export interface CalendarDay {
  date: string;
  /** 'Mo', 'Tu', ... */
  weekday: string;
  /** The day of the month: '1' to '31'. */
  day: string;
  weekend: boolean;
  holiday: Holiday | null;
}

export interface CalendarRow {
  person: { id: string; name: string };
  cells: CalendarCell[];
}

export interface TeamCalendar {
  days: CalendarDay[];
  rows: CalendarRow[];
}

const isWeekend = (date: string) => [0, 6].includes(fromIsoDate(date).getDay());

const holidayText = (holiday: Holiday) => `Holiday: ${holiday.name}${holiday.halfDay ? ' (half day)' : ''}`;

function absenceCell(absence: Absence): Pick<CalendarCell, 'kind' | 'mark' | 'text'> {
  const requested = absence.status === 'requested';
  return {
    kind: requested ? 'requested' : 'approved',
    mark: `${ABSENCE_MARKS[absence.type]}${absence.halfDay ? HALF_DAY_MARK : ''}${requested ? REQUESTED_MARK : ''}`,
    text: `${ABSENCE_TYPE_LABELS[absence.type]}${absence.halfDay ? ', half day' : ''}${
      requested ? ', requested' : ', approved'
    }`,
  };
}

/**
 * The month's team calendar: a row per person (in the order given) and a cell per day. A holiday
 * shows on everyone's day; an absence on the days of its range that are neither a weekend nor a
 * holiday, which it does not count; an approved absence wins over a request. Rejected and cancelled
 * absences show nothing.
 */
export function buildTeamCalendar(
  month: string,
  people: readonly { id: string; name: string }[],
  absences: readonly Absence[],
  holidays: readonly Holiday[],
): TeamCalendar {
  const holidayOn = new Map(holidays.map((holiday) => [holiday.date, holiday]));
  const days: CalendarDay[] = monthDates(month).map((date) => ({
    date,
    weekday: format(fromIsoDate(date), 'EEEEEE'),
    day: String(Number(date.slice(8))),
    weekend: isWeekend(date),
    holiday: holidayOn.get(date) ?? null,
  }));
  const shown = absences.filter((absence) => absence.status === 'approved' || absence.status === 'requested');
  const rows = people.map((person) => {
    const own = shown.filter((absence) => absence.userId === person.id);
    const cells = days.map((day): CalendarCell => {
      const base = { date: day.date, weekend: day.weekend };
      if (day.holiday) {
        return { ...base, kind: 'holiday', mark: HOLIDAY_MARK, text: holidayText(day.holiday) };
      }
      const covering = day.weekend
        ? []
        : own.filter((absence) => absence.from <= day.date && day.date <= absence.to);
      const absence = covering.find((one) => one.status === 'approved') ?? covering[0];
      if (!absence) return { ...base, kind: 'none', mark: '', text: day.weekend ? 'Weekend' : '' };
      return { ...base, ...absenceCell(absence) };
    });
    return { person, cells };
  });
  return { days, rows };
}
