import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AbsencesScreen } from '../../features/absences/components/absences-screen.tsx';
import { CalendarFeedsSection } from '../../features/calendar-feeds/components/calendar-feeds-section.tsx';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.absences)}</PageHeading>
      {session ? (
        <div className="space-y-8">
          <AbsencesScreen viewer={{ userId: session.userId, role: session.userRole }} />
          <CalendarFeedsSection withTeam={session.userRole !== 'User'} />
        </div>
      ) : null}
    </>
  );
}
