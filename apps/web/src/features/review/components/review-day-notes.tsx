import { defineMessages } from '@portal/contract';
import { DayNotes } from '../../../components/week/day-notes.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import type { ReviewDayNotes } from '../review-days.ts';

const messages = defineMessages({
  more: {
    id: 'review.day.more',
    defaultMessage: '{count, plural, other {# more}}',
    description: 'Opens the absences of a day beyond those its header lists.',
  },
});

/**
 * A Review day header's holidays and absences; past the first absences, a disclosure that opens
 * into the rest, so that a week of many absences keeps its header short.
 */
export function ReviewDayNotesView({ day }: { day: ReviewDayNotes }) {
  return (
    <>
      <DayNotes notes={day.notes} />
      {day.more.length > 0 ? (
        <details className="mt-0.5 text-xs font-normal">
          <summary className="cursor-pointer underline decoration-dotted underline-offset-2">
            {t(messages.more, { count: day.more.length })}
          </summary>
          <DayNotes notes={day.more} />
        </details>
      ) : null}
    </>
  );
}
