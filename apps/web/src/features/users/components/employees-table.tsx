import { ListTable, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useEmployees } from '../../../lib/queries/get-employees.ts';
import { roleName } from '../messages.ts';

/** The tenant's people: name, email and role. */
export function EmployeesTable() {
  const employees = useEmployees();

  const body = (): ListBody => {
    if (employees.isPending) {
      return { loading: t({ id: 'users.employees.loading', defaultMessage: 'Loading employees' }) };
    }
    if (employees.isError) {
      return {
        message: t({
          id: 'users.employees.load-failed',
          defaultMessage: 'The employee directory could not be loaded.',
        }),
      };
    }
    if (employees.data.length === 0) {
      return { message: t({ id: 'users.employees.none', defaultMessage: 'No employees yet.' }) };
    }
    return {
      rows: employees.data.map((employee) => (
        <tr key={employee.id} className="border-t border-gray-100 dark:border-gray-800">
          <td className={`${listCell} font-medium text-gray-800 dark:text-white/90`}>{employee.name}</td>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{employee.email}</td>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{roleName(employee.role)}</td>
        </tr>
      )),
    };
  };

  return (
    <ListTable
      label={t({ id: 'users.employees.label', defaultMessage: 'Employees' })}
      caption={t({ id: 'users.employees.caption', defaultMessage: 'Employees of your company' })}
      columns={[
        { heading: t({ id: 'users.column.name', defaultMessage: 'Name' }) },
        { heading: t({ id: 'users.column.email', defaultMessage: 'Email' }) },
        { heading: t({ id: 'users.column.role', defaultMessage: 'Role' }) },
      ]}
      tableClassName="min-w-[560px]"
      className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
      body={body()}
    />
  );
}
