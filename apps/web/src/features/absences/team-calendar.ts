import { defineMessages, type Absence, type AbsenceType, type Holiday } from '@portal/contract';
import { fromIsoDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n/intl.ts';
import { monthDates } from '../../lib/months.ts';
import { absenceTypeName } from '../../lib/absence-day.ts';

/**
 * The letter each absence type (and a holiday) shows in the calendar, so that it never rests on
 * colour; the legend names each.
 */
const MARKS = defineMessages({
  vacation: {
    id: 'absences.calendar.mark.vacation',
    defaultMessage: 'V',
    description: 'One letter for Vacation in the team calendar',
  },
  sick: { id: 'absences.calendar.mark.sick', defaultMessage: 'S', description: 'One letter for Sick' },
  overtime: {
    id: 'absences.calendar.mark.overtime',
    defaultMessage: 'O',
    description: 'One letter for Overtime compensation',
  },
  unpaid: {
    id: 'absences.calendar.mark.unpaid',
    defaultMessage: 'U',
    description: 'One letter for Unpaid leave',
  },
  other: {
    id: 'absences.calendar.mark.other',
    defaultMessage: 'P',
    description: 'One letter for Other paid absence',
  },
  holiday: {
    id: 'absences.calendar.mark.holiday',
    defaultMessage: 'H',
    description: 'One letter for Holiday',
  },
});

/** The letter of an absence type in the calendar. */
export const absenceMark = (type: AbsenceType): string => t(MARKS[type]);
/** The letter of a holiday in the calendar. */
export const holidayMark = (): string => t(MARKS.holiday);
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

/** Each weekday's name over its column: two letters or so. */
const WEEKDAY_HEADS = defineMessages({
  sunday: { id: 'absences.calendar.weekday.sunday', defaultMessage: 'Su', description: 'Sunday, shortest' },
  monday: { id: 'absences.calendar.weekday.monday', defaultMessage: 'Mo', description: 'Monday, shortest' },
  tuesday: {
    id: 'absences.calendar.weekday.tuesday',
    defaultMessage: 'Tu',
    description: 'Tuesday, shortest',
  },
  wednesday: {
    id: 'absences.calendar.weekday.wednesday',
    defaultMessage: 'We',
    description: 'Wednesday, shortest',
  },
  thursday: {
    id: 'absences.calendar.weekday.thursday',
    defaultMessage: 'Th',
    description: 'Thursday, shortest',
  },
  friday: { id: 'absences.calendar.weekday.friday', defaultMessage: 'Fr', description: 'Friday, shortest' },
  saturday: {
    id: 'absences.calendar.weekday.saturday',
    defaultMessage: 'Sa',
    description: 'Saturday, shortest',
  },
});

const messages = defineMessages({
  holiday: { id: 'absences.calendar.holiday', defaultMessage: 'Holiday: {name}' },
  halfDayHoliday: { id: 'absences.calendar.holiday.half-day', defaultMessage: 'Holiday: {name} (half day)' },
  requested: { id: 'absences.calendar.requested', defaultMessage: '{type}, requested' },
  approved: { id: 'absences.calendar.approved', defaultMessage: '{type}, approved' },
  halfDayRequested: {
    id: 'absences.calendar.half-day.requested',
    defaultMessage: '{type}, half day, requested',
  },
  halfDayApproved: {
    id: 'absences.calendar.half-day.approved',
    defaultMessage: '{type}, half day, approved',
  },
  weekend: { id: 'absences.calendar.weekend', defaultMessage: 'Weekend' },
});

/** The keys of WEEKDAY_HEADS by weekday number. */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const weekdayOf = (date: string) => fromIsoDate(date).getDay();
const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));

const holidayText = (holiday: Holiday) =>
  t(holiday.halfDay ? messages.halfDayHoliday : messages.holiday, { name: holiday.name });

function absenceCell(absence: Absence): Pick<CalendarCell, 'kind' | 'mark' | 'text'> {
  const requested = absence.status === 'requested';
  const words = absence.halfDay
    ? requested
      ? messages.halfDayRequested
      : messages.halfDayApproved
    : requested
      ? messages.requested
      : messages.approved;
  return {
    kind: requested ? 'requested' : 'approved',
    mark: `${absenceMark(absence.type)}${absence.halfDay ? HALF_DAY_MARK : ''}${requested ? REQUESTED_MARK : ''}`,
    text: t(words, { type: absenceTypeName(absence.type) }),
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
    weekday: t(WEEKDAY_HEADS[WEEKDAYS[weekdayOf(date)]!]),
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
        return { ...base, kind: 'holiday', mark: holidayMark(), text: holidayText(day.holiday) };
      }
      const covering = day.weekend
        ? []
        : own.filter((absence) => absence.from <= day.date && day.date <= absence.to);
      const absence = covering.find((one) => one.status === 'approved') ?? covering[0];
      if (!absence) return { ...base, kind: 'none', mark: '', text: day.weekend ? t(messages.weekend) : '' };
      return { ...base, ...absenceCell(absence) };
    });
    return { person, cells };
  });
  return { days, rows };
}
