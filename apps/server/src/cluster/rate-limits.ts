import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { fromPrimary, toPrimary } from './channel.ts';

/** How many callers' windows the primary remembers; the least recently counted is forgotten first. */
const WINDOWS_KEPT = 100_000;

interface Window {
  count: number;
  startedAt: number;
}

/**
 * The primary's counts of every worker's rate limits: fixed windows per limit (`space`) and caller
 * (`key`), as @fastify/rate-limit's own store counts them in one process.
 */
export class RateLimitCounts {
  private readonly windows = new LRUCache<string, Window>({ max: WINDOWS_KEPT });

  count(space: string, key: string, windowMs: number, increment: boolean, now = Date.now()) {
    const id = `${space}\n${key}`;
    let window = this.windows.get(id);
    if (!window || window.startedAt + windowMs <= now) {
      if (!increment) return { current: 0, ttl: 0 };
      window = { count: 0, startedAt: now };
    }
    if (increment) {
      window.count += 1;
      this.windows.set(id, window);
    }
    return { current: window.count, ttl: window.startedAt + windowMs - now };
  }
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

const waiting = new Map<number, Counted>();
let lastId = 0;
let stopHearing: (() => void) | undefined;

function ask(space: string, key: string, windowMs: number, increment: boolean, done: Counted) {
  stopHearing ??= fromPrimary((message) => {
    if (message.portal !== 'counted') return;
    const counted = waiting.get(message.id);
    waiting.delete(message.id);
    counted?.(null, { current: message.current, ttl: message.ttl });
  });
  lastId += 1;
  waiting.set(lastId, done);
  if (!toPrimary({ portal: 'count', id: lastId, space, key, windowMs, increment })) {
    waiting.delete(lastId);
    done(new Error('The primary process is gone; rate limits cannot be counted'));
  }
}

/** Which limit a store counts: the route it was made for, or the plugin's global one. */
function spaceOf(options: {
  routeInfo?: { method?: unknown; url?: unknown };
  max?: unknown;
  timeWindow?: unknown;
}) {
  const { method, url } = options.routeInfo ?? {};
  return [method, url, options.max, options.timeWindow].map((part) => String(part ?? '')).join(' ');
}

/**
 * @fastify/rate-limit's store in a worker: every count is the primary's, so a caller's limit holds
 * across all the workers behind the port, not per worker.
 */
export class WorkersRateLimitStore implements FastifyRateLimitStore {
  private readonly space: string;

  constructor(options: object, space = 'global') {
    this.space = space === 'global' ? `global ${spaceOf(options)}` : space;
  }

  incr(key: string, callback: Counted, timeWindow: number): void {
    ask(this.space, key, timeWindow, true, callback);
  }

  read(key: string, callback: Counted, timeWindow: number): void {
    ask(this.space, key, timeWindow, false, callback);
  }

  child(routeOptions: object): FastifyRateLimitStore {
    return new WorkersRateLimitStore(routeOptions, spaceOf(routeOptions));
  }
}
