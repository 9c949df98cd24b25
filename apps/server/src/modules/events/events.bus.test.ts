import type { LiveEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { payloadsOf } from './events.bus.ts';

describe('payloadsOf', () => {
  it('splits a tenant’s events into NOTIFY payloads under PostgreSQL’s limit, losing none', () => {
    const events: LiveEvent[] = Array.from({ length: 500 }, (_, index) => ({
      type: 'week',
      userId: `user-${index}-${'x'.repeat(36)}`,
      weekStart: '2026-11-15',
    }));
    const payloads = payloadsOf('tenant-1', events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const decoded = payloads.map((payload) => JSON.parse(payload) as { t: string; e: LiveEvent[] });
    expect(decoded.every((message) => message.t === 'tenant-1')).toBe(true);
    expect(decoded.flatMap((message) => message.e)).toEqual(events);
  });

  it('sends a few events in one payload', () => {
    expect(payloadsOf('t', [{ type: 'projects' }, { type: 'tasks' }])).toEqual([
      '{"t":"t","e":[{"type":"projects"},{"type":"tasks"}]}',
    ]);
  });
});
