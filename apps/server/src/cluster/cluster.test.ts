import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import type { PrimaryMessage } from './channel.ts';
import { LiveRelay } from './live-relay.ts';
import { RateLimitCounts } from './rate-limits.ts';

describe('RateLimitCounts', () => {
  it('counts a window per limit and caller, and starts a new one when it has passed', () => {
    const counts = new RateLimitCounts();
    expect(counts.count('api', 'ann', 60_000, true, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.count('api', 'ann', 60_000, true, 11_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(counts.count('api', 'bob', 60_000, true, 11_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.count('signup', 'ann', 60_000, true, 11_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.count('api', 'ann', 60_000, true, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('reads a count without moving it', () => {
    const counts = new RateLimitCounts();
    expect(counts.count('api', 'ann', 60_000, false, 1_000)).toEqual({ current: 0, ttl: 0 });
    counts.count('api', 'ann', 60_000, true, 1_000);
    expect(counts.count('api', 'ann', 60_000, false, 2_000)).toEqual({ current: 1, ttl: 59_000 });
    expect(counts.count('api', 'ann', 60_000, true, 2_000)).toEqual({ current: 2, ttl: 59_000 });
  });
});

describe('LiveRelay', () => {
  const worker = (id: number) => ({ id }) as Worker;
  const setUp = (workers: Worker[]) => {
    const sent: [number, PrimaryMessage][] = [];
    const relay = new LiveRelay(
      () => workers,
      (to, message) => sent.push([to.id, message]),
    );
    return { relay, sent };
  };
  const events = [{ type: 'projects' as const }];

  it('hands events to every worker and tells the sender once all have them', () => {
    const [one, two] = [worker(1), worker(2)];
    const { relay, sent } = setUp([one, two]);
    relay.publish(two, 7, 'tenant', events);
    expect(sent).toEqual([
      [1, { portal: 'deliver', id: '2:7', tenantId: 'tenant', events }],
      [2, { portal: 'deliver', id: '2:7', tenantId: 'tenant', events }],
    ]);
    relay.delivered(two, '2:7');
    expect(sent).toHaveLength(2);
    relay.delivered(one, '2:7');
    expect(sent.at(-1)).toEqual([2, { portal: 'published', id: 7 }]);
    relay.delivered(one, '2:7');
    expect(sent).toHaveLength(3);
  });

  it('waits no longer for a worker that exited', () => {
    const [one, two] = [worker(1), worker(2)];
    const { relay, sent } = setUp([one, two]);
    relay.publish(one, 1, 'tenant', events);
    relay.delivered(one, '1:1');
    relay.gone(two);
    expect(sent.at(-1)).toEqual([1, { portal: 'published', id: 1 }]);
  });
});
