import type { LoaderFunctionArgs } from 'react-router';
import { isPhoneLayout } from '../../components/layouts/use-phone-layout.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { overviewQueryOptions } from '../../features/week-grid/api/get-overview.ts';
import { quickTasksQueryOptions } from '../../features/pins/api/get-quick-tasks.ts';
import { QuickPicks } from '../../features/pins/components/quick-picks.tsx';
import { TimesheetOverview } from '../../features/week-grid/components/timesheet-overview.tsx';
import { weekOfAddress } from '../../lib/hooks/use-week.ts';
import { queryClient } from '../../lib/query-client.ts';
import { weekAccountQueryOptions } from '../../lib/queries/get-working-time.ts';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';
import { workShortcuts } from './work-shortcuts.tsx';

/**
 * Starts reading what the screen shows as the Overview is navigated to, all at once and beside the
 * screen's first render rather than after it: the week, its working-time account (the day headers)
 * and, on a phone, the quick picks above the day. On a phone the day's entries are what the screen
 * shows largest.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const session = readSession();
  if (session) {
    const sunday = weekOfAddress(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(overviewQueryOptions(session.userId, sunday));
    void queryClient.prefetchQuery(weekAccountQueryOptions(session.userId, sunday));
    if (isPhoneLayout()) void queryClient.prefetchQuery(quickTasksQueryOptions());
  }
  return null;
}

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
