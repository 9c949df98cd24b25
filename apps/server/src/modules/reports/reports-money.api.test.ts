import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import {
  addMember,
  callAs,
  createProject,
  logTime,
  newTenant,
  type Member,
} from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let ann: Member;
let bob: Member;
let harbour: { projectId: string; taskIds: string[] };
let depot: { projectId: string; taskIds: string[] };

const settingsWith = async (owner: Member, change: Record<string, unknown>) => {
  const { language: _language, ...settings } = (await callAs(server, owner, api.settings.getSettings)).body
    .settings;
  expect((await callAs(server, owner, api.settings.updateSettings, { ...settings, ...change })).status).toBe(
    200,
  );
};
const rate = async (owner: Member, fields: Record<string, unknown>) =>
  expect((await callAs(server, owner, api.rates.setRate, fields)).status).toBe(200);
const report = (member: Member, groupBy: string[] = ['project']) =>
  callAs(server, member, api.reports.summary, { from: '2026-11-01', to: '2026-11-30', groupBy });

/**
 * Rates, in cents an hour: bill 100.00 for the tenant, 120.00 on Harbour, 90.00 for Ann, and
 * 150.00 for Ann on Harbour from the 11th; cost 40.00 for the tenant and 55.55 for Bob.
 *
 * Each entry's rates, by hand (hours × cents):
 *   Ann, Harbour, 10th, 2.5 h: bill Ann 90.00 (the rate on Harbour starts on the 11th) = 22500; cost 10000
 *   Ann, Harbour, 12th, 1.25 h: bill Ann on Harbour 150.00 = 18750; cost 5000
 *   Ann, Depot, 12th, 3 h: bill Ann 90.00 = 27000; cost 12000
 *   Bob, Harbour, 12th, 0.75 h: bill Harbour 120.00 = 9000; cost Bob 55.55 = 4166.25
 *   Bob, Depot, 13th, 1.33 h: bill tenant 100.00 = 13300; cost Bob 55.55 = 7388.15
 * Per project, summed and then rounded once, half up:
 *   Depot: 4.33 h, bill 40300, cost 19388.15 → 19388, margin 20912
 *   Harbour: 4.5 h, bill 50250, cost 19166.25 → 19166, margin 31084
 */
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Max');
  ann = await addMember(server, admin, 'User', 'Ann');
  bob = await addMember(server, admin, 'User', 'Bob');
  harbour = await createProject(server, admin, 'Harbour', ['Berths']);
  depot = await createProject(server, admin, 'Depot', ['Picking']);
  for (const fields of [
    { kind: 'bill', validFrom: '2026-01-01', amount: 10000 },
    { kind: 'bill', projectId: harbour.projectId, validFrom: '2026-01-01', amount: 12000 },
    { kind: 'bill', userId: ann.userId, validFrom: '2026-01-01', amount: 9000 },
    {
      kind: 'bill',
      userId: ann.userId,
      projectId: harbour.projectId,
      validFrom: '2026-11-11',
      amount: 15000,
    },
    { kind: 'cost', validFrom: '2026-01-01', amount: 4000 },
    { kind: 'cost', userId: bob.userId, validFrom: '2026-11-01', amount: 5555 },
  ])
    await rate(admin, fields);
  for (const [member, project, date, hours] of [
    [ann, harbour, '2026-11-10', 2.5],
    [ann, harbour, '2026-11-12', 1.25],
    [ann, depot, '2026-11-12', 3],
    [bob, harbour, '2026-11-12', 0.75],
    [bob, depot, '2026-11-13', 1.33],
  ] as const) {
    expect((await logTime(server, member, project, date, hours)).status).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('money in reports', () => {
  it('prices each entry at the rate of its day and most specific level, rounding each row once', async () => {
    const answer = await report(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: 1,
      rows: [
        {
          keys: [{ by: 'project', id: depot.projectId, label: 'Depot' }],
          hours: 4.33,
          billableHours: 4.33,
          billableAmount: 40300,
          cost: 19388,
          margin: 20912,
        },
        {
          keys: [{ by: 'project', id: harbour.projectId, label: 'Harbour' }],
          hours: 4.5,
          billableHours: 4.5,
          billableAmount: 50250,
          cost: 19166,
          margin: 31084,
        },
      ],
      totalHours: 8.83,
      totalBillableHours: 8.83,
      currency: 'EUR',
      totalBillableAmount: 90550,
      totalCost: 38554,
      totalMargin: 51996,
    });
  });

  it('keeps what earlier time is worth when a rate changes mid-month', async () => {
    const byDay = (await report(admin, ['user', 'day'])).body.rows as {
      keys: { id: string }[];
      billableAmount: number;
    }[];
    const annOn = (day: string) =>
      byDay
        .filter((row) => row.keys[0]!.id === ann.userId && row.keys[1]!.id === day)
        .map((row) => row.billableAmount);
    expect(annOn('2026-11-10')).toEqual([22500]);
    expect(annOn('2026-11-12')).toEqual([18750 + 27000]);
  });

  it('never reaches a User, nor a Manager until the tenant lets Managers see money', async () => {
    for (const member of [ann, manager]) {
      const answer = await report(member);
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const field of [
        'billableAmount',
        'cost',
        'margin',
        'currency',
        'totalBillableAmount',
        'totalCost',
      ])
        expect(text).not.toContain(field);
      expect(answer.body.rows.length).toBeGreaterThan(0);
    }
    await settingsWith(admin, { managersSeeMoney: true });
    expect((await report(manager)).body).toMatchObject({ totalBillableAmount: 90550, totalCost: 38554 });
    expect(JSON.stringify((await report(ann)).body)).not.toContain('billableAmount');
    await settingsWith(admin, { managersSeeMoney: false });
    expect(JSON.stringify((await report(manager)).body)).not.toContain('billableAmount');
  });

  it("rounds to the currency's own unit: yen have none below them, dinars have fils", async () => {
    for (const [currency, rateMinor, hours, expected] of [
      // 0.33 h at ¥1,234 is ¥407.22: ¥407.
      ['JPY', 1234, 0.33, 407],
      // 1.5 h at KWD 12.345 (12345 fils) is 18517.5 fils: half up, 18518.
      ['KWD', 12345, 1.5, 18518],
    ] as const) {
      const owner = await newTenant(server);
      await settingsWith(owner, { currency });
      await rate(owner, { kind: 'bill', validFrom: '2026-01-01', amount: rateMinor });
      const project = await createProject(server, owner, 'Yard', ['Stacking']);
      await logTime(server, owner, project, '2026-11-16', hours);
      expect((await report(owner)).body).toMatchObject({
        currency,
        totalBillableAmount: expected,
        totalCost: 0,
        totalMargin: expected,
      });
    }
  });
});
