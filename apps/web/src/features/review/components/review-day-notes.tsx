import { DayNotes } from '../../../components/week/day-notes.tsx';
import type { ReviewDayNotes } from '../review-days.ts';

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
            {day.more.length} more
          </summary>
          <DayNotes notes={day.more} />
        </details>
      ) : null}
    </>
  );
}
