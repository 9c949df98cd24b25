import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ReportsScreen } from '../../features/reports/components/reports-screen.tsx';
import { readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>Reports</PageHeading>
      {session ? <ReportsScreen role={session.userRole} /> : null}
    </>
  );
}
