import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TimeEntries } from '../../features/timesheet/components/time-entries.tsx';
import { readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>My Timesheet</PageHeading>
      {session ? <TimeEntries userId={session.userId} /> : null}
    </>
  );
}
