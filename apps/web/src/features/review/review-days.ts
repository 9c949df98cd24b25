import { defineMessages, type Absence, type Holiday } from '@portal/contract';
import { absenceTypeName } from '../../lib/absence-day.ts';
import { t } from '../../lib/i18n/intl.ts';

/** What a day's header of the Review says beneath its date. */
export interface ReviewDayNotes {
  /** The day's holidays, then the first of its absences, one line each. */
  notes: string[];
  /** The day's other absences, told on request so that a busy day keeps its header short. */
  more: string[];
}

/** Absences a header lists itself; beyond them it says how many more. */
const ABSENCES_LISTED = 2;

const messages = defineMessages({
  halfDay: {
    id: 'review.day.half-day',
    defaultMessage: '{name} ½',
    description: 'A holiday or an absence type that takes half of the day.',
  },
  absence: { id: 'review.day.absence', defaultMessage: '{person}: {type}' },
  requested: { id: 'review.day.absence-requested', defaultMessage: '{person}: {type} (requested)' },
});

const halfDay = (name: string, isHalf: boolean) => (isHalf ? t(messages.halfDay, { name }) : name);

/** One person's absence as a header line: 'Ada Picker: Vacation ½ (requested)'. */
const absenceLine = (absence: Absence) => {
  const values = {
    person: absence.userName,
    type: halfDay(absenceTypeName(absence.type), absence.halfDay),
  };
  return absence.status === 'requested' ? t(messages.requested, values) : t(messages.absence, values);
};

/**
 * What each day's header of the Review says, as the Overview's do but for everyone: the holidays
 * of the day (½ for a half day), then whose approved or requested absence covers it and of what
 * type, in words rather than colour alone; past the first two absences, the rest in `more`.
 */
export function reviewDayNotes(
  days: readonly string[],
  holidays: readonly Holiday[],
  absences: readonly Absence[],
): ReviewDayNotes[] {
  const current = absences.filter(
    (absence) => absence.status === 'approved' || absence.status === 'requested',
  );
  return days.map((date) => {
    const named = holidays
      .filter((holiday) => holiday.date === date)
      .map((holiday) => halfDay(holiday.name, holiday.halfDay));
    const away = current.filter((absence) => absence.from <= date && date <= absence.to).map(absenceLine);
    return { notes: [...named, ...away.slice(0, ABSENCES_LISTED)], more: away.slice(ABSENCES_LISTED) };
  });
}
