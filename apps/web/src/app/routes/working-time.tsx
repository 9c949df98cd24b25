import { PageHeading } from '../../components/ui/page-heading.tsx';
import { WorkingTimeScreen } from '../../features/working-time/components/working-time-screen.tsx';
import { readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>Working time</PageHeading>
      {session ? (
        <WorkingTimeScreen
          viewer={{ userId: session.userId, name: session.userName, role: session.userRole }}
        />
      ) : null}
    </>
  );
}
