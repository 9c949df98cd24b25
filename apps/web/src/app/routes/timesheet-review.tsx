import { Suspense, lazy } from 'react';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { canManage, readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

const loadBody = () => import('./timesheet-review-body.tsx');
const TimesheetReviewBody = lazy(loadBody);

/** The signed-in session, when it may review. */
function reviewer() {
  const session = readSession();
  return session && canManage(session.userRole) ? session : null;
}

/**
 * Starts loading the screen's body as the Review is navigated to, beside the layout, without
 * waiting for it: the heading, in the signed-in chunk, paints as soon as the layout does.
 */
export function loader() {
  if (reviewer()) void loadBody();
  return null;
}

export function Component() {
  const session = reviewer();
  if (!session) return <PageHeading>{t(ROUTE_MESSAGES.pageNotFound)}</PageHeading>;
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.timesheetReview)}</PageHeading>
      <Suspense fallback={<Spinner label={t(ROUTE_MESSAGES.loading)} className="py-10" />}>
        <TimesheetReviewBody viewer={{ userId: session.userId, role: session.userRole }} />
      </Suspense>
    </>
  );
}
