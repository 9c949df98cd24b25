import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, newTenant, type Member } from '../../../test/factories.ts';
import { expectKnownRefusal } from '../../../test/refusals.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let otherManager: Member;
let user: Member;
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  otherManager = await addMember(server, admin, 'Manager', 'Max');
  user = await addMember(server, admin, 'User', 'Uma');
});
afterAll(async () => {
  await server?.close();
});

interface Listed {
  id: string;
  name: string;
  state: string;
  shared: boolean;
  schedule: unknown;
  ownerId: string;
  canChange: boolean;
}

const listOf = async (member: Member) => {
  const answer = await callAs(server, member, api.savedReports.getSavedReports);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { reports: Listed[] }).reports;
};
const save = async (member: Member, fields: Record<string, unknown>) => {
  const answer = await callAs(server, member, api.savedReports.saveReport, fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { id: string }).id;
};

describe('saved reports', () => {
  it('keep a name and the address state, listed by name to their owner', async () => {
    const id = await save(manager, {
      name: '  Hours by project  ',
      state: '?period=last-month&group=project',
    });
    await save(manager, { name: 'august', state: 'from=2026-08-01&to=2026-08-31&group=user' });
    const mine = await listOf(manager);
    expect(mine.map((report) => report.name)).toEqual(['august', 'Hours by project']);
    expect(mine[1]).toMatchObject({
      id,
      state: 'period=last-month&group=project',
      shared: false,
      schedule: null,
      ownerId: manager.userId,
      canChange: true,
    });
    // Not shared: nobody else sees them, an Admin included.
    expect(await listOf(otherManager)).toEqual([]);
    expect((await listOf(admin)).map((report) => report.id)).not.toContain(id);
  });

  it('have names unique per owner whatever the case: 409 and nothing changed; another owner may use it', async () => {
    const first = await save(otherManager, { name: 'Weekly team', state: 'group=user' });
    await save(otherManager, { name: 'Monthly team', state: 'group=user' });
    const before = await snapshotTenant(server.db, admin.tenantId);
    const taken = await callAs(server, otherManager, api.savedReports.saveReport, {
      name: 'WEEKLY TEAM',
      state: 'group=task',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'saved-report-name-taken',
      msg: 'You already have a saved report with this name',
    });
    expectKnownRefusal(taken);
    const renamed = await callAs(server, otherManager, api.savedReports.updateSavedReport, {
      savedReportId: first,
      name: 'monthly team',
      state: 'group=user',
    });
    expect(renamed.status).toBe(409);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
    await save(admin, { name: 'Weekly team', state: 'group=user' });
  });

  it('refuse an empty name, an over-long name or state, and a schedule that makes no sense', async () => {
    for (const fields of [
      { name: '   ', state: 'group=user' },
      { name: 'x'.repeat(201), state: 'group=user' },
      { name: 'Long', state: `users=${'u'.repeat(40_001)}` },
      {
        name: 'Bad day',
        state: 'group=user',
        schedule: { frequency: 'weekly', day: 7, hour: 8, format: 'csv', recipients: [admin.userId] },
      },
      {
        name: 'Bad month day',
        state: 'group=user',
        schedule: { frequency: 'monthly', day: 0, hour: 8, format: 'pdf', recipients: [admin.userId] },
      },
      {
        name: 'Bad hour',
        state: 'group=user',
        schedule: { frequency: 'monthly', day: 1, hour: 24, format: 'pdf', recipients: [admin.userId] },
      },
      {
        name: 'Nobody',
        state: 'group=user',
        schedule: { frequency: 'monthly', day: 1, hour: 8, format: 'xlsx', recipients: [] },
      },
      {
        name: 'Working time',
        state: 'report=working-time',
        schedule: { frequency: 'monthly', day: 1, hour: 8, format: 'csv', recipients: [admin.userId] },
      },
    ]) {
      const answer = await callAs(server, admin, api.savedReports.saveReport, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expectKnownRefusal(answer);
    }
  });

  it('are shared with Managers and Admins, who may open but not change them; an Admin may', async () => {
    const id = await save(manager, {
      name: 'Shared overview',
      state: 'period=this-year&group=month',
      shared: true,
    });
    const seenByOther = (await listOf(otherManager)).find((report) => report.id === id);
    expect(seenByOther).toMatchObject({ shared: true, canChange: false, ownerId: manager.userId });
    expect((await listOf(admin)).find((report) => report.id === id)).toMatchObject({ canChange: true });

    const before = await snapshotTenant(server.db, admin.tenantId);
    for (const answer of [
      await callAs(server, otherManager, api.savedReports.updateSavedReport, {
        savedReportId: id,
        name: 'Taken over',
        state: 'group=user',
      }),
      await callAs(server, otherManager, api.savedReports.deleteSavedReport, { savedReportId: id }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'saved-report-owner-only' });
      expectKnownRefusal(answer);
    }
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);

    const changed = await callAs(server, admin, api.savedReports.updateSavedReport, {
      savedReportId: id,
      name: 'Shared overview',
      state: 'period=this-year&group=month',
      shared: false,
    });
    expect(changed.body).toEqual({ result: 1, msg: 'Saved report changed' });
    // No longer shared: gone from the other Manager's list, and a change of theirs finds nothing.
    expect((await listOf(otherManager)).map((report) => report.id)).not.toContain(id);
    const hidden = await callAs(server, otherManager, api.savedReports.deleteSavedReport, {
      savedReportId: id,
    });
    expect(hidden.status).toBe(404);
    const deleted = await callAs(server, manager, api.savedReports.deleteSavedReport, { savedReportId: id });
    expect(deleted.body).toEqual({ result: 1, msg: 'Saved report deleted' });
    expect((await listOf(manager)).map((report) => report.id)).not.toContain(id);
  });

  it('keep a schedule to people of the tenant; a recipient of another tenant is refused as missing', async () => {
    const stranger = await newTenant(server);
    const schedule = {
      frequency: 'weekly',
      day: 1,
      hour: 8,
      format: 'pdf',
      recipients: [user.userId, admin.userId],
    };
    const id = await save(manager, { name: 'Scheduled', state: 'period=last-week&group=user', schedule });
    expect((await listOf(manager)).find((report) => report.id === id)?.schedule).toEqual(schedule);

    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await callAs(server, manager, api.savedReports.updateSavedReport, {
      savedReportId: id,
      name: 'Scheduled',
      state: 'period=last-week&group=user',
      schedule: { ...schedule, recipients: [stranger.userId] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'recipient-not-found' });
    expectKnownRefusal(refused);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });

  it("answers another tenant's saved report as missing, changing nothing in either tenant", async () => {
    const stranger = await newTenant(server);
    const theirs = await save(stranger, { name: 'Theirs', state: 'group=user', shared: true });
    const before = await Promise.all([
      snapshotTenant(server.db, admin.tenantId),
      snapshotTenant(server.db, stranger.tenantId),
    ]);
    for (const answer of [
      await callAs(server, admin, api.savedReports.updateSavedReport, {
        savedReportId: theirs,
        name: 'Mine now',
        state: 'group=user',
      }),
      await callAs(server, admin, api.savedReports.deleteSavedReport, { savedReportId: theirs }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'saved-report-not-found', msg: 'Saved report not found' });
      expectKnownRefusal(answer);
    }
    expect((await listOf(admin)).map((report) => report.id)).not.toContain(theirs);
    expect(
      await Promise.all([
        snapshotTenant(server.db, admin.tenantId),
        snapshotTenant(server.db, stranger.tenantId),
      ]),
    ).toEqual(before);
  });

  it('are for Managers and Admins: a User is refused with 403 on every call', async () => {
    const id = await save(admin, { name: 'For the user to try', state: 'group=user', shared: true });
    for (const [endpoint, input] of [
      [api.savedReports.getSavedReports, {}],
      [api.savedReports.saveReport, { name: 'By a user', state: 'group=user' }],
      [api.savedReports.updateSavedReport, { savedReportId: id, name: 'x', state: 'group=user' }],
      [api.savedReports.deleteSavedReport, { savedReportId: id }],
    ] as const) {
      const answer = await callAs(server, user, endpoint, input);
      expect(answer.status).toBe(403);
      expectKnownRefusal(answer);
    }
  });

  it('write one audit record per change', async () => {
    const id = await save(admin, { name: 'Audited', state: 'group=user' });
    await callAs(server, admin, api.savedReports.updateSavedReport, {
      savedReportId: id,
      name: 'Audited 2',
      state: 'group=user',
    });
    await callAs(server, admin, api.savedReports.deleteSavedReport, { savedReportId: id });
    const actions = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', admin.tenantId)
      .where('target_id', '=', id)
      .orderBy('at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'reports.saveReport',
      'reports.updateSavedReport',
      'reports.deleteSavedReport',
    ]);
  });
});
