import { describe, expect, it } from 'vitest';
import {
  failedTooLong,
  FIRST_RETRY_MS,
  GIVE_UP_AFTER_MS,
  MAX_RETRY_WAIT_MS,
  nextAttemptAt,
} from './webhooks.retries.ts';

const queued = new Date('2026-11-27T10:00:00.000Z');
const after = (ms: number) => new Date(queued.getTime() + ms);

describe('webhook retries', () => {
  it('wait twice as long after each failed attempt, up to the longest wait', () => {
    expect(nextAttemptAt(queued, 1, queued)).toEqual(after(FIRST_RETRY_MS));
    expect(nextAttemptAt(queued, 2, queued)).toEqual(after(2 * FIRST_RETRY_MS));
    expect(nextAttemptAt(queued, 5, queued)).toEqual(after(16 * FIRST_RETRY_MS));
    expect(nextAttemptAt(queued, 20, queued)).toEqual(after(MAX_RETRY_WAIT_MS));
  });

  it('end 24 hours after the event was queued', () => {
    let now = queued;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(queued, attempts, now);
      if (next === null) break;
      now = next;
    }
    expect(now.getTime() - queued.getTime()).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(now.getTime() - queued.getTime()).toBeGreaterThan(GIVE_UP_AFTER_MS - MAX_RETRY_WAIT_MS);
    expect(attempts).toBeGreaterThan(10);
  });

  it('disable an endpoint once it has failed for 24 hours', () => {
    expect(failedTooLong(queued, after(GIVE_UP_AFTER_MS - 1))).toBe(false);
    expect(failedTooLong(queued, after(GIVE_UP_AFTER_MS))).toBe(true);
  });
});
