import { LRUCache } from 'lru-cache';
import type { LiveEvent } from '@portal/contract';
import type { LivePublisher } from './effects.ts';

interface Kept<V> {
  value: V;
  tenantId: string;
  /** The tenant's changes heard when it was read. */
  generation: number;
  /** The live channel's `listening` when it was read. */
  listening: number;
}

/** What a read found: the value and the tenant whose changes drop it. */
export interface Found<V> {
  tenantId: string;
  value: V;
}

/**
 * Values read from the store and kept between requests until a live event of their tenant says
 * they may have changed. Every change publishes its events to every instance, and an instance
 * hears its own before the change answers (every worker's, with `WEB_CONCURRENCY`), so nothing
 * kept outlives the change that altered it for anyone who asks after it. While the instance may
 * be missing events (its PostgreSQL listener reconnecting) nothing is kept or used, and nothing
 * read before a reconnection is used after it; a read that a change overtook is not kept.
 */
export class KeptUntilChanged<V> {
  private readonly kept: LRUCache<string, Kept<V>>;
  private readonly generations = new Map<string, number>();
  /** Every tenant's changes heard, so that a read one overtook is not kept. */
  private heard = 0;

  constructor(
    private readonly live: Pick<LivePublisher, 'onChange' | 'listening'>,
    /** Whether an event may change what is kept. */
    changes: (event: LiveEvent) => boolean,
    max: number,
  ) {
    this.kept = new LRUCache({ max });
    live.onChange((tenantId, events) => {
      if (!events.some(changes)) return;
      this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
      this.heard += 1;
    });
  }

  /** The value kept under `key`, while it is still what the store holds. */
  get(key: string): V | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.listening === this.live.listening && kept.generation === this.generationOf(kept.tenantId))
      return kept.value;
    this.kept.delete(key);
    return undefined;
  }

  /** The value kept under `key`, else what `read` finds, kept when nothing may have overtaken it. */
  async through(key: string, read: () => Promise<Found<V> | undefined>): Promise<V | undefined> {
    const known = this.get(key);
    if (known !== undefined) return known;
    const { listening } = this.live;
    const heard = this.heard;
    const found = await read();
    if (found && listening !== null && this.live.listening === listening && this.heard === heard) {
      const generation = this.generationOf(found.tenantId);
      this.kept.set(key, { ...found, generation, listening });
    }
    return found?.value;
  }

  private generationOf(tenantId: string): number {
    return this.generations.get(tenantId) ?? 0;
  }
}
