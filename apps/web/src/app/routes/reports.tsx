import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ReportsScreen } from '../../features/reports/components/reports-screen.tsx';
import { SavedReportsPanel } from '../../features/saved-reports/components/saved-reports-panel.tsx';
import { canManage, readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.reports)}</PageHeading>
      {session && canManage(session.userRole) ? <SavedReportsPanel me={session.userId} /> : null}
      {session ? <ReportsScreen role={session.userRole} /> : null}
    </>
  );
}
