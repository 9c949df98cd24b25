import 'fake-indexeddb/auto';
import { api } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createChanges, openOutboxDb, type QueuedChange } from './changes.ts';
import type { Owner } from './outbox.ts';
import { failureOf, retryDelayMs, sendWaiting, type Renewal, type SenderDeps } from './sender.ts';

const ADA: Owner = { tenantId: 'tenant-1', userId: 'ada' };
const BOB: Owner = { tenantId: 'tenant-1', userId: 'bob' };
let dbs = 0;

/** An outbox holding `keys` of `owner`, in that order, and a sender whose server answers `answer`. */
async function sender(
  keys: string[],
  answer: (change: QueuedChange) => unknown,
  { owner = ADA, renewal = 'refused' as Renewal } = {},
) {
  const changes = createChanges(openOutboxDb(`sender-test-${(dbs += 1)}`), () => undefined);
  for (const idempotencyKey of keys) {
    await changes.add({
      ...owner,
      path: api.timesheet.addTimeEntry.path,
      input: { n: idempotencyKey },
      idempotencyKey,
    });
  }
  const sent: string[] = [];
  const deps: SenderDeps = {
    changes,
    send: vi.fn(async (change: QueuedChange) => {
      sent.push(change.idempotencyKey);
      const result = answer(change);
      if (result instanceof Error) throw result;
      return result;
    }),
    onSent: vi.fn(),
    renew: vi.fn(async () => renewal),
  };
  return { changes, deps, sent };
}

describe('failureOf', () => {
  it('tells a refusal from a failure to try again and from an ended session', () => {
    expect(failureOf(new ApiError(400, 'bad'))).toBe('refused');
    expect(failureOf(new ApiError(403, ''))).toBe('refused');
    expect(failureOf(new ApiError(404, ''))).toBe('refused');
    expect(failureOf(new ApiError(409, 'locked', 'week-locked'))).toBe('refused');
    expect(failureOf(new ApiError(422, '', 'idempotency-key-reused'))).toBe('refused');
    expect(failureOf(new ApiError(0, ''))).toBe('retry');
    expect(failureOf(new ApiError(408, ''))).toBe('retry');
    expect(failureOf(new ApiError(429, ''))).toBe('retry');
    expect(failureOf(new ApiError(503, ''))).toBe('retry');
    expect(failureOf(new ApiError(409, '', 'idempotency-key-in-progress'))).toBe('retry');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('retry');
    expect(failureOf(new ApiError(401, ''))).toBe('session');
  });
});

describe('sendWaiting', () => {
  it('sends oldest first, one at a time, with each change’s own key, and forgets each once sent', async () => {
    const { changes, deps, sent } = await sender(['a1', 'a2', 'a3'], () => ({ result: 1 }));

    expect(await sendWaiting(deps, ADA)).toBe('done');

    expect(sent).toEqual(['a1', 'a2', 'a3']);
    expect(deps.onSent).toHaveBeenCalledTimes(3);
    expect(await changes.list(ADA)).toEqual([]);
  });

  it('keeps a refused change with the server’s reason and goes on with the next', async () => {
    const { changes, deps, sent } = await sender(['a1', 'a2'], (change) =>
      change.idempotencyKey === 'a1'
        ? new ApiError(409, 'The week is approved', 'week-locked')
        : { result: 1 },
    );

    expect(await sendWaiting(deps, ADA)).toBe('done');

    expect(sent).toEqual(['a1', 'a2']);
    expect(await changes.list(ADA)).toMatchObject([
      {
        idempotencyKey: 'a1',
        state: 'refused',
        status: 409,
        msg: 'The week is approved',
        code: 'week-locked',
      },
    ]);
    expect(deps.onSent).toHaveBeenCalledTimes(1);
  });

  it('stops at a network error or a server error with everything kept, in order, to try again', async () => {
    for (const failure of [new ApiError(0, ''), new ApiError(502, ''), new ApiError(429, '')]) {
      const { changes, deps, sent } = await sender(['a1', 'a2'], () => failure);

      expect(await sendWaiting(deps, ADA)).toBe('retry');

      expect(sent).toEqual(['a1']);
      expect((await changes.list(ADA)).map((row) => [row.idempotencyKey, row.state])).toEqual([
        ['a1', 'pending'],
        ['a2', 'pending'],
      ]);
    }
  });

  it('renews an ended session once and sends on', async () => {
    let calls = 0;
    const { changes, deps, sent } = await sender(
      ['a1', 'a2'],
      () => (++calls === 1 ? new ApiError(401, '') : { result: 1 }),
      { renewal: 'renewed' },
    );

    expect(await sendWaiting(deps, ADA)).toBe('done');

    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['a1', 'a1', 'a2']);
    expect(await changes.list(ADA)).toEqual([]);
  });

  it('asks for a sign-in when the session cannot be renewed, and keeps every change for its owner', async () => {
    const { changes, deps } = await sender(['a1', 'a2'], () => new ApiError(401, ''));

    expect(await sendWaiting(deps, ADA)).toBe('sign-in');

    expect((await changes.list(ADA)).map((row) => row.state)).toEqual(['pending', 'pending']);
  });

  it('tries again later when the identity provider cannot be reached to renew', async () => {
    const { deps } = await sender(['a1'], () => new ApiError(401, ''), { renewal: 'unreachable' });

    expect(await sendWaiting(deps, ADA)).toBe('retry');
  });

  it('asks for a sign-in when the renewed session is refused as well, rather than trying forever', async () => {
    const { deps } = await sender(['a1'], () => new ApiError(401, ''), { renewal: 'renewed' });

    expect(await sendWaiting(deps, ADA)).toBe('sign-in');
    expect(deps.renew).toHaveBeenCalledTimes(1);
  });

  it('sends only the signed-in person’s changes: another person’s stay kept and unsent', async () => {
    const { changes, deps, sent } = await sender(['b1', 'b2'], () => ({ result: 1 }), { owner: BOB });

    expect(await sendWaiting(deps, ADA)).toBe('done');

    expect(sent).toEqual([]);
    expect(await changes.list(BOB)).toHaveLength(2);
  });
});

describe('retryDelayMs', () => {
  it('doubles from a second up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
