import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TimesheetOverview } from '../../features/week-grid/components/timesheet-overview.tsx';
import { readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>Timesheet Overview</PageHeading>
      {session ? <TimesheetOverview userId={session.userId} /> : null}
    </>
  );
}
