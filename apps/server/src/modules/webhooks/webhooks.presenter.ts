import type { Webhook, WebhookDelivery, WebhookEventType } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema.ts';

/** An endpoint as Admins see it: never its secret. */
export function presentWebhook(row: Selectable<WebhookEndpointTable>): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: row.enabled === 1,
    failingSince: row.failing_since,
    createdAt: row.created_at,
  };
}

export function presentDelivery(row: Selectable<WebhookDeliveryTable>): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    event: row.event_type,
    status: row.status,
    attempts: row.attempts,
    answerCode: row.answer_code,
    error: row.error,
    durationMs: row.duration_ms,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  };
}
