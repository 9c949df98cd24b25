import { PageHeading } from '../../components/ui/page-heading.tsx';
import { UserManagement } from '../../features/users/components/user-management.tsx';
import { canManage, readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  if (!session || !canManage(session.userRole))
    return <PageHeading>{t(ROUTE_MESSAGES.pageNotFound)}</PageHeading>;
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.users)}</PageHeading>
      <UserManagement viewer={session} />
    </>
  );
}
