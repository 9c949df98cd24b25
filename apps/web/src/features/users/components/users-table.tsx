import type { Role, User } from '@portal/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { shownLastLogin } from '../last-login.ts';
import { roleName, statusName } from '../messages.ts';
import { mayChangeStatus, mayEdit, type Viewer } from '../user-permissions.ts';

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
  const locale = useLocale();
  const columns = [
    t({ id: 'users.column.name', defaultMessage: 'Name' }),
    t({ id: 'users.column.email', defaultMessage: 'Email' }),
    t({ id: 'users.column.role', defaultMessage: 'Role' }),
    t({ id: 'users.column.last-login', defaultMessage: 'Last Login' }),
  ];
  const message = (text: string) => (
    <tr>
      <td
        colSpan={columns.length + 1}
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
          <td colSpan={columns.length + 1} className="py-10">
            <Spinner label={t({ id: 'users.loading', defaultMessage: 'Loading users...' })} />
          </td>
        </tr>
      );
    }
    if (status === 'error') {
      return message(t({ id: 'users.load-failed', defaultMessage: 'The users could not be loaded.' }));
    }
    if (users.length === 0) {
      return message(
        t({ id: 'users.none-match', defaultMessage: 'No users match your search or role filter.' }),
      );
    }
    return users.map((user) => (
      <tr key={user.id} className="border-t border-gray-100 dark:border-gray-800">
        <td className={`${cell} font-medium text-gray-800 dark:text-white/90`}>
          {user.name}
          {user.active ? null : (
            <span className="ms-2 inline-block rounded-full bg-error-50 px-2.5 py-0.5 text-xs font-medium text-error-700 dark:bg-error-500/15 dark:text-error-300">
              {statusName('Deactivated')}
            </span>
          )}
        </td>
        <td className={`${cell} text-gray-600 dark:text-gray-400`}>{user.email}</td>
        <td className={cell}>
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${ROLE_BADGES[user.role]}`}
          >
            {roleName(user.role)}
          </span>
        </td>
        <td className={`${cell} whitespace-nowrap text-gray-600 dark:text-gray-400`}>
          {shownLastLogin(user.last_login, locale) ??
            t({ id: 'users.last-login.never', defaultMessage: 'Never' })}
        </td>
        <td className={`${cell} whitespace-nowrap text-end`}>
          {mayEdit(viewer, user) ? (
            <button
              type="button"
              aria-label={t({ id: 'users.edit-user', defaultMessage: 'Edit {name}' }, { name: user.name })}
              onClick={() => onEdit(user)}
              className={actionButton}
            >
              {t({ id: 'users.edit', defaultMessage: 'Edit' })}
            </button>
          ) : null}
          {mayChangeStatus(viewer, user) ? (
            <button
              type="button"
              aria-label={
                user.active
                  ? t(
                      { id: 'users.deactivate-user', defaultMessage: 'Deactivate {name}' },
                      { name: user.name },
                    )
                  : t(
                      { id: 'users.reactivate-user', defaultMessage: 'Reactivate {name}' },
                      { name: user.name },
                    )
              }
              onClick={() => onToggleActive(user)}
              className={actionButton}
            >
              {user.active
                ? t({ id: 'users.deactivate', defaultMessage: 'Deactivate' })
                : t({ id: 'users.reactivate', defaultMessage: 'Reactivate' })}
            </button>
          ) : null}
        </td>
      </tr>
    ));
  };

  return (
    // Focusable so that keyboard users can scroll a table wider than a phone; relative so that its
    // screen-reader-only texts stay inside the scrolled box.
    <div
      role="region"
      aria-label={t({ id: 'users.table.label', defaultMessage: 'Users' })}
      tabIndex={0}
      className="relative overflow-x-auto"
    >
      <table className="w-full min-w-[720px] text-start">
        <caption className="sr-only">
          {t({ id: 'users.table.caption', defaultMessage: 'Users of your company' })}
        </caption>
        <thead>
          <tr className="border-t border-gray-100 dark:border-gray-800">
            {columns.map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`${cell} font-medium text-gray-600 dark:text-gray-400`}
              >
                {heading}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">{t({ id: 'users.column.actions', defaultMessage: 'Actions' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </table>
    </div>
  );
}
