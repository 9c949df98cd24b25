import { PageHeading } from '../../components/ui/page-heading.tsx';
import { QuickPicks } from '../../features/pins/components/quick-picks.tsx';
import { TimesheetOverview } from '../../features/week-grid/components/timesheet-overview.tsx';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';
import { workShortcuts } from './work-shortcuts.tsx';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.timesheetOverview)}</PageHeading>
      {session ? (
        <TimesheetOverview
          userId={session.userId}
          quickPicks={QuickPicks}
          pinToggle={workShortcuts.pinToggle}
        />
      ) : null}
    </>
  );
}
