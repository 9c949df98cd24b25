import { describe, expect, it } from 'vitest';
import { allEndpoints } from './api.ts';
import { WEBHOOK_EVENT_TYPES, weekOfTarget } from './webhook-events.ts';

describe('webhook events', () => {
  const declared = allEndpoints.flatMap((endpoint) =>
    endpoint.kind === 'change' && endpoint.webhook ? [endpoint.webhook.event] : [],
  );

  it('are each sent by some change, declared on the change itself', () => {
    expect(new Set(declared)).toEqual(new Set(WEBHOOK_EVENT_TYPES));
  });

  it('name a week by the person and the Sunday its change records', () => {
    expect(weekOfTarget('user-1:2026-10-04')).toEqual({ userId: 'user-1', weekStart: '2026-10-04' });
  });
});
