import type { Client } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useClients } from '../../../lib/queries/get-clients.ts';
import { CLIENT_MESSAGES } from '../messages.ts';
import { ClientFormModal } from './client-form-modal.tsx';

/** Which form is open: none, a new client's, or one client's. */
type Editing = { client: Client | null } | null;

/**
 * The Clients screen: the tenant's clients by name with their contact, notes and how many projects
 * belong to each, and the forms to add, change and delete them. A client that projects belong to
 * is refused deletion by the server, which says how many.
 */
export function ClientsScreen() {
  const clients = useClients();
  const deleteClient = useDeleteClient();
  const [editing, setEditing] = useState<Editing>(null);

  const handleDelete = (client: Client) => {
    const question = t(
      { id: 'clients.delete.confirm', defaultMessage: 'Delete the client {name}?' },
      { name: client.name },
    );
    if (window.confirm(question)) deleteClient.mutate({ clientId: client.id });
  };

  return (
    <section className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t({
            id: 'clients.intro',
            defaultMessage: 'The companies you work for. A project may belong to one of them.',
          })}
        </p>
        <Button onClick={() => setEditing({ client: null })}>
          <PlusIcon />
          {t(CLIENT_MESSAGES.add)}
        </Button>
      </div>
      <ClientsTable
        clients={clients.data}
        status={clients.status}
        onEdit={(client) => setEditing({ client })}
        onDelete={handleDelete}
      />
      <ClientFormModal
        isOpen={editing !== null}
        client={editing?.client ?? null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function ClientsTable({
  clients,
  status,
  onEdit,
  onDelete,
}: {
  clients: readonly Client[] | undefined;
  status: 'pending' | 'error' | 'success';
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}) {
  const body = (): ListBody => {
    if (status === 'pending')
      return { loading: t({ id: 'clients.loading', defaultMessage: 'Loading clients...' }) };
    if (status === 'error' || !clients) {
      return {
        message: t({ id: 'clients.load-failed', defaultMessage: 'The clients could not be loaded.' }),
      };
    }
    if (clients.length === 0) {
      return {
        message: t({ id: 'clients.empty', defaultMessage: 'No clients yet. Add the first with Add client.' }),
      };
    }
    return {
      rows: clients.map((client) => (
        <tr key={client.id} className="border-t border-gray-100 dark:border-gray-800">
          <th scope="row" className={`${listCell} text-start font-medium text-gray-800 dark:text-white/90`}>
            {client.name}
          </th>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{client.contact}</td>
          <td className={`${listCell} text-end tabular-nums text-gray-800 dark:text-white/90`}>
            {formatNumber(client.projectCount)}
          </td>
          <td
            className={`${listCell} max-w-xs truncate text-gray-600 dark:text-gray-400`}
            title={client.notes}
          >
            {client.notes}
          </td>
          <td className={`${listCell} text-end whitespace-nowrap`}>
            <button
              type="button"
              aria-label={t(
                { id: 'clients.edit-client', defaultMessage: 'Edit {name}' },
                { name: client.name },
              )}
              onClick={() => onEdit(client)}
              className={listActionButton}
            >
              {t({ id: 'clients.edit', defaultMessage: 'Edit' })}
            </button>
            <button
              type="button"
              aria-label={t(
                { id: 'clients.delete-client', defaultMessage: 'Delete {name}' },
                { name: client.name },
              )}
              onClick={() => onDelete(client)}
              className={listActionButton}
            >
              {t({ id: 'clients.delete', defaultMessage: 'Delete' })}
            </button>
          </td>
        </tr>
      )),
    };
  };

  return (
    <ListTable
      label={t({ id: 'clients.table.label', defaultMessage: 'Clients' })}
      caption={t({ id: 'clients.table.caption', defaultMessage: 'Clients of your company' })}
      columns={[
        { heading: t({ id: 'clients.column.name', defaultMessage: 'Name' }) },
        { heading: t({ id: 'clients.column.contact', defaultMessage: 'Contact' }) },
        { heading: t({ id: 'clients.column.projects', defaultMessage: 'Projects' }), alignEnd: true },
        { heading: t({ id: 'clients.column.notes', defaultMessage: 'Notes' }) },
      ]}
      actionsLabel={t({ id: 'clients.column.actions', defaultMessage: 'Actions' })}
      tableClassName="min-w-[640px]"
      body={body()}
    />
  );
}
