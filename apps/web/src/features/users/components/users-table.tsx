import type { Role, User } from '@portal/contract';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { shownLastLogin } from '../last-login.ts';
import { roleName, statusName } from '../messages.ts';
import { mayChangeStatus, mayEdit, type Viewer } from '../user-permissions.ts';

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

/** The users of one page: name, email, role, last login, and an edit button where the viewer may edit. */
export function UsersTable({ users, status, viewer, onEdit, onToggleActive }: UsersTableProps) {
  const locale = useLocale();
  const columns = [
    { heading: t({ id: 'users.column.name', defaultMessage: 'Name' }) },
    { heading: t({ id: 'users.column.email', defaultMessage: 'Email' }) },
    { heading: t({ id: 'users.column.role', defaultMessage: 'Role' }) },
    { heading: t({ id: 'users.column.last-login', defaultMessage: 'Last Login' }) },
  ];

  const body = (): ListBody => {
    if (status === 'pending') {
      return { loading: t({ id: 'users.loading', defaultMessage: 'Loading users...' }) };
    }
    if (status === 'error') {
      return { message: t({ id: 'users.load-failed', defaultMessage: 'The users could not be loaded.' }) };
    }
    if (users.length === 0) {
      return {
        message: t({ id: 'users.none-match', defaultMessage: 'No users match your search or role filter.' }),
      };
    }
    return {
      rows: users.map((user) => (
        <tr key={user.id} className="border-t border-gray-100 dark:border-gray-800">
          <td className={`${listCell} font-medium text-gray-800 dark:text-white/90`}>
            {user.name}
            {user.active ? null : (
              <span className="ms-2 inline-block rounded-full bg-error-50 px-2.5 py-0.5 text-xs font-medium text-error-700 dark:bg-error-500/15 dark:text-error-300">
                {statusName('Deactivated')}
              </span>
            )}
          </td>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{user.email}</td>
          <td className={listCell}>
            <span
              className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${ROLE_BADGES[user.role]}`}
            >
              {roleName(user.role)}
            </span>
          </td>
          <td className={`${listCell} whitespace-nowrap text-gray-600 dark:text-gray-400`}>
            {shownLastLogin(user.last_login, locale) ??
              t({ id: 'users.last-login.never', defaultMessage: 'Never' })}
          </td>
          <td className={`${listCell} whitespace-nowrap text-end`}>
            {mayEdit(viewer, user) ? (
              <button
                type="button"
                aria-label={t({ id: 'users.edit-user', defaultMessage: 'Edit {name}' }, { name: user.name })}
                onClick={() => onEdit(user)}
                className={listActionButton}
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
                className={listActionButton}
              >
                {user.active
                  ? t({ id: 'users.deactivate', defaultMessage: 'Deactivate' })
                  : t({ id: 'users.reactivate', defaultMessage: 'Reactivate' })}
              </button>
            ) : null}
          </td>
        </tr>
      )),
    };
  };

  return (
    <ListTable
      label={t({ id: 'users.table.label', defaultMessage: 'Users' })}
      caption={t({ id: 'users.table.caption', defaultMessage: 'Users of your company' })}
      columns={columns}
      actionsLabel={t({ id: 'users.column.actions', defaultMessage: 'Actions' })}
      tableClassName="min-w-[720px]"
      body={body()}
    />
  );
}
