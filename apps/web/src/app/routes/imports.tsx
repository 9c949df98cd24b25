import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ImportScreen } from '../../features/imports/components/import-screen.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { canManage, readSession } from '../../lib/session.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  if (!session || !canManage(session.userRole))
    return <PageHeading>{t(ROUTE_MESSAGES.pageNotFound)}</PageHeading>;
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.imports)}</PageHeading>
      <ImportScreen />
    </>
  );
}
