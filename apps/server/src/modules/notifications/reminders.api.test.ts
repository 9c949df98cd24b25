import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, newTenant, storeAbsence } from '../../../test/factories.ts';
import { tickReminders } from './notifications.reminders.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * A tenant whose people had, in the week of Sunday 15 to Saturday 21 November 2026, no hours to log
 * (Ann, Bob, Eve) or some (Cat, Dan and the Admin).
 */
async function weekOfAbsences() {
  const tenant = await newTenant(server);
  const [ann, bob, cat, dan, eve] = await Promise.all(
    ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((name) => addMember(server, tenant, 'User', name)),
  );
  await server.db
    .updateTable('users')
    .set({ created_at: '2026-01-01T00:00:00.000Z' })
    .where('tenant_id', '=', tenant.tenantId)
    .execute();
  const settings = {
    workingDays: [1, 2, 3, 4, 5],
    expectedHours: 8,
    timeZone: 'Europe/Berlin',
    reminder: { enabled: true, weekday: 1, hour: 9 },
  };
  expect((await callAs(server, tenant, api.settings.updateSettings, settings)).status).toBe(200);
  // The week reminded of runs from Sunday 15 to Saturday 21 November 2026; Friday 20th is a
  // company holiday.
  await callAs(server, tenant, api.workingTime.setHolidayCalendar, {
    country: null,
    region: null,
    companyHolidays: [{ date: '2026-11-20', name: 'Founders’ day', halfDay: false }],
  });
  // Ann is on vacation all week; Bob Monday to Thursday, before the holiday.
  await storeAbsence(server, ann!, 'vacation', '2026-11-16', '2026-11-20');
  await storeAbsence(server, bob!, 'vacation', '2026-11-16', '2026-11-19');
  // Cat's vacation is only requested; Dan takes half a day.
  await storeAbsence(server, cat!, 'vacation', '2026-11-16', '2026-11-19', { status: 'requested' });
  await storeAbsence(server, dan!, 'vacation', '2026-11-16', '2026-11-16', { halfDay: true });
  // Eve works Mondays and Tuesdays only, and was off sick on both.
  await callAs(server, tenant, api.workingTime.setWorkContract, {
    userId: eve!.userId,
    validFrom: '2026-01-01',
    hoursPerWeekday: [0, 6, 6, 0, 0, 0, 0],
    vacationDays: 12,
    carryOver: false,
    carryOverExpires: null,
  });
  await storeAbsence(server, eve!, 'sick', '2026-11-16', '2026-11-17');
  return { tenant, due: [cat!.userId, dan!.userId, tenant.userId].sort() };
}

async function remindedIn(tenantId: string) {
  const rows = await server.db
    .selectFrom('notifications')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'reminder')
    .execute();
  return rows.map((row) => row.user_id).sort();
}

describe('reminders', () => {
  it('the automatic one spares whoever had no hours to log in the week: holidays, days off and approved full-day absences', async () => {
    const { tenant, due } = await weekOfAbsences();
    const runs = await tickReminders(server.app.db, new Date('2026-11-23T08:30:00Z'), {
      mail: undefined,
      publish: async () => {},
      log: server.app.log,
    });
    // Cat, Dan and the Admin are reminded.
    expect(runs.filter((run) => run.tenantId === tenant.tenantId)).toEqual([
      { tenantId: tenant.tenantId, weekStart: '2026-11-15', reminded: 3 },
    ]);
    expect(await remindedIn(tenant.tenantId)).toEqual(due);
  });

  it("a Manager's reminder of everyone spares them too", async () => {
    const { tenant, due } = await weekOfAbsences();
    const everyone = await callAs(server, tenant, api.notifications.remind, { weekStart: '2026-11-15' });
    expect(everyone.body).toMatchObject({ reminded: 3, skipped: 0 });
    expect(await remindedIn(tenant.tenantId)).toEqual(due);
  });
});
