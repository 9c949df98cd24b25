import crypto from 'node:crypto';
import {
  api,
  MAX_WEBHOOKS,
  WEBHOOK_TEST_EVENT,
  type AddWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
} from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { deliverableAddress } from './webhooks.addresses.ts';
import { eventBody, newEventId, pendingDelivery } from './webhooks.outbox.ts';
import { presentDelivery, presentWebhook } from './webhooks.presenter.ts';
import * as repository from './webhooks.repository.ts';
import { newWebhookSecret } from './webhooks.signature.ts';

type WebhookFields = Pick<z.output<typeof AddWebhookBody>, 'url' | 'events'>;
type Settings = { allowPrivate: boolean };

/** Adding waits for the tenant's other additions, so that the limit holds. */
const lockWebhooks = (trx: Db, tenantId: string) => lockKey(trx, `webhooks:${tenantId}`);

/**
 * Refuses (400) an address written as a non-public IP address, or naming this machine, at once.
 * A name that resolves to one is refused at each delivery, after DNS answered.
 */
function checkAddress(url: string, settings: Settings) {
  if (settings.allowPrivate) return;
  const { hostname } = new URL(url);
  const literal = /^[\d.]+$|^\[/.test(hostname);
  const local = hostname === 'localhost' || hostname.endsWith('.localhost');
  if (local || (literal && !deliverableAddress(hostname, settings))) {
    throw refuse(400, 'webhook-address-not-public', { host: hostname });
  }
}

async function existingEndpoint(db: Db, tenantId: string, webhookId: string) {
  const row = await repository.findEndpoint(db, tenantId, webhookId);
  if (!row) throw refuse(404, 'webhook-not-found');
  return row;
}

export async function listWebhooks(db: Db, caller: Caller): Promise<Webhook[]> {
  return (await repository.listEndpoints(db, caller.tenantId)).map(presentWebhook);
}

/** Registers an endpoint; answers its id and its secret, which is never shown again. */
export async function addWebhook(
  db: Db,
  caller: Caller,
  fields: WebhookFields,
  settings: Settings,
): Promise<{ id: string; secret: string }> {
  checkAddress(fields.url, settings);
  const id = crypto.randomUUID();
  const secret = newWebhookSecret();
  await db.transaction().execute(async (trx) => {
    await lockWebhooks(trx, caller.tenantId);
    if ((await repository.countEndpoints(trx, caller.tenantId)) >= MAX_WEBHOOKS) {
      throw refuse(409, 'webhooks-limit', { max: MAX_WEBHOOKS });
    }
    await repository.insertEndpoint(trx, {
      tenant_id: caller.tenantId,
      id,
      url: fields.url,
      events: JSON.stringify(fields.events),
      secret,
      enabled: 1,
      failing_since: null,
      created_at: new Date().toISOString(),
    });
    await audit.record(trx, caller, api.webhooks.addWebhook, id);
  });
  return { id, secret };
}

/** Changes an endpoint; enabling a disabled one starts its failures afresh. */
export async function updateWebhook(
  db: Db,
  caller: Caller,
  { webhookId, url, events, enabled }: Omit<z.output<typeof UpdateWebhookBody>, 'tenantId'>,
  settings: Settings,
): Promise<void> {
  checkAddress(url, settings);
  await db.transaction().execute(async (trx) => {
    const current = await existingEndpoint(trx, caller.tenantId, webhookId);
    await repository.updateEndpoint(trx, caller.tenantId, webhookId, {
      url,
      events: JSON.stringify(events),
      enabled: enabled ? 1 : 0,
      failing_since: enabled && current.enabled === 1 ? current.failing_since : null,
    });
    if (!enabled) await repository.failPendingDeliveries(trx, caller.tenantId, webhookId, 'Webhook disabled');
    await audit.record(trx, caller, api.webhooks.updateWebhook, webhookId);
  });
}

export async function deleteWebhook(db: Db, caller: Caller, webhookId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await existingEndpoint(trx, caller.tenantId, webhookId);
    await repository.deleteEndpoint(trx, caller.tenantId, webhookId);
    await audit.record(trx, caller, api.webhooks.deleteWebhook, webhookId);
  });
}

export async function listDeliveries(
  db: Db,
  caller: Caller,
  webhookId: string,
  limit: number,
): Promise<WebhookDelivery[]> {
  await existingEndpoint(db, caller.tenantId, webhookId);
  return (await repository.listDeliveries(db, caller.tenantId, webhookId, limit)).map(presentDelivery);
}

/** Queues a delivery's event again, as a new delivery with the same event id, due at once. */
export async function resendDelivery(db: Db, caller: Caller, deliveryId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const delivery = await repository.findDelivery(trx, caller.tenantId, deliveryId);
    if (!delivery) throw refuse(404, 'webhook-delivery-not-found');
    const endpoint = await existingEndpoint(trx, caller.tenantId, delivery.endpoint_id);
    if (endpoint.enabled !== 1) throw refuse(409, 'webhook-disabled');
    const again = pendingDelivery(
      caller.tenantId,
      delivery.endpoint_id,
      { id: delivery.event_id, type: delivery.event_type, body: delivery.body },
      new Date().toISOString(),
    );
    await repository.insertDeliveries(trx, [again]);
    await audit.record(trx, caller, api.webhooks.resendWebhookDelivery, again.id);
    return again.id;
  });
}

/** Queues a signed test event to an endpoint, whatever events it is registered for. */
export async function sendTestEvent(db: Db, caller: Caller, webhookId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await existingEndpoint(trx, caller.tenantId, webhookId);
    if (endpoint.enabled !== 1) throw refuse(409, 'webhook-disabled');
    const at = new Date().toISOString();
    const id = newEventId();
    const body = eventBody(id, WEBHOOK_TEST_EVENT, at, { webhookId });
    const delivery = pendingDelivery(caller.tenantId, webhookId, { id, type: WEBHOOK_TEST_EVENT, body }, at);
    await repository.insertDeliveries(trx, [delivery]);
    await audit.record(trx, caller, api.webhooks.sendWebhookTestEvent, delivery.id);
    return delivery.id;
  });
}
