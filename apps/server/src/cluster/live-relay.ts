import type { Worker } from 'node:cluster';
import type { LiveEvent } from '@portal/contract';
import type { PrimaryMessage } from './channel.ts';

interface Delivery {
  origin: Worker;
  /** The origin's number for its publication. */
  id: number;
  /** Workers that have not yet said they have the events. */
  waiting: Set<number>;
}

/**
 * The primary's relay of live events: a worker's events go to every worker, the sender included,
 * and the sender hears back once each has taken them in. A change's answer waits for that, so
 * whatever any worker keeps of what the change altered (a kept Review) is dropped before the
 * person who made it can ask again, whichever worker their next request reaches.
 */
export class LiveRelay {
  private readonly deliveries = new Map<string, Delivery>();

  constructor(
    private readonly workers: () => Worker[],
    private readonly send: (worker: Worker, message: PrimaryMessage) => void,
  ) {}

  publish(origin: Worker, id: number, tenantId: string, events: LiveEvent[]): void {
    const key = `${origin.id}:${id}`;
    const recipients = this.workers();
    this.deliveries.set(key, { origin, id, waiting: new Set(recipients.map((worker) => worker.id)) });
    for (const worker of recipients) this.send(worker, { portal: 'deliver', id: key, tenantId, events });
    this.settle(key);
  }

  delivered(worker: Worker, key: string): void {
    this.deliveries.get(key)?.waiting.delete(worker.id);
    this.settle(key);
  }

  /** A worker that exited will never answer: nobody waits for it any longer. */
  gone(worker: Worker): void {
    for (const [key, delivery] of this.deliveries) {
      delivery.waiting.delete(worker.id);
      this.settle(key);
    }
  }

  private settle(key: string): void {
    const delivery = this.deliveries.get(key);
    if (!delivery || delivery.waiting.size > 0) return;
    this.deliveries.delete(key);
    this.send(delivery.origin, { portal: 'published', id: delivery.id });
  }
}
