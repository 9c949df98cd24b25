import { defineMessages, type AbsenceType, type WorkingTimeDay } from '@portal/contract';
import { t } from './i18n/intl.ts';

/** A day of a working-time account as its header describes it. */
export type NotedDay = Pick<WorkingTimeDay, 'holiday' | 'absences'>;

/** What the change of a day sends once the person has been asked: the consent, or nothing to add. */
export type AbsenceDayConsent = { confirmAbsenceDay?: true };

const ABSENCE_TYPE_NAMES = defineMessages({
  vacation: { id: 'common.absence-type.vacation', defaultMessage: 'Vacation' },
  sick: { id: 'common.absence-type.sick', defaultMessage: 'Sick' },
  overtime: { id: 'common.absence-type.overtime', defaultMessage: 'Overtime compensation' },
  unpaid: { id: 'common.absence-type.unpaid', defaultMessage: 'Unpaid leave' },
  other: { id: 'common.absence-type.other', defaultMessage: 'Other paid absence' },
});

const messages = defineMessages({
  halfDay: {
    id: 'common.day-note.half-day',
    defaultMessage: '{name} ½',
    description: 'A holiday or an absence type that takes half of the day.',
  },
  requested: { id: 'common.day-note.requested', defaultMessage: '{absence} (requested)' },
  logOnAbsenceDay: {
    id: 'common.absence-day.question',
    defaultMessage: '{date} is a day of {absence}. Log time on it anyway?',
  },
});

/** An absence type's name in the language shown now, wherever the portal names one. */
export const absenceTypeName = (type: AbsenceType): string => t(ABSENCE_TYPE_NAMES[type]);

const halfDay = (name: string, isHalf: boolean) => (isHalf ? t(messages.halfDay, { name }) : name);

/**
 * What a day's header says of it besides its date, in words rather than colour alone: the holiday's
 * name (½ for a half day), then each absence's type, marked while it is only requested.
 */
export function dayNotes(day: NotedDay): string[] {
  const notes = day.holiday ? [halfDay(day.holiday.name, day.holiday.halfDay)] : [];
  for (const absence of day.absences) {
    if (absence.status !== 'approved' && absence.status !== 'requested') continue;
    const label = halfDay(absenceTypeName(absence.type), absence.halfDay);
    notes.push(absence.status === 'requested' ? t(messages.requested, { absence: label }) : label);
  }
  return notes;
}

/**
 * The type of the day's approved full-day absence, on which the server takes time only once the
 * person confirms it (on-call work); null when the day has none.
 */
export function fullDayAbsenceOf(day: NotedDay | undefined): AbsenceType | null {
  const absence = day?.absences.find((each) => each.status === 'approved' && !each.halfDay);
  return absence ? absence.type : null;
}

/** What a person is asked before logging time on a day of an approved full-day absence. */
export const absenceDayQuestion = (date: string, type: AbsenceType): string =>
  t(messages.logOnAbsenceDay, { date, absence: absenceTypeName(type) });

/**
 * Asks, on a day of an approved full-day absence, whether time is to be logged on it anyway: the
 * consent to send with the change, or null when the person declined and nothing is to be sent.
 * A day of no such absence asks nothing.
 */
export function askAbsenceDay(
  day: NotedDay | undefined,
  date: string,
  ask: (question: string) => boolean = (question) => window.confirm(question),
): AbsenceDayConsent | null {
  const type = fullDayAbsenceOf(day);
  if (!type) return {};
  return ask(absenceDayQuestion(date, type)) ? { confirmAbsenceDay: true } : null;
}
