import {
  api,
  DEFAULT_CURRENCY,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMINDER,
  DEFAULT_VACATION_DAYS,
  DEFAULT_WORKING_DAYS,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let foreign: Member;

const chosen = {
  workingDays: [5, 1, 2, 3, 4, 6],
  expectedHours: 7.5,
  timeZone: 'america/new_york',
  reminder: { enabled: true, weekday: 1, hour: 10 },
  vacationDays: 27.5,
};

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  foreign = await newTenant(server);
});
afterAll(async () => {
  await server?.close();
});

describe('tenant settings', () => {
  it('start as Monday to Friday, 8 hours a day, the server’s zone, no reminder and 25 vacation days', async () => {
    const answer = await callAs(server, user, api.settings.getSettings);
    expect(answer.status).toBe(200);
    expect(answer.body.settings).toEqual({
      workingDays: DEFAULT_WORKING_DAYS,
      expectedHours: DEFAULT_EXPECTED_HOURS,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      reminder: DEFAULT_REMINDER,
      vacationDays: DEFAULT_VACATION_DAYS,
      currency: DEFAULT_CURRENCY,
      managersSeeMoney: false,
    });
  });

  it('are changed by Admins only, read by every role of the tenant, and by no other tenant', async () => {
    expect((await callAs(server, manager, api.settings.updateSettings, chosen)).status).toBe(403);
    expect((await callAs(server, admin, api.settings.updateSettings, chosen)).body).toEqual({
      result: 1,
      msg: 'Settings saved',
    });
    const expected = {
      ...chosen,
      workingDays: [1, 2, 3, 4, 5, 6],
      timeZone: 'America/New_York',
      currency: DEFAULT_CURRENCY,
      managersSeeMoney: false,
    };
    for (const member of [admin, manager, user]) {
      expect((await callAs(server, member, api.settings.getSettings)).body.settings).toEqual(expected);
    }
    expect((await callAs(server, foreign, api.settings.getSettings)).body.settings.expectedHours).toBe(
      DEFAULT_EXPECTED_HOURS,
    );
  });

  it('keep the vacation days as they are when a client sends every setting but them', async () => {
    const { vacationDays: _vacationDays, ...withoutVacation } = chosen;
    const answer = await callAs(server, admin, api.settings.updateSettings, {
      ...withoutVacation,
      expectedHours: 6,
    });
    expect(answer.status).toBe(200);
    expect((await callAs(server, user, api.settings.getSettings)).body.settings).toMatchObject({
      expectedHours: 6,
      vacationDays: 27.5,
    });
  });

  it('keep the currency and whether Managers see money until an Admin sends them; a currency in any case', async () => {
    const tenant = await newTenant(server);
    await callAs(server, tenant, api.settings.updateSettings, {
      ...chosen,
      currency: ' jpy ',
      managersSeeMoney: true,
    });
    expect((await callAs(server, tenant, api.settings.getSettings)).body.settings).toMatchObject({
      currency: 'JPY',
      managersSeeMoney: true,
    });
    await callAs(server, tenant, api.settings.updateSettings, chosen);
    expect((await callAs(server, tenant, api.settings.getSettings)).body.settings).toMatchObject({
      currency: 'JPY',
      managersSeeMoney: true,
    });
    await callAs(server, tenant, api.settings.updateSettings, {
      ...chosen,
      currency: 'KWD',
      managersSeeMoney: false,
    });
    expect((await callAs(server, tenant, api.settings.getSettings)).body.settings).toMatchObject({
      currency: 'KWD',
      managersSeeMoney: false,
    });
  });

  it.each([
    ['currency', { currency: 'XYZ' }],
    ['currency', { currency: 'EURO' }],
    ['managersSeeMoney', { managersSeeMoney: 'yes' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['timeZone', { timeZone: '+01:00' }],
    ['workingDays', { workingDays: [] }],
    ['workingDays', { workingDays: [1, 1] }],
    ['workingDays.0', { workingDays: [7] }],
    ['expectedHours', { expectedHours: 25 }],
    ['reminder.hour', { reminder: { enabled: true, weekday: 1, hour: 24 } }],
    ['vacationDays', { vacationDays: 20.25 }],
    ['vacationDays', { vacationDays: -1 }],
  ])('refuses a bad %s with 400, changing nothing', async (field, change) => {
    const before = (await callAs(server, admin, api.settings.getSettings)).body.settings;
    const answer = await callAs(server, admin, api.settings.updateSettings, { ...chosen, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(new RegExp(`^${field.replace('.', '\\.')}:`));
    expect((await callAs(server, admin, api.settings.getSettings)).body.settings).toEqual(before);
  });
});
