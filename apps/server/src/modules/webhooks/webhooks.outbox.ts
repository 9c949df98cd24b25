import crypto from 'node:crypto';
import type { Endpoint, WebhookObject } from '@portal/contract';
import { servedCall } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import * as repository from './webhooks.repository.ts';

/** A delivery's body: the event's id, type and time, and the changed object. */
export function eventBody(eventId: string, type: string, at: string, data: WebhookObject): string {
  return JSON.stringify({ id: eventId, type, timestamp: at, data });
}

/** A new event's id, the `webhook-id` of its deliveries. */
export const newEventId = () => `evt_${crypto.randomUUID().replaceAll('-', '')}`;

/** The outbox row of one event for one endpoint, due at once. */
export function pendingDelivery(
  tenantId: string,
  endpointId: string,
  event: { id: string; type: string; body: string },
  at: string,
) {
  return {
    tenant_id: tenantId,
    id: crypto.randomUUID(),
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    body: event.body,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    last_attempt_at: null,
    answer_code: null,
    error: null,
    duration_ms: null,
    created_at: at,
  };
}

/**
 * Queues the webhook event `endpoint` declares for its change of `targetId` to every enabled
 * endpoint of the tenant registered for it. Call it in the change's transaction (the audit record
 * does), so that an event goes out for each committed change and none for a refused one. The
 * changed object is built from the served call's input: a change made by a scheduled job serves
 * no call and sends nothing.
 */
export async function queueWebhookEvent(
  trx: Db,
  tenantId: string,
  endpoint: Endpoint,
  targetId: string | null,
): Promise<void> {
  if (endpoint.kind !== 'change' || !endpoint.webhook || targetId === null) return;
  const call = servedCall(endpoint);
  if (!call) return;
  const { event } = endpoint.webhook;
  const subscribed = (await call.webhookEndpoints(trx, tenantId)).filter((row) => row.events.has(event));
  if (subscribed.length === 0) return;
  const at = new Date().toISOString();
  const id = newEventId();
  const body = eventBody(id, event, at, endpoint.webhook.object(call.input, targetId));
  await repository.insertDeliveries(
    trx,
    subscribed.map((row) => pendingDelivery(tenantId, row.id, { id, type: event, body }, at)),
  );
}
