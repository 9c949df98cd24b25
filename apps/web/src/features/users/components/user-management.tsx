import { MAX_SEARCH_LENGTH, type User } from '@portal/contract';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  PageSizeControl,
  PaginationFooter,
  shownPage,
  usePageRequest,
} from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useDeactivateUser } from '../api/deactivate-user.ts';
import { useUsersPage } from '../api/get-all-users.ts';
import { useReactivateUser } from '../api/reactivate-user.ts';
import { NO_FILTERS, ROLE_FILTERS, STATUS_FILTERS, usersQuery, type UserFilters } from '../filter-users.ts';
import { roleFilterName, statusName } from '../messages.ts';
import type { Viewer } from '../user-permissions.ts';
import { AddUserModal } from './add-user-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import { ExportUsersButton } from './export-users-button.tsx';
import { UsersTable } from './users-table.tsx';

/** How long the success toast shows before the page reloads after an add or edit (spec §4). */
const RELOAD_DELAY_MS = 1200;

/** How long typing in the search box pauses before the server is asked. */
const SEARCH_DELAY_MS = 250;

/** User Management (spec §2): search, role filter, export, the paged table and the add and edit modals. */
export function UserManagement({ viewer }: { viewer: Viewer }) {
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const query = useMemo(
    () => usersQuery({ search, role: filters.role, status: filters.status }),
    [search, filters.role, filters.status],
  );
  const paging = usePageRequest(query);
  const users = useUsersPage(query, paging.page, paging.size);
  const page = shownPage(paging, users);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();

  const handleToggleActive = (user: User) => {
    const question = user.active
      ? t(
          {
            id: 'users.deactivate.confirm',
            defaultMessage:
              'Deactivate {name}? They are signed out at once and cannot sign in until reactivated. Their time entries stay.',
          },
          { name: user.name },
        )
      : t(
          { id: 'users.reactivate.confirm', defaultMessage: 'Reactivate {name}? They can sign in again.' },
          { name: user.name },
        );
    if (window.confirm(question)) (user.active ? deactivate : reactivate).mutate(user.id);
  };

  const changeFilters = (change: Partial<UserFilters>) =>
    setFilters((current) => ({ ...current, ...change }));

  const handleSaved = () => {
    setAdding(false);
    setEditing(null);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <div className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
      <div className="flex flex-col gap-4 p-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <TextField
            id="users-search"
            label={t({ id: 'users.search', defaultMessage: 'Search users' })}
            type="search"
            placeholder={t({ id: 'users.search.placeholder', defaultMessage: 'Search users...' })}
            maxLength={MAX_SEARCH_LENGTH}
            value={filters.search}
            onChange={(event) => changeFilters({ search: event.target.value })}
            className="sm:w-72"
          />
          <SelectField
            id="users-role-filter"
            label={t({ id: 'users.field.role', defaultMessage: 'Role' })}
            options={ROLE_FILTERS.map((role) => ({ value: role, label: roleFilterName(role) }))}
            value={filters.role}
            onChange={(event) =>
              changeFilters({ role: ROLE_FILTERS.find((role) => role === event.target.value) ?? 'All' })
            }
            className="sm:w-44"
          />
          <SelectField
            id="users-status-filter"
            label={t({ id: 'users.filter.status', defaultMessage: 'Status' })}
            options={STATUS_FILTERS.map((status) => ({ value: status, label: statusName(status) }))}
            value={filters.status ?? 'All'}
            onChange={(event) =>
              changeFilters({
                status: STATUS_FILTERS.find((status) => status === event.target.value) ?? 'All',
              })
            }
            className="sm:w-44"
          />
        </div>
        <div className="flex gap-3">
          <ExportUsersButton query={usersQuery(filters)} disabled={users.isPending} />
          <Button onClick={() => setAdding(true)}>
            {t({ id: 'users.add', defaultMessage: 'Add User' })}
          </Button>
        </div>
      </div>
      <div className="px-5 pb-4">
        <PageSizeControl id="users-page-size" size={paging.size} onChange={paging.setSize} />
      </div>
      <UsersTable
        users={users.data?.data ?? []}
        status={users.status}
        viewer={viewer}
        onEdit={setEditing}
        onToggleActive={handleToggleActive}
      />
      <div className="px-5 pb-5">
        {page ? (
          <PaginationFooter
            page={page}
            label={t({ id: 'users.table.label', defaultMessage: 'Users' })}
            onPageChange={paging.setPage}
          />
        ) : null}
      </div>
      <AddUserModal isOpen={adding} viewer={viewer} onCancel={() => setAdding(false)} onAdded={handleSaved} />
      <EditUserModal
        user={editing}
        viewer={viewer}
        onCancel={() => setEditing(null)}
        onEdited={handleSaved}
      />
    </div>
  );
}
