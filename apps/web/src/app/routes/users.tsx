import { PageHeading } from '../../components/ui/page-heading.tsx';
import { UserManagement } from '../../features/users/components/user-management.tsx';
import { canManage, readSession } from '../../lib/session.ts';

export function Component() {
  const session = readSession();
  if (!session || !canManage(session.userRole)) return <PageHeading>Page not found</PageHeading>;
  return (
    <>
      <PageHeading>User Management</PageHeading>
      <UserManagement viewer={session} />
    </>
  );
}
