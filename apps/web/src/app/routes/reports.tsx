import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ReportsScreen } from '../../features/reports/components/reports-screen.tsx';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.reports)}</PageHeading>
      {session ? <ReportsScreen role={session.userRole} /> : null}
    </>
  );
}
