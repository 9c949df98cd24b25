import { changed, type LiveEvent } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { collectEffects, type MailContext } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import type { WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
import { notifyWebhookDisabled } from '../notifications/notifications.service.ts';
import { deliver, type WebhookNetwork } from './webhooks.delivery.ts';
import * as repository from './webhooks.repository.ts';
import { failedTooLong, nextAttemptAt } from './webhooks.retries.ts';
import { signatureHeaders } from './webhooks.signature.ts';

/** Deliveries read from the outbox at a time. */
const BATCH_SIZE = 20;
/** How much longer than an attempt's time-out a claimed delivery rests before it is due again. */
const LEASE_MARGIN_MS = 60_000;
/** Why the deliveries of a disabled endpoint are not sent. */
const DISABLED = 'Webhook disabled';

export interface SenderOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Set when email is configured, so that Admins told of a disabled endpoint also get an email. */
  mail: MailContext | undefined;
  /**
   * Tells the tenant's live streams that an endpoint was disabled, and of the notifications that
   * says. An attempt publishes nothing: the delivery log is read again while it is shown.
   */
  publish: (tenantId: string, events: LiveEvent[]) => Promise<void>;
  /** Replaces DNS and the connection, as the tests do; the system's by default. */
  network?: WebhookNetwork | undefined;
}

/** An endpoint's address without what may be a credential: user, password and query. */
function shownAddress(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

const succeeded = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Records that an endpoint failed at `now`: since when it fails, and once that is a day, disables
 * it, gives up its pending deliveries and tells the tenant's Admins, once whichever instance sees it.
 */
async function recordFailure(
  db: Db,
  endpoint: Selectable<WebhookEndpointTable>,
  now: Date,
  options: SenderOptions,
): Promise<void> {
  if (endpoint.failing_since === null) {
    await repository.updateEndpoint(db, endpoint.tenant_id, endpoint.id, {
      failing_since: now.toISOString(),
    });
    return;
  }
  if (!failedTooLong(new Date(endpoint.failing_since), now)) return;
  const [disabled, events] = await collectEffects(options.mail, () =>
    db.transaction().execute(async (trx) => {
      if (!(await repository.disableEndpoint(trx, endpoint.tenant_id, endpoint.id))) return false;
      await repository.failPendingDeliveries(trx, endpoint.tenant_id, endpoint.id, DISABLED);
      await notifyWebhookDisabled(trx, endpoint.tenant_id, { url: shownAddress(endpoint.url) });
      return true;
    }),
  );
  if (!disabled) return;
  options.log.warn(
    { tenantId: endpoint.tenant_id, webhookId: endpoint.id },
    'Webhook disabled after failing',
  );
  await options.publish(endpoint.tenant_id, [...events, changed.webhooks()]);
}

/** Makes one attempt of a claimed delivery and records how it went. */
async function attempt(
  db: Db,
  delivery: Selectable<WebhookDeliveryTable>,
  now: Date,
  options: SenderOptions,
): Promise<boolean> {
  const endpoint = await repository.findEndpoint(db, delivery.tenant_id, delivery.endpoint_id);
  if (!endpoint || endpoint.enabled !== 1) {
    await repository.updateDelivery(db, delivery, {
      status: 'failed',
      next_attempt_at: null,
      error: DISABLED,
    });
    return false;
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'timesheet-portal-webhooks',
    ...signatureHeaders(endpoint.secret, { id: delivery.event_id, at: new Date(), body: delivery.body }),
  };
  const outcome = await deliver(
    { url: endpoint.url, headers, body: delivery.body },
    {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      ...options.network,
    },
  );
  const attempted = {
    last_attempt_at: now.toISOString(),
    answer_code: outcome.status,
    error: outcome.error,
    duration_ms: outcome.durationMs,
  };
  if (succeeded(outcome.status)) {
    await repository.updateDelivery(db, delivery, {
      ...attempted,
      status: 'delivered',
      next_attempt_at: null,
    });
    if (endpoint.failing_since !== null) {
      await repository.updateEndpoint(db, endpoint.tenant_id, endpoint.id, { failing_since: null });
    }
    return true;
  }
  const next = nextAttemptAt(new Date(delivery.created_at), delivery.attempts + 1, now);
  await repository.updateDelivery(db, delivery, {
    ...attempted,
    status: next ? 'pending' : 'failed',
    next_attempt_at: next?.toISOString() ?? null,
  });
  options.log.info(
    { webhookId: endpoint.id, deliveryId: delivery.id, attempt: delivery.attempts + 1, ...outcome },
    'A webhook delivery failed',
  );
  await recordFailure(db, endpoint, now, options);
  return false;
}

/**
 * Sends the outbox's deliveries due at `now`, each attempt once however many instances send:
 * another sender that read the same delivery finds it claimed. A failed attempt is retried with
 * exponential backoff for a day (`nextAttemptAt`). Answers how many were delivered and failed.
 */
export async function sendDueWebhooks(
  db: Db,
  now: Date,
  options: SenderOptions,
): Promise<{ delivered: number; failed: number }> {
  const counts = { delivered: 0, failed: 0 };
  const lease = new Date(now.getTime() + options.timeoutMs + LEASE_MARGIN_MS).toISOString();
  for (;;) {
    const due = await runAsSystem(() => repository.dueDeliveries(db, now.toISOString(), BATCH_SIZE));
    for (const delivery of due) {
      await runAsTenant(delivery.tenant_id, async () => {
        if (!(await repository.claimDelivery(db, delivery, lease))) return;
        if (await attempt(db, delivery, now, options)) counts.delivered += 1;
        else counts.failed += 1;
      });
    }
    if (due.length < BATCH_SIZE) return counts;
  }
}

/**
 * Sends the outbox in the background whenever woken: after a change was published, and on a
 * timer for retries. A wake-up during a run makes one more run, never two at once.
 */
export class WebhookSender {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly options: SenderOptions,
  ) {}

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  async close(): Promise<void> {
    this.again = false;
    await this.running;
  }

  private async run() {
    try {
      await sendDueWebhooks(this.db, new Date(), this.options);
    } catch (error) {
      this.options.log.error({ err: error }, 'Sending webhooks failed');
    }
  }
}
