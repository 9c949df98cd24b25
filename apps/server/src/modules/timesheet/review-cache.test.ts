import type { LiveEvent, ReviewGridAnswer } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LivePublisher } from '../../context/effects.ts';
import { ReviewCache } from './review-cache.ts';

/** Stands in for the live channel: what the cache learns of changes, and whether it hears them. */
class FakeLive implements LivePublisher {
  readonly mail = undefined;
  listening: number | null = 1;
  private readonly listeners: ((tenantId: string, events: LiveEvent[]) => void)[] = [];
  async publish(tenantId: string, events: LiveEvent[]) {
    for (const listener of this.listeners) listener(tenantId, events);
  }
  onPublish() {}
  onChange(listener: (tenantId: string, events: LiveEvent[]) => void) {
    this.listeners.push(listener);
  }
}

const week = { startDate: '2026-09-06', endDate: '2026-09-12' };

let live: FakeLive;
let cache: ReviewCache;
let derived: number;

/** A Review whose answer tells how many were derived before it. */
const review = (tenantId = 'tenant-a', period = week, shape = 'grid') =>
  cache
    .answer(tenantId, shape, period, async () => {
      derived += 1;
      const answer: ReviewGridAnswer = {
        result: 1,
        entries: [],
        projects: [],
        tasks: [],
        users: [{ id: `derived-${derived}`, name: tenantId, totalHours: 0, status: 'Open', reason: null }],
      };
      return answer;
    })
    .then((answer) => JSON.parse(answer.json.toString()).users[0].id as string);

beforeEach(() => {
  live = new FakeLive();
  cache = new ReviewCache(live);
  derived = 0;
});

describe('the Review cache', () => {
  it('derives a Review once and answers it again, written as the endpoint writes it', async () => {
    expect(await review()).toBe('derived-1');
    expect(await review()).toBe('derived-1');
    expect(derived).toBe(1);
  });

  it('derives identical Reviews asked for at once only once', async () => {
    expect(await Promise.all([review(), review(), review()])).toEqual([
      'derived-1',
      'derived-1',
      'derived-1',
    ]);
    expect(derived).toBe(1);
  });

  it('keeps tenants, shapes and periods apart', async () => {
    await review('tenant-a');
    expect(await review('tenant-b')).toBe('derived-2');
    expect(await review('tenant-a', week, 'entries')).toBe('derived-3');
    expect(await review('tenant-a', { ...week, endDate: '2026-09-13' })).toBe('derived-4');
    expect(await review('tenant-a')).toBe('derived-1');
  });

  it('derives anew after a change of the period’s entries or weeks, and only then', async () => {
    await review();
    const changes: [LiveEvent, boolean][] = [
      [{ type: 'entries', userId: 'u', date: '2026-09-05' }, false],
      [{ type: 'entries', userId: 'u', date: '2026-09-13' }, false],
      [{ type: 'timer', userId: 'u' }, false],
      [{ type: 'notifications', userId: 'u' }, false],
      [{ type: 'week', userId: 'u', weekStart: '2026-09-13' }, false],
      [{ type: 'week', userId: 'u', weekStart: '2026-08-30' }, false],
      [{ type: 'entries', userId: 'u', date: '2026-09-06' }, true],
      [{ type: 'entries', userId: 'u', date: '2026-09-12' }, true],
      [{ type: 'entries', userId: null, date: null }, true],
      [{ type: 'week', userId: 'u', weekStart: '2026-09-06' }, true],
      [{ type: 'users' }, true],
      [{ type: 'projects' }, true],
      [{ type: 'tasks' }, true],
      [{ type: 'settings' }, true],
    ];
    for (const [event, rederives] of changes) {
      const before = derived;
      await live.publish('tenant-a', [event]);
      await review();
      expect([event, derived - before]).toEqual([event, rederives ? 1 : 0]);
    }
  });

  it('leaves other tenants’ Reviews kept when one tenant changes', async () => {
    await review('tenant-a');
    await review('tenant-b');
    await live.publish('tenant-b', [{ type: 'users' }]);
    expect(await review('tenant-a')).toBe('derived-1');
    expect(await review('tenant-b')).toBe('derived-3');
  });

  it('does not keep what was derived while a change of its period committed', async () => {
    const first = review();
    await live.publish('tenant-a', [{ type: 'entries', userId: 'u', date: '2026-09-07' }]);
    // Asked for after the change: not joined to the Review that began before it.
    const second = review();
    expect(await first).toBe('derived-1');
    expect(await second).toBe('derived-2');
    expect(await review()).toBe('derived-2');
  });

  it('derives every Review while changes may be missed, and none kept from before after a reconnection', async () => {
    await review();
    live.listening = null;
    expect(await review()).toBe('derived-2');
    expect(await review()).toBe('derived-3');
    live.listening = 2;
    expect(await review()).toBe('derived-4');
    expect(await review()).toBe('derived-4');
  });

  it('keeps nothing of a Review that failed', async () => {
    const failing = cache.answer('tenant-a', 'grid', week, () => Promise.reject(new Error('database gone')));
    await expect(failing).rejects.toThrow('database gone');
    expect(await review()).toBe('derived-1');
  });
});
