import { ABSENCE_TYPE_LABELS, type Absence, type Holiday } from '@portal/contract';

/** What a day's header of the Review says beneath its date. */
export interface ReviewDayNotes {
  /** The day's holidays, then the first of its absences, one line each. */
  notes: string[];
  /** The day's other absences, told on request so that a busy day keeps its header short. */
  more: string[];
}

/** Absences a header lists itself; beyond them it says how many more. */
const ABSENCES_LISTED = 2;

const HALF_DAY = '½';

/** One person's absence as a header line: 'Ada Picker: Vacation ½ (requested)'. */
const absenceLine = (absence: Absence) => {
  const label = ABSENCE_TYPE_LABELS[absence.type] + (absence.halfDay ? ` ${HALF_DAY}` : '');
  return `${absence.userName}: ${label}${absence.status === 'requested' ? ' (requested)' : ''}`;
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
      .map((holiday) => (holiday.halfDay ? `${holiday.name} ${HALF_DAY}` : holiday.name));
    const away = current.filter((absence) => absence.from <= date && date <= absence.to).map(absenceLine);
    return { notes: [...named, ...away.slice(0, ABSENCES_LISTED)], more: away.slice(ABSENCES_LISTED) };
  });
}
