import { api, changed } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { carryEvents, collectEffects, recordEvents, sentAfterCarrying, type ServedCall } from './effects.ts';

const call = (declared = [changed.users()]): ServedCall => ({
  endpoint: api.users.editUser,
  input: {},
  webhookEndpoints: async () => [],
  audience: { tenantId: 't1', declared },
});

describe("a call's live events carried by the commit of its change", () => {
  it('carries what the call declares and recorded, each once, and says so when nothing followed', async () => {
    const [, recorded, carried] = await collectEffects(
      undefined,
      async () => {
        recordEvents(changed.employees(), changed.users());
        expect(carryEvents()).toEqual({ tenantId: 't1', events: [changed.users(), changed.employees()] });
      },
      call(),
    );
    expect(recorded).toEqual([changed.employees(), changed.users()]);
    expect(carried).toBe(true);
  });

  it('is not carried when the call sent a statement after that commit, or recorded more', async () => {
    const [, , sentAfter] = await collectEffects(
      undefined,
      async () => {
        carryEvents();
        sentAfterCarrying();
      },
      call(),
    );
    expect(sentAfter).toBe(false);
    const [, , recordedAfter] = await collectEffects(
      undefined,
      async () => {
        carryEvents();
        recordEvents(changed.employees());
      },
      call(),
    );
    expect(recordedAfter).toBe(false);
  });

  it('carries nothing outside a call, for a call that tells of nothing, or before any commit', async () => {
    expect(carryEvents()).toBeUndefined();
    const [, , silent] = await collectEffects(
      undefined,
      async () => expect(carryEvents()).toBeUndefined(),
      call([]),
    );
    expect(silent).toBe(false);
    const [, , uncommitted] = await collectEffects(undefined, async () => undefined, call());
    expect(uncommitted).toBe(false);
    const [, , job] = await collectEffects(undefined, async () => {
      recordEvents(changed.users());
      expect(carryEvents()).toBeUndefined();
    });
    expect(job).toBe(false);
  });
});
