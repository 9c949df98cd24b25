import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEmployees } from '../../../lib/queries/get-employees.ts';

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
            <Spinner label="Loading employees" />
          </td>
        </tr>
      );
    }
    if (employees.isError) return message('The employee directory could not be loaded.');
    if (employees.data.length === 0) return message('No employees yet.');
    return employees.data.map((employee) => (
      <tr key={employee.id} className="border-t border-gray-100 dark:border-gray-800">
        <td className={`${cell} font-medium text-gray-800 dark:text-white/90`}>{employee.name}</td>
        <td className={`${cell} text-gray-600 dark:text-gray-400`}>{employee.email}</td>
        <td className={`${cell} text-gray-600 dark:text-gray-400`}>{employee.role}</td>
      </tr>
    ));
  };

  return (
    // Focusable so that keyboard users can scroll a table wider than a phone.
    <div
      role="region"
      aria-label="Employees"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
    >
      <table className="w-full min-w-[560px] text-start">
        <caption className="sr-only">Employees of your company</caption>
        <thead>
          <tr>
            {['Name', 'Email', 'Role'].map((heading) => (
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
