import type { Webhook, WebhookDelivery, WebhookEventType } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { currentLocale, t } from '../../../lib/i18n/intl.ts';
import { formattingLocale } from '../../../lib/i18n/locale.ts';
import { useWebhookDeliveries } from '../api/get-webhooks.ts';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery.ts';
import { useSendWebhookTestEvent } from '../api/send-webhook-test-event.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES, WEBHOOK_STATUS_LABELS } from '../messages.ts';

/** A moment of the log in the reader's language and the browser's time zone. */
const moment = (iso: string) =>
  new Intl.DateTimeFormat(formattingLocale(currentLocale()), {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));

/** An event's name; the test event, and any event this version does not know, by its type. */
const eventLabel = (event: string) =>
  event in WEBHOOK_EVENT_LABELS ? t(WEBHOOK_EVENT_LABELS[event as WebhookEventType]) : event;

function DeliveryRow({ delivery, onResend }: { delivery: WebhookDelivery; onResend: () => void }) {
  // The receiver's answer code, or why none came (in the sender's words, as the server logs them).
  const answer = delivery.answerCode !== null ? String(delivery.answerCode) : (delivery.error ?? '');
  return (
    <tr className="border-t border-gray-100 dark:border-gray-800">
      <th scope="row" className={`${listCell} text-start font-medium text-gray-800 dark:text-white/90`}>
        {eventLabel(delivery.event)}
        <span className="block font-mono text-xs font-normal text-gray-500 dark:text-gray-400">
          {delivery.eventId}
        </span>
      </th>
      <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{moment(delivery.createdAt)}</td>
      <td className={`${listCell} text-gray-600 dark:text-gray-400`}>
        {t(WEBHOOK_STATUS_LABELS[delivery.status])}
        {delivery.nextAttemptAt ? (
          <span className="block text-xs">
            {t(
              { id: 'webhooks.log.next-attempt', defaultMessage: 'Next attempt {moment}' },
              { moment: moment(delivery.nextAttemptAt) },
            )}
          </span>
        ) : null}
      </td>
      <td className={`${listCell} text-end text-gray-600 tabular-nums dark:text-gray-400`}>
        {delivery.attempts}
      </td>
      <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{answer}</td>
      <td className={`${listCell} text-end text-gray-600 tabular-nums dark:text-gray-400`}>
        {delivery.durationMs !== null
          ? t({ id: 'webhooks.log.duration-ms', defaultMessage: '{ms} ms' }, { ms: delivery.durationMs })
          : ''}
      </td>
      <td className={`${listCell} text-end whitespace-nowrap`}>
        <button type="button" onClick={onResend} className={listActionButton}>
          {t({ id: 'webhooks.log.resend', defaultMessage: 'Resend' })}
        </button>
      </td>
    </tr>
  );
}

/** A webhook's delivery log, newest first, with Resend for each and a test event to send. */
export function WebhookDeliveriesModal({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendWebhookDelivery();
  const sendTest = useSendWebhookTestEvent();

  const body = (): ListBody => {
    if (deliveries.isPending)
      return { loading: t({ id: 'webhooks.log.loading', defaultMessage: 'Loading deliveries...' }) };
    if (deliveries.isError) {
      return {
        message: t({ id: 'webhooks.log.load-failed', defaultMessage: 'The deliveries could not be loaded.' }),
      };
    }
    if (deliveries.data.length === 0) {
      return { message: t({ id: 'webhooks.log.empty', defaultMessage: 'Nothing sent yet.' }) };
    }
    return {
      rows: deliveries.data.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          onResend={() => resend.mutate({ deliveryId: delivery.id })}
        />
      )),
    };
  };

  return (
    <Modal title={t(WEBHOOK_MESSAGES.deliveries)} isOpen onClose={onClose} size="lg">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm break-all text-gray-600 dark:text-gray-400">{webhook.url}</p>
        <Button
          variant="outline"
          disabled={!webhook.enabled || sendTest.isPending}
          onClick={() => sendTest.mutate({ webhookId: webhook.id })}
        >
          {t(WEBHOOK_MESSAGES.sendTest)}
        </Button>
      </div>
      <ListTable
        label={t(WEBHOOK_MESSAGES.deliveries)}
        caption={t(WEBHOOK_MESSAGES.deliveries)}
        columns={[
          { heading: t({ id: 'webhooks.log.event', defaultMessage: 'Event' }) },
          { heading: t({ id: 'webhooks.log.time', defaultMessage: 'Time' }) },
          { heading: t({ id: 'webhooks.log.status', defaultMessage: 'Status' }) },
          { heading: t({ id: 'webhooks.log.attempts', defaultMessage: 'Attempts' }), alignEnd: true },
          { heading: t({ id: 'webhooks.log.answer', defaultMessage: 'Answer' }) },
          { heading: t({ id: 'webhooks.log.duration', defaultMessage: 'Duration' }), alignEnd: true },
        ]}
        actionsLabel={t({ id: 'webhooks.log.actions', defaultMessage: 'Actions' })}
        tableClassName="min-w-[720px]"
        body={body()}
      />
    </Modal>
  );
}
