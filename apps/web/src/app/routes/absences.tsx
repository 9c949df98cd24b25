import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AbsencesScreen } from '../../features/absences/components/absences-screen.tsx';
import { readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>Absences</PageHeading>
      {session ? <AbsencesScreen viewer={{ userId: session.userId, role: session.userRole }} /> : null}
    </>
  );
}
