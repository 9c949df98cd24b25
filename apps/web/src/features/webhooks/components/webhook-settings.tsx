import type { Webhook } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '../messages.ts';
import { WebhookDeliveriesModal } from './webhook-deliveries-modal.tsx';
import { WebhookFormModal } from './webhook-form-modal.tsx';

const card =
  'mt-6 max-w-5xl rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3';

function WebhookRow({
  webhook,
  onEdit,
  onShowDeliveries,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onShowDeliveries: () => void;
}) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const toggle = () =>
    update.mutate({
      webhookId: webhook.id,
      url: webhook.url,
      events: webhook.events,
      enabled: !webhook.enabled,
    });
  const handleDelete = () => {
    const question = t(
      {
        id: 'webhooks.delete.confirm',
        defaultMessage: 'Delete the webhook to {url}? Its delivery log goes with it.',
      },
      { url: webhook.url },
    );
    if (window.confirm(question)) remove.mutate({ webhookId: webhook.id });
  };
  const state = !webhook.enabled
    ? t({ id: 'webhooks.state.disabled', defaultMessage: 'Disabled' })
    : webhook.failingSince
      ? t({ id: 'webhooks.state.failing', defaultMessage: 'Failing' })
      : t({ id: 'webhooks.state.active', defaultMessage: 'Active' });
  return (
    <tr className="border-t border-gray-100 dark:border-gray-800">
      <th
        scope="row"
        className={`${listCell} text-start font-medium break-all text-gray-800 dark:text-white/90`}
      >
        {webhook.url}
      </th>
      <td className={`${listCell} text-gray-600 dark:text-gray-400`}>
        {webhook.events.map((event) => t(WEBHOOK_EVENT_LABELS[event])).join(', ')}
      </td>
      <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{state}</td>
      <td className={`${listCell} text-end whitespace-nowrap`}>
        <button type="button" onClick={onShowDeliveries} className={listActionButton}>
          {t(WEBHOOK_MESSAGES.deliveries)}
        </button>
        <button type="button" onClick={onEdit} className={listActionButton}>
          {t({ id: 'webhooks.edit-action', defaultMessage: 'Edit' })}
        </button>
        <button type="button" onClick={toggle} disabled={update.isPending} className={listActionButton}>
          {webhook.enabled
            ? t({ id: 'webhooks.disable', defaultMessage: 'Disable' })
            : t({ id: 'webhooks.enable', defaultMessage: 'Enable' })}
        </button>
        <button type="button" onClick={handleDelete} className={listActionButton}>
          {t({ id: 'webhooks.delete', defaultMessage: 'Delete' })}
        </button>
      </td>
    </tr>
  );
}

/**
 * Settings → Webhooks, for Admins: the addresses told of the company's changes, signed, with each
 * one's delivery log.
 */
export function WebhookSettings() {
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<{ webhook: Webhook | null } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const shownLog = webhooks.data?.find((webhook) => webhook.id === logOf);

  const body = (): ListBody => {
    if (webhooks.isPending)
      return { loading: t({ id: 'webhooks.loading', defaultMessage: 'Loading webhooks...' }) };
    if (webhooks.isError) {
      return {
        message: t({ id: 'webhooks.load-failed', defaultMessage: 'The webhooks could not be loaded.' }),
      };
    }
    if (webhooks.data.length === 0) {
      return { message: t({ id: 'webhooks.empty', defaultMessage: 'No webhooks yet.' }) };
    }
    return {
      rows: webhooks.data.map((webhook) => (
        <WebhookRow
          key={webhook.id}
          webhook={webhook}
          onEdit={() => setEditing({ webhook })}
          onShowDeliveries={() => setLogOf(webhook.id)}
        />
      )),
    };
  };

  return (
    <section aria-labelledby="webhooks-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <div className="max-w-2xl">
          <h2 id="webhooks-heading" className="mb-1 text-base font-semibold text-gray-800 dark:text-white/90">
            {t({ id: 'webhooks.title', defaultMessage: 'Webhooks' })}
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {t({
              id: 'webhooks.hint',
              defaultMessage:
                'Webhooks tell other systems when something changes here: each event is posted as JSON to the address, signed with the webhook’s secret, and retried for a day if it fails. A webhook that fails for a day is disabled.',
            })}
          </p>
        </div>
        <Button onClick={() => setEditing({ webhook: null })}>
          <PlusIcon />
          {t(WEBHOOK_MESSAGES.add)}
        </Button>
      </div>
      <ListTable
        label={t({ id: 'webhooks.table', defaultMessage: 'Webhooks of your company' })}
        caption={t({ id: 'webhooks.table', defaultMessage: 'Webhooks of your company' })}
        columns={[
          { heading: t({ id: 'webhooks.column.url', defaultMessage: 'Address' }) },
          { heading: t({ id: 'webhooks.column.events', defaultMessage: 'Events' }) },
          { heading: t({ id: 'webhooks.column.state', defaultMessage: 'State' }) },
        ]}
        actionsLabel={t({ id: 'webhooks.column.actions', defaultMessage: 'Actions' })}
        tableClassName="min-w-[720px]"
        body={body()}
      />
      {editing ? (
        <WebhookFormModal isOpen webhook={editing.webhook} onClose={() => setEditing(null)} />
      ) : null}
      {shownLog ? <WebhookDeliveriesModal webhook={shownLog} onClose={() => setLogOf(null)} /> : null}
    </section>
  );
}
