import { PageHeading } from '../../components/ui/page-heading.tsx';
import { WorkingTimeScreen } from '../../features/working-time/components/working-time-screen.tsx';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.workingTime)}</PageHeading>
      {session ? (
        <WorkingTimeScreen
          viewer={{ userId: session.userId, name: session.userName, role: session.userRole }}
        />
      ) : null}
    </>
  );
}
