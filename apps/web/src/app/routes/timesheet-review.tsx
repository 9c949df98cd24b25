import { Suspense, lazy } from 'react';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { canManage, readSession } from '../../lib/session.ts';

const loadBody = () => import('./timesheet-review-body.tsx');
const TimesheetReviewBody = lazy(loadBody);

/**
 * Starts loading the screen's body as the Review is navigated to, beside the layout, without
 * waiting for it: the heading, in the signed-in chunk, paints as soon as the layout does.
 */
export function loader() {
  const session = readSession();
  if (session && canManage(session.userRole)) void loadBody();
  return null;
}

export function Component() {
  const session = readSession();
  if (!session || !canManage(session.userRole)) return <PageHeading>Page not found</PageHeading>;
  return (
    <>
      <PageHeading>Timesheet Review</PageHeading>
      <Suspense fallback={<Spinner label="Loading" className="py-10" />}>
        <TimesheetReviewBody viewer={{ userId: session.userId, role: session.userRole }} />
      </Suspense>
    </>
  );
}
