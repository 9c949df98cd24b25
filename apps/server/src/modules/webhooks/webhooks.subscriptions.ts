import type { LivePublisher, WebhookEndpoint } from '../../context/effects.ts';
import { KeptUntilChanged } from '../../context/kept-until-changed.ts';
import type { Db } from '../../db/dialect.ts';
import * as repository from './webhooks.repository.ts';

/** Most tenants whose endpoints one instance keeps. */
const MAX_TENANTS = 10_000;

/**
 * Keeps each tenant's enabled webhook endpoints and the events each takes. Every change that
 * declares a webhook event asks for them in its transaction, most tenants have none, and they
 * change only through the webhook calls and the sender, which publish the `webhooks` event: that
 * event, from any instance, drops the tenant's (see `KeptUntilChanged`).
 */
export class WebhookSubscriptions {
  private readonly kept: KeptUntilChanged<readonly WebhookEndpoint[]>;

  constructor(
    live: Pick<LivePublisher, 'onChange' | 'listening'>,
    private readonly read: typeof repository.enabledEndpoints = repository.enabledEndpoints,
  ) {
    this.kept = new KeptUntilChanged(live, (event) => event.type === 'webhooks', MAX_TENANTS);
  }

  /** The tenant's enabled endpoints, read through `db` (the change's transaction) when not kept. */
  async endpointsOf(db: Db, tenantId: string): Promise<readonly WebhookEndpoint[]> {
    const endpoints = await this.kept.through(tenantId, async () => ({
      tenantId,
      value: (await this.read(db, tenantId)).map((row) => ({
        id: row.id,
        events: new Set(JSON.parse(row.events) as string[]),
      })),
    }));
    return endpoints!;
  }

  /** Whether changes of the tenant may queue deliveries: it has endpoints, or they are not known. */
  mayDeliver(tenantId: string): boolean {
    const endpoints = this.kept.get(tenantId);
    return endpoints === undefined || endpoints.length > 0;
  }
}
