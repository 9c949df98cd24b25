import { WEEK_MESSAGES, type WeekStatus } from '@portal/contract';
import { addDays, format, isSameYear } from 'date-fns';
import { fromIsoDate } from './dates.ts';

/** The range of the week starting at `sunday`: 'Nov 15 – Nov 21, 2026', both years across New Year. */
export function weekRangeLabel(sunday: string): string {
  const first = fromIsoDate(sunday);
  const last = addDays(first, 6);
  return `${format(first, isSameYear(first, last) ? 'MMM d' : 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
}

/** A day's column heading: 'Sun 15'. */
export const dayHeading = (date: string): string => format(fromIsoDate(date), 'EEE d');

/** Why a week's entries can no longer be added or deleted, or null while they can. */
export function lockReason(status: WeekStatus | undefined): string | null {
  if (status === 'Submitted') return WEEK_MESSAGES.submittedLocked.defaultMessage;
  if (status === 'Approved') return WEEK_MESSAGES.approvedLocked.defaultMessage;
  return null;
}
