import { PageHeading } from '../../components/ui/page-heading.tsx';
import { EmployeesTable } from '../../features/users/components/employees-table.tsx';

export function Component() {
  return (
    <>
      <PageHeading>Employees</PageHeading>
      <EmployeesTable />
    </>
  );
}
