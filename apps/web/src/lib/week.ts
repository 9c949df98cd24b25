import { WEEK_MESSAGES, defineMessages, type WeekStatus } from '@portal/contract';
import { addDays } from 'date-fns/addDays';
import { isSameYear } from 'date-fns/isSameYear';
import { fromIsoDate } from './dates.ts';
import { formatDay } from './i18n/format.ts';
import { t } from './i18n/intl.ts';

const messages = defineMessages({
  range: {
    id: 'common.week.range',
    defaultMessage: '{first} – {last}',
    description: "A week's first and last day: 'Nov 15 – Nov 21, 2026'",
  },
  dayHeading: {
    id: 'common.week.day-heading',
    defaultMessage: '{weekday} {day}',
    description: "A day's column heading: short weekday and day of the month, 'Sun 15'",
  },
});

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const DAY_OF_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };

/** The range of the week starting at `sunday`: 'Nov 15 – Nov 21, 2026', both years across New Year. */
export function weekRangeLabel(sunday: string): string {
  const first = fromIsoDate(sunday);
  const last = addDays(first, 6);
  return t(messages.range, {
    first: formatDay(first, isSameYear(first, last) ? DAY : DAY_OF_YEAR),
    last: formatDay(last, DAY_OF_YEAR),
  });
}

/** A day's column heading: 'Sun 15'. */
export const dayHeading = (date: string): string =>
  t(messages.dayHeading, {
    weekday: formatDay(date, { weekday: 'short' }),
    day: formatDay(date, { day: 'numeric' }),
  });

/** Why a week's entries can no longer be added or deleted, or null while they can. */
export function lockReason(status: WeekStatus | undefined): string | null {
  if (status === 'Submitted') return t(WEEK_MESSAGES.submittedLocked);
  if (status === 'Approved') return t(WEEK_MESSAGES.approvedLocked);
  return null;
}
