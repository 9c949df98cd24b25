import { LRUCache } from 'lru-cache';
import type { LivePublisher, WebhookEndpoint } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import * as repository from './webhooks.repository.ts';

/** Most tenants whose endpoints one instance keeps. */
const MAX_TENANTS = 10_000;

interface Kept {
  endpoints: readonly WebhookEndpoint[];
  /** The live channel's `listening` when they were read. */
  listening: number;
}

/**
 * Keeps each tenant's enabled webhook endpoints and the events each takes. Every change that
 * declares a webhook event asks for them in its transaction, most tenants have none, and they
 * change only through the webhook calls and the sender, which publish the `webhooks` event: that
 * event, from any instance, drops the tenant's. While the instance may be missing events (its
 * PostgreSQL listener reconnecting) they are read at every change, and nothing read before the
 * reconnection is used after it.
 */
export class WebhookSubscriptions {
  private readonly kept = new LRUCache<string, Kept>({ max: MAX_TENANTS });
  /** How many `webhooks` events this instance has heard of, so that a read one overtook is not kept. */
  private heard = 0;

  constructor(
    private readonly live: Pick<LivePublisher, 'onChange' | 'listening'>,
    private readonly read: typeof repository.enabledEndpoints = repository.enabledEndpoints,
  ) {
    live.onChange((tenantId, events) => {
      if (!events.some((event) => event.type === 'webhooks')) return;
      this.kept.delete(tenantId);
      this.heard += 1;
    });
  }

  /** The tenant's enabled endpoints, read through `db` (the change's transaction) when not kept. */
  async endpointsOf(db: Db, tenantId: string): Promise<readonly WebhookEndpoint[]> {
    const { listening } = this.live;
    const kept = this.kept.get(tenantId);
    if (kept && kept.listening === listening) return kept.endpoints;
    const heard = this.heard;
    const endpoints = (await this.read(db, tenantId)).map((row) => ({
      id: row.id,
      events: new Set(JSON.parse(row.events) as string[]),
    }));
    if (listening !== null && this.live.listening === listening && this.heard === heard)
      this.kept.set(tenantId, { endpoints, listening });
    return endpoints;
  }

  /** Whether changes of the tenant may queue deliveries: it has endpoints, or they are not known. */
  mayDeliver(tenantId: string): boolean {
    const kept = this.kept.get(tenantId);
    return !kept || kept.listening !== this.live.listening || kept.endpoints.length > 0;
  }
}
