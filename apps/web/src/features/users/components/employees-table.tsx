import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useEmployees } from '../../../lib/queries/get-employees.ts';
import { roleName } from '../messages.ts';

const cell = 'px-5 py-3.5 text-sm';

/** The tenant's people: name, email and role. */
export function EmployeesTable() {
  const employees = useEmployees();

  const message = (text: string) => (
    <tr>
      <td colSpan={3} className={`${cell} py-10 text-center text-gray-600 dark:text-gray-400`}>
        {text}
      </td>
    </tr>
  );

  const body = () => {
    if (employees.isPending) {
      return (
        <tr>
          <td colSpan={3} className="py-10">
            <Spinner label={t({ id: 'users.employees.loading', defaultMessage: 'Loading employees' })} />
          </td>
        </tr>
      );
    }
    if (employees.isError) {
      return message(
        t({
          id: 'users.employees.load-failed',
          defaultMessage: 'The employee directory could not be loaded.',
        }),
      );
    }
    if (employees.data.length === 0) {
      return message(t({ id: 'users.employees.none', defaultMessage: 'No employees yet.' }));
    }
    return employees.data.map((employee) => (
      <tr key={employee.id} className="border-t border-gray-100 dark:border-gray-800">
        <td className={`${cell} font-medium text-gray-800 dark:text-white/90`}>{employee.name}</td>
        <td className={`${cell} text-gray-600 dark:text-gray-400`}>{employee.email}</td>
        <td className={`${cell} text-gray-600 dark:text-gray-400`}>{roleName(employee.role)}</td>
      </tr>
    ));
  };

  return (
    // Focusable so that keyboard users can scroll a table wider than a phone.
    <div
      role="region"
      aria-label={t({ id: 'users.employees.label', defaultMessage: 'Employees' })}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
    >
      <table className="w-full min-w-[560px] text-start">
        <caption className="sr-only">
          {t({ id: 'users.employees.caption', defaultMessage: 'Employees of your company' })}
        </caption>
        <thead>
          <tr>
            {[
              t({ id: 'users.column.name', defaultMessage: 'Name' }),
              t({ id: 'users.column.email', defaultMessage: 'Email' }),
              t({ id: 'users.column.role', defaultMessage: 'Role' }),
            ].map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`${cell} font-medium text-gray-600 dark:text-gray-400`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </table>
    </div>
  );
}
