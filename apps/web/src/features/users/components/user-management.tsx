import { USER_MESSAGES, type User } from '@portal/contract';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { PageSizeControl, PaginationFooter, usePagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUsers } from '../api/get-all-users.ts';
import { NO_FILTERS, ROLE_FILTERS, filterUsers, type UserFilters } from '../filter-users.ts';
import type { Viewer } from '../user-permissions.ts';
import { AddUserModal } from './add-user-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import { ExportUsersButton } from './export-users-button.tsx';
import { UsersTable } from './users-table.tsx';

/** How long the success toast shows before the page reloads after an add or edit (spec §4). */
const RELOAD_DELAY_MS = 1200;

/** User Management (spec §2): search, role filter, export, the paged table and the add and edit modals. */
export function UserManagement({ viewer }: { viewer: Viewer }) {
  const users = useUsers();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const filtered = useMemo(() => filterUsers(users.data ?? [], filters), [users.data, filters]);
  const page = usePagination(filtered);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);

  const changeFilters = (change: Partial<UserFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    page.setPage(1);
  };

  const handleSaved = (message: string) => {
    setAdding(false);
    setEditing(null);
    toast.success(message);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <div className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
      <div className="flex flex-col gap-4 p-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <TextField
            id="users-search"
            label="Search users"
            type="search"
            placeholder="Search users..."
            value={filters.search}
            onChange={(event) => changeFilters({ search: event.target.value })}
            className="sm:w-72"
          />
          <SelectField
            id="users-role-filter"
            label="Role"
            options={ROLE_FILTERS.map((role) => ({ value: role, label: role }))}
            value={filters.role}
            onChange={(event) =>
              changeFilters({ role: ROLE_FILTERS.find((role) => role === event.target.value) ?? 'All' })
            }
            className="sm:w-44"
          />
        </div>
        <div className="flex gap-3">
          <ExportUsersButton users={filtered} disabled={users.isPending} />
          <Button onClick={() => setAdding(true)}>Add User</Button>
        </div>
      </div>
      <div className="px-5 pb-4">
        <PageSizeControl id="users-page-size" size={page.size} onChange={page.setSize} />
      </div>
      <UsersTable users={page.items} status={users.status} viewer={viewer} onEdit={setEditing} />
      <div className="px-5 pb-5">
        <PaginationFooter page={page} label="Users" onPageChange={page.setPage} />
      </div>
      <AddUserModal
        isOpen={adding}
        viewer={viewer}
        onCancel={() => setAdding(false)}
        onAdded={() => handleSaved(USER_MESSAGES.added)}
      />
      <EditUserModal
        user={editing}
        viewer={viewer}
        onCancel={() => setEditing(null)}
        onEdited={() => handleSaved(USER_MESSAGES.updated)}
      />
    </div>
  );
}
