import 'fake-indexeddb/auto';
import { api } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createChanges, openOutboxDb, type NewChange } from './changes.ts';
import type { OutboxCounts, Owner } from './outbox.ts';

const ADA: Owner = { tenantId: 'tenant-1', userId: 'ada' };
const BOB: Owner = { tenantId: 'tenant-1', userId: 'bob' };
let dbs = 0;

function outbox() {
  const told: [Owner, OutboxCounts][] = [];
  const changes = createChanges(openOutboxDb(`outbox-test-${(dbs += 1)}`), (owner, counts) =>
    told.push([owner, counts]),
  );
  return { changes, told };
}

const change = (owner: Owner, key: string, hours = 1): NewChange => ({
  ...owner,
  path: api.timesheet.setDayHours.path,
  input: { userId: owner.userId, taskId: 'task', date: '2026-11-18', hours },
  idempotencyKey: key,
});

describe('the outbox', () => {
  it('gives back the changes in the order they were made, one owner at a time', async () => {
    const { changes } = outbox();
    await changes.add(change(ADA, 'a1'));
    await changes.add(change(BOB, 'b1'));
    await changes.add(change(ADA, 'a2'));

    expect((await changes.list(ADA)).map((row) => row.idempotencyKey)).toEqual(['a1', 'a2']);
    expect((await changes.list(BOB)).map((row) => row.idempotencyKey)).toEqual(['b1']);
    expect((await changes.next(ADA))?.idempotencyKey).toBe('a1');
  });

  it('passes over a refused change to the next one, and keeps it with the server’s reason', async () => {
    const { changes, told } = outbox();
    const first = await changes.add(change(ADA, 'a1'));
    await changes.add(change(ADA, 'a2'));

    await changes.refuse(
      first,
      new ApiError(409, 'This week is approved', 'week-locked', { status: 'Approved' }),
    );

    expect((await changes.next(ADA))?.idempotencyKey).toBe('a2');
    const [refused] = await changes.list(ADA);
    expect(refused).toMatchObject({
      state: 'refused',
      status: 409,
      msg: 'This week is approved',
      code: 'week-locked',
      params: { status: 'Approved' },
    });
    expect(told.at(-1)).toEqual([ADA, { pending: 1, refused: 1 }]);
  });

  it('sends a fixed change after those already waiting, under a key of its own', async () => {
    const { changes } = outbox();
    const first = await changes.add(change(ADA, 'a1'));
    await changes.add(change(ADA, 'a2'));
    await changes.refuse(first, new ApiError(400, 'Too many hours'));

    await changes.revise(first, { ...first.input, hours: 2 }, 'a1-fixed');

    const rows = await changes.list(ADA);
    expect(rows.map((row) => [row.idempotencyKey, row.state, row.input.hours])).toEqual([
      ['a2', 'pending', 1],
      ['a1-fixed', 'pending', 2],
    ]);
  });

  it('takes back a change not sent yet by its key, and only its owner’s', async () => {
    const { changes, told } = outbox();
    await changes.add(change(ADA, 'a1'));

    expect(await changes.withdraw(BOB, 'a1')).toBe(false);
    expect(await changes.withdraw(ADA, 'a1')).toBe(true);
    expect(await changes.withdraw(ADA, 'a1')).toBe(false);
    expect(await changes.list(ADA)).toEqual([]);
    expect(told.at(-1)).toEqual([ADA, { pending: 0, refused: 0 }]);
  });
});
