import { changed, type LiveEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { KeptUntilChanged } from './kept-until-changed.ts';

/** Callers kept by subject, dropped by their tenant's `users` events, on a live channel the test drives. */
function setUp() {
  const listeners: Array<(tenantId: string, events: LiveEvent[]) => void> = [];
  const live = {
    listening: 1 as number | null,
    onChange: (listener: (tenantId: string, events: LiveEvent[]) => void) => void listeners.push(listener),
  };
  const kept = new KeptUntilChanged<string>(live, (event) => event.type === 'users', 100);
  const reads: string[] = [];
  const read = (subject: string, tenantId: string, role: string) =>
    kept.through(subject, async () => {
      reads.push(subject);
      return { tenantId, value: role };
    });
  const hear = (tenantId: string, ...events: LiveEvent[]) => {
    for (const listener of listeners) listener(tenantId, events);
  };
  return { live, kept, reads, read, hear };
}

describe('values kept until their tenant changes', () => {
  it('reads each key once, and again only after an event of its own tenant that may change it', async () => {
    const { kept, reads, read, hear } = setUp();
    expect(await read('ann', 't1', 'User')).toBe('User');
    expect(await read('bob', 't2', 'Admin')).toBe('Admin');
    expect(await read('ann', 't1', 'ignored')).toBe('User');
    expect(reads).toEqual(['ann', 'bob']);

    hear('t1', changed.timer('ann'));
    expect(kept.get('ann')).toBe('User');
    hear('t1', changed.users());
    expect(kept.get('ann')).toBeUndefined();
    expect(kept.get('bob')).toBe('Admin');
    expect(await read('ann', 't1', 'Manager')).toBe('Manager');
    expect(reads).toEqual(['ann', 'bob', 'ann']);
  });

  it('keeps nothing while events may be missed, and nothing read before the channel reconnected', async () => {
    const { live, kept, reads, read } = setUp();
    await read('ann', 't1', 'User');
    live.listening = null;
    expect(kept.get('ann')).toBeUndefined();
    await read('ann', 't1', 'User');
    await read('ann', 't1', 'User');
    expect(reads).toEqual(['ann', 'ann', 'ann']);
    live.listening = 2;
    await read('ann', 't1', 'User');
    await read('ann', 't1', 'User');
    expect(reads).toHaveLength(4);
  });

  it('does not keep a read that a change overtook', async () => {
    const { kept, hear } = setUp();
    const answer = await kept.through('ann', async () => {
      hear('t1', changed.users());
      return { tenantId: 't1', value: 'User' };
    });
    expect(answer).toBe('User');
    expect(kept.get('ann')).toBeUndefined();
  });

  it('keeps nothing for a key the store does not hold', async () => {
    const { kept } = setUp();
    expect(await kept.through('nobody', async () => undefined)).toBeUndefined();
    expect(kept.get('nobody')).toBeUndefined();
  });
});
