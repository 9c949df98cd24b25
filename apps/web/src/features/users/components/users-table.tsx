import type { Role, User } from '@portal/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLastLogin } from '../last-login.ts';
import { mayChangeStatus, mayEdit, type Viewer } from '../user-permissions.ts';

const COLUMNS = ['Name', 'Email', 'Role', 'Last Login'];
const cell = 'px-5 py-3.5 text-sm';

const ROLE_BADGES: Record<Role, string> = {
  Admin: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  Manager: 'bg-gray-100 text-gray-800 ring-1 ring-gray-300 ring-inset dark:bg-white/5 dark:text-gray-200',
  User: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
};

interface UsersTableProps {
  /** The users of the page shown. */
  users: readonly User[];
  status: 'pending' | 'error' | 'success';
  viewer: Viewer;
  onEdit: (user: User) => void;
  /** Asks to deactivate an active user or reactivate a deactivated one. */
  onToggleActive: (user: User) => void;
}

const actionButton =
  'rounded-lg px-3 py-1.5 text-sm font-medium text-brand-600 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-white/5';

/** The users of one page: name, email, role, last login, and an edit button where the viewer may edit. */
export function UsersTable({ users, status, viewer, onEdit, onToggleActive }: UsersTableProps) {
  const message = (text: string) => (
    <tr>
      <td
        colSpan={COLUMNS.length + 1}
        className={`${cell} py-10 text-center text-gray-600 dark:text-gray-400`}
      >
        {text}
      </td>
    </tr>
  );

  const body = () => {
    if (status === 'pending') {
      return (
        <tr>
          <td colSpan={COLUMNS.length + 1} className="py-10">
            <Spinner label="Loading users..." />
          </td>
        </tr>
      );
    }
    if (status === 'error') return message('The users could not be loaded.');
    if (users.length === 0) return message('No users match your search or role filter.');
    return users.map((user) => (
      <tr key={user.id} className="border-t border-gray-100 dark:border-gray-800">
        <td className={`${cell} font-medium text-gray-800 dark:text-white/90`}>
          {user.name}
          {user.active ? null : (
            <span className="ms-2 inline-block rounded-full bg-error-50 px-2.5 py-0.5 text-xs font-medium text-error-700 dark:bg-error-500/15 dark:text-error-300">
              Deactivated
            </span>
          )}
        </td>
        <td className={`${cell} text-gray-600 dark:text-gray-400`}>{user.email}</td>
        <td className={cell}>
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${ROLE_BADGES[user.role]}`}
          >
            {user.role}
          </span>
        </td>
        <td className={`${cell} whitespace-nowrap text-gray-600 dark:text-gray-400`}>
          {formatLastLogin(user.last_login) ?? 'Never'}
        </td>
        <td className={`${cell} whitespace-nowrap text-end`}>
          {mayEdit(viewer, user) ? (
            <button type="button" onClick={() => onEdit(user)} className={actionButton}>
              Edit<span className="sr-only"> {user.name}</span>
            </button>
          ) : null}
          {mayChangeStatus(viewer, user) ? (
            <button type="button" onClick={() => onToggleActive(user)} className={actionButton}>
              {user.active ? 'Deactivate' : 'Reactivate'}
              <span className="sr-only"> {user.name}</span>
            </button>
          ) : null}
        </td>
      </tr>
    ));
  };

  return (
    // Focusable so that keyboard users can scroll a table wider than a phone; relative so that the
    // screen-reader-only names of the edit buttons stay inside the scrolled box.
    <div role="region" aria-label="Users" tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[720px] text-start">
        <caption className="sr-only">Users of your company</caption>
        <thead>
          <tr className="border-t border-gray-100 dark:border-gray-800">
            {COLUMNS.map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`${cell} font-medium text-gray-600 dark:text-gray-400`}
              >
                {heading}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </table>
    </div>
  );
}
