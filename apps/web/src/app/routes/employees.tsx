import { PageHeading } from '../../components/ui/page-heading.tsx';
import { EmployeesTable } from '../../features/users/components/employees-table.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.employees)}</PageHeading>
      <EmployeesTable />
    </>
  );
}
