import { PageHeading } from '../../components/ui/page-heading.tsx';
import { MissingSubmissions } from '../../features/notifications/components/missing-submissions.tsx';
import { TimesheetReview } from '../../features/timesheet/components/timesheet-review.tsx';
import { canManage, readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  if (!session || !canManage(session.userRole)) return <PageHeading>Page not found</PageHeading>;
  return (
    <>
      <PageHeading>Timesheet Review</PageHeading>
      <TimesheetReview
        viewer={{ userId: session.userId, role: session.userRole }}
        aside={({ sunday, users }) => <MissingSubmissions weekStart={sunday} reviewed={users} />}
      />
    </>
  );
}
