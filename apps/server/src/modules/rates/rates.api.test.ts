import { api, MAX_RATE_MINOR } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { expectKnownRefusal } from '../../../test/refusals.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface ListedRate {
  id: string;
  kind: string;
  userId: string | null;
  projectId: string | null;
  validFrom: string;
  amount?: number;
}

const setRate = (member: Member, rate: Record<string, unknown>) =>
  callAs(server, member, api.rates.setRate, rate);
const ratesOf = async (member: Member) => {
  const answer = await callAs(server, member, api.rates.getRates);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { currency: string; rates: ListedRate[] };
};
const setMoneyForManagers = async (admin: Member, managersSeeMoney: boolean) => {
  const { settings } = (await callAs(server, admin, api.settings.getSettings)).body;
  const { language: _language, ...fields } = settings;
  expect(
    (await callAs(server, admin, api.settings.updateSettings, { ...fields, managersSeeMoney })).status,
  ).toBe(200);
};

describe('rates', () => {
  it('are set at every level from a day on, listed by kind, level and day, and set again on the same day', async () => {
    const admin = await newTenant(server);
    const ann = await addMember(server, admin, 'User', 'Ann');
    const { projectId } = await createProject(server, admin, 'Harbour', []);
    const ids: string[] = [];
    for (const rate of [
      { kind: 'bill', validFrom: '2026-01-01', amount: 9000 },
      { kind: 'bill', validFrom: '2026-07-01', amount: 9500 },
      { kind: 'bill', userId: ann.userId, validFrom: '2026-01-01', amount: 11000 },
      { kind: 'bill', projectId, validFrom: '2026-01-01', amount: 12000 },
      { kind: 'bill', userId: ann.userId, projectId, validFrom: '2026-03-15', amount: 15000 },
      { kind: 'cost', userId: ann.userId, validFrom: '2026-01-01', amount: 5250 },
    ]) {
      const answer = await setRate(admin, rate);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      ids.push(answer.body.id as string);
    }
    const { currency, rates } = await ratesOf(admin);
    expect(currency).toBe('EUR');
    expect(
      rates.map((rate) => [rate.kind, rate.userId, rate.projectId, rate.validFrom, rate.amount]),
    ).toEqual([
      ['bill', null, null, '2026-01-01', 9000],
      ['bill', null, null, '2026-07-01', 9500],
      ['bill', null, projectId, '2026-01-01', 12000],
      ['bill', ann.userId, null, '2026-01-01', 11000],
      ['bill', ann.userId, projectId, '2026-03-15', 15000],
      ['cost', ann.userId, null, '2026-01-01', 5250],
    ]);

    // The same kind, level and day again is the same rate with a new amount.
    const again = await setRate(admin, {
      kind: 'bill',
      validFrom: '2026-07-01',
      amount: 9900,
      projectId: '',
    });
    expect(again.body.id).toBe(ids[1]);
    expect((await ratesOf(admin)).rates.filter((rate) => rate.id === ids[1])).toMatchObject([
      { amount: 9900 },
    ]);

    // Deleted, the rate before it at its level applies again; deleted twice, it is not found.
    expect((await callAs(server, admin, api.rates.deleteRate, { rateId: ids[1] })).body).toEqual({
      result: 1,
      msg: 'Rate deleted',
    });
    expect((await ratesOf(admin)).rates).toHaveLength(5);
    const twice = await callAs(server, admin, api.rates.deleteRate, { rateId: ids[1] });
    expect(twice.status).toBe(404);
    expect(twice.body).toMatchObject({ code: 'rate-not-found' });
  });

  it('are for Managers only where the tenant lets them see money, and never for Users', async () => {
    const admin = await newTenant(server);
    const manager = await addMember(server, admin, 'Manager', 'Max');
    const user = await addMember(server, admin, 'User', 'Uma');
    const { body } = await setRate(admin, { kind: 'bill', validFrom: '2026-01-01', amount: 8000 });
    const before = await snapshotTenant(server.db, admin.tenantId);
    for (const answer of [
      await callAs(server, manager, api.rates.getRates),
      await setRate(manager, { kind: 'bill', validFrom: '2026-02-01', amount: 1 }),
      await callAs(server, manager, api.rates.deleteRate, { rateId: body.id }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'money-not-shown' });
      expectKnownRefusal(answer);
      expect(JSON.stringify(answer.body)).not.toContain('8000');
    }
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);

    await setMoneyForManagers(admin, true);
    expect((await ratesOf(manager)).rates).toMatchObject([{ amount: 8000 }]);
    expect((await setRate(manager, { kind: 'cost', validFrom: '2026-02-01', amount: 4000 })).status).toBe(
      200,
    );
    for (const answer of [
      await callAs(server, user, api.rates.getRates),
      await setRate(user, { kind: 'bill', validFrom: '2026-03-01', amount: 1 }),
    ]) {
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('8000');
    }

    await setMoneyForManagers(admin, false);
    expect((await callAs(server, manager, api.rates.getRates)).status).toBe(403);
  });

  it("refuse another tenant's person, project and rate as missing, changing nothing in either tenant", async () => {
    const admin = await newTenant(server);
    const stranger = await newTenant(server);
    const theirs = await addMember(server, stranger, 'User', 'Theo');
    const { projectId: theirProject } = await createProject(server, stranger, 'Theirs', []);
    const theirRate = (await setRate(stranger, { kind: 'bill', validFrom: '2026-01-01', amount: 7000 })).body
      .id;
    const before = await Promise.all([
      snapshotTenant(server.db, admin.tenantId),
      snapshotTenant(server.db, stranger.tenantId),
    ]);
    const refusals = [
      [
        await setRate(admin, { kind: 'bill', userId: theirs.userId, validFrom: '2026-01-01', amount: 1 }),
        'user-not-found',
      ],
      [
        await setRate(admin, { kind: 'bill', projectId: theirProject, validFrom: '2026-01-01', amount: 1 }),
        'project-not-found',
      ],
      [await callAs(server, admin, api.rates.deleteRate, { rateId: theirRate }), 'rate-not-found'],
    ] as const;
    for (const [answer, code] of refusals) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code });
      expectKnownRefusal(answer);
    }
    expect((await ratesOf(admin)).rates).toEqual([]);
    expect(
      await Promise.all([
        snapshotTenant(server.db, admin.tenantId),
        snapshotTenant(server.db, stranger.tenantId),
      ]),
    ).toEqual(before);
  });

  it.each([
    ['amount', { amount: -1 }],
    ['amount', { amount: 10.5 }],
    ['amount', { amount: MAX_RATE_MINOR + 1 }],
    ['amount', { amount: '90' }],
    ['kind', { kind: 'price' }],
    ['validFrom', { validFrom: '2026-02-30' }],
  ])('refuse a bad %s with 400, changing nothing', async (field, change) => {
    const admin = await newTenant(server);
    const before = await snapshotTenant(server.db, admin.tenantId);
    const answer = await setRate(admin, { kind: 'bill', validFrom: '2026-01-01', amount: 100, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(new RegExp(`^${field}:`));
    expectKnownRefusal(answer);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });
});
