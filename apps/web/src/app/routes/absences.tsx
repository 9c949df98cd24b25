import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AbsencesScreen } from '../../features/absences/components/absences-screen.tsx';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.absences)}</PageHeading>
      {session ? <AbsencesScreen viewer={{ userId: session.userId, role: session.userRole }} /> : null}
    </>
  );
}
