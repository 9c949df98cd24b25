import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import type { WebhookNetwork } from './webhooks.delivery.ts';
import { WebhookSender } from './webhooks.sender.ts';
import type { WebhookSubscriptions } from './webhooks.subscriptions.ts';
import * as webhooks from './webhooks.service.ts';

/** How often the sender looks for deliveries due for another attempt. */
const RETRY_TICK_MS = 15_000;

/** Sends the outbox after each published change, and on a timer for retries, until the server closes. */
function sendInBackground(
  app: FastifyInstance,
  db: Db,
  config: Config,
  network: WebhookNetwork | undefined,
  subscriptions: WebhookSubscriptions,
) {
  const sender = new WebhookSender(db, {
    ...config.webhooks,
    network,
    log: app.log,
    mail: app.live.mail,
    publish: (tenantId, events) => app.live.publish(tenantId, events),
  });
  // A change that was just published may have queued deliveries, where the tenant has endpoints
  // (the `webhooks` event of a test event or a resend drops what was known of them).
  app.live.onPublish((tenantId, events) => {
    if (events.some((event) => event.type === 'webhooks') || subscriptions.mayDeliver(tenantId))
      sender.wake();
  });
  const ticker = setInterval(() => sender.wake(), RETRY_TICK_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    await sender.close();
  });
}

export async function webhooksRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    network,
    subscriptions,
  }: {
    db: Db;
    config: Config;
    network: WebhookNetwork | undefined;
    subscriptions: WebhookSubscriptions;
  },
) {
  sendInBackground(app, db, config, network, subscriptions);

  route(app, api.webhooks.getWebhooks, async ({ caller }) => ({
    result: 1,
    webhooks: await webhooks.listWebhooks(db, caller),
  }));
  route(app, api.webhooks.addWebhook, async ({ caller, input }) => ({
    result: 1,
    ...(await webhooks.addWebhook(db, caller, input, config.webhooks)),
  }));
  route(app, api.webhooks.updateWebhook, async ({ caller, input }) => {
    await webhooks.updateWebhook(db, caller, input, config.webhooks);
    return { result: 1, msg: 'Webhook saved' };
  });
  route(app, api.webhooks.deleteWebhook, async ({ caller, input }) => {
    await webhooks.deleteWebhook(db, caller, input.webhookId);
    return { result: 1, msg: 'Webhook deleted' };
  });
  route(app, api.webhooks.getWebhookDeliveries, async ({ caller, input }) => ({
    result: 1,
    deliveries: await webhooks.listDeliveries(db, caller, input.webhookId, input.limit),
  }));
  route(app, api.webhooks.resendWebhookDelivery, async ({ caller, input }) => ({
    result: 1,
    id: await webhooks.resendDelivery(db, caller, input.deliveryId),
  }));
  route(app, api.webhooks.sendWebhookTestEvent, async ({ caller, input }) => ({
    result: 1,
    id: await webhooks.sendTestEvent(db, caller, input.webhookId),
  }));
}
