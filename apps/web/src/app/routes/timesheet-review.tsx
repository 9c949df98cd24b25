import { Suspense, lazy } from 'react';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { canManage, readSession } from '../../lib/session.ts';

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
  if (!session) return <PageHeading>Page not found</PageHeading>;
  return (
    <>
      <PageHeading>Timesheet Review</PageHeading>
      <Suspense fallback={<Spinner label="Loading" className="py-10" />}>
        <TimesheetReviewBody viewer={{ userId: session.userId, role: session.userRole }} />
      </Suspense>
    </>
  );
}
