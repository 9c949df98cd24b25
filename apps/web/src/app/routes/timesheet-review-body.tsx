import { MissingSubmissions } from '../../features/notifications/components/missing-submissions.tsx';
import { TimesheetReview } from '../../features/review/components/timesheet-review.tsx';
import type { Viewer } from '../../features/review/week-approval.ts';

/** Everything of the Review below its heading, in a chunk that only the Review loads. */
export default function TimesheetReviewBody({ viewer }: { viewer: Viewer }) {
  return (
    <TimesheetReview
      viewer={viewer}
      aside={({ sunday, users }) => <MissingSubmissions weekStart={sunday} reviewed={users} />}
    />
  );
}
