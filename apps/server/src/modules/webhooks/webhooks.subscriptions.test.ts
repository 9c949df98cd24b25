import type { LiveEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/dialect.ts';
import { WebhookSubscriptions } from './webhooks.subscriptions.ts';

const db = {} as Db;

/** A live channel the test drives, and a store whose reads it counts and may hold back. */
function setUp() {
  const listeners: Array<(tenantId: string, events: LiveEvent[]) => void> = [];
  const live = {
    listening: 1 as number | null,
    onChange: (listener: (tenantId: string, events: LiveEvent[]) => void) => void listeners.push(listener),
  };
  const stored = new Map<string, Array<{ id: string; events: string }>>();
  const reads: string[] = [];
  let holding = false;
  let release = () => undefined as void;
  const subscriptions = new WebhookSubscriptions(live, async (_db, tenantId) => {
    reads.push(tenantId);
    const rows = stored.get(tenantId) ?? [];
    if (holding) {
      holding = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    return rows as never;
  });
  const hear = (tenantId: string, ...events: LiveEvent[]) => {
    for (const listener of listeners) listener(tenantId, events);
  };
  return {
    live,
    stored,
    reads,
    hear,
    subscriptions,
    holdNextRead: () => (holding = true),
    release: () => release(),
  };
}

const ids = async (subscriptions: WebhookSubscriptions, tenantId: string) =>
  (await subscriptions.endpointsOf(db, tenantId)).map(({ id, events }) => [id, [...events]]);

describe("a tenant's webhook endpoints, kept between changes", () => {
  it('are read once, and again after a webhooks event of that tenant only', async () => {
    const { stored, reads, hear, subscriptions } = setUp();
    stored.set('t1', [{ id: 'e1', events: '["project.created"]' }]);
    expect(await ids(subscriptions, 't1')).toEqual([['e1', ['project.created']]]);
    expect(await ids(subscriptions, 't1')).toEqual([['e1', ['project.created']]]);
    expect(await ids(subscriptions, 't2')).toEqual([]);
    expect(reads).toEqual(['t1', 't2']);

    hear('t2', { type: 'projects' });
    hear('t1', { type: 'projects' });
    await ids(subscriptions, 't1');
    expect(reads).toEqual(['t1', 't2']);

    stored.set('t1', []);
    hear('t1', { type: 'webhooks' });
    expect(await ids(subscriptions, 't1')).toEqual([]);
    await ids(subscriptions, 't2');
    expect(reads).toEqual(['t1', 't2', 't1']);
  });

  it('keeps no read that a webhooks event overtook', async () => {
    const { stored, reads, hear, subscriptions, holdNextRead, release } = setUp();
    holdNextRead();
    const overtaken = subscriptions.endpointsOf(db, 't1');
    stored.set('t1', [{ id: 'e1', events: '["week.approved"]' }]);
    hear('t1', { type: 'webhooks' });
    release();
    expect(await overtaken).toEqual([]);
    expect(await ids(subscriptions, 't1')).toEqual([['e1', ['week.approved']]]);
    expect(reads).toEqual(['t1', 't1']);
  });

  it('are read at every change while events may be missed, and again after a reconnection', async () => {
    const { live, reads, subscriptions } = setUp();
    await ids(subscriptions, 't1');
    live.listening = null;
    await ids(subscriptions, 't1');
    await ids(subscriptions, 't1');
    live.listening = 2;
    await ids(subscriptions, 't1');
    await ids(subscriptions, 't1');
    expect(reads).toEqual(['t1', 't1', 't1', 't1']);
  });

  it('say whether a change may have queued deliveries', async () => {
    const { live, stored, hear, subscriptions } = setUp();
    stored.set('with', [{ id: 'e1', events: '["task.created"]' }]);
    expect(subscriptions.mayDeliver('without')).toBe(true);
    await ids(subscriptions, 'without');
    await ids(subscriptions, 'with');
    expect(subscriptions.mayDeliver('without')).toBe(false);
    expect(subscriptions.mayDeliver('with')).toBe(true);
    hear('without', { type: 'webhooks' });
    expect(subscriptions.mayDeliver('without')).toBe(true);
    await ids(subscriptions, 'without');
    live.listening = 2;
    expect(subscriptions.mayDeliver('without')).toBe(true);
  });
});
