import crypto from 'node:crypto';
import { api, type Notification } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { openDatabase } from '../../db/dialect.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { tickReminders } from './notifications.reminders.ts';
import { purgeBefore } from './notifications.repository.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let colleague: Member;
let foreign: Member;
let project: { projectId: string; taskIds: string[] };

const notificationsOf = async (member: Member) =>
  (await callAs(server, member, api.notifications.getNotifications)).body as {
    data: Notification[];
    unread: number;
  };

const log = (member: Member, date: string) =>
  callAs(server, member, api.timesheet.addTimeEntry, {
    userId: member.userId,
    date,
    hours: 2,
    projectId: project.projectId,
    taskId: project.taskIds[0],
  });

/** Reminders each person of the tenant holds, by user id. */
async function remindersByUser(tenantId: string) {
  const rows = await server.db
    .selectFrom('notifications')
    .select(['user_id', 'link_week'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'reminder')
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.user_id] = (counts[row.user_id] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  colleague = await addMember(server, admin, 'User', 'Tom');
  foreign = await newTenant(server);
  project = await createProject(server, admin, 'Depot', ['Picking']);
});
afterAll(async () => {
  await server?.close();
});

describe('notifications of week decisions', () => {
  const weekStart = '2026-10-04';

  it('tell reviewers of a submission and the owner of each decision, newest first', async () => {
    expect((await log(user, '2026-10-05')).status).toBe(200);
    expect((await callAs(server, user, api.weekApproval.submitWeek, { weekStart })).status).toBe(200);
    for (const reviewer of [manager, admin]) {
      const { data, unread } = await notificationsOf(reviewer);
      expect(unread).toBe(1);
      expect(data[0]).toMatchObject({
        kind: 'week-submitted',
        title: `Uma Member submitted the week of ${weekStart}`,
        body: null,
        link: { screen: '/timesheet-review', weekStart, userId: user.userId },
        readAt: null,
      });
    }
    // Nobody is told of their own doing, nor of someone else's week.
    expect((await notificationsOf(user)).data).toEqual([]);
    expect((await notificationsOf(colleague)).data).toEqual([]);

    const reason = 'Monday is missing the morning';
    const rejected = await callAs(server, manager, api.weekApproval.rejectWeek, {
      userId: user.userId,
      weekStart,
      reason,
    });
    expect(rejected.status).toBe(200);
    // A refused decision tells nobody anything.
    const refused = await callAs(server, manager, api.weekApproval.approveWeek, {
      userId: user.userId,
      weekStart,
    });
    expect(refused.status).toBe(409);
    expect((await log(user, '2026-10-06')).status).toBe(200);
    expect((await callAs(server, user, api.weekApproval.submitWeek, { weekStart })).status).toBe(200);
    expect(
      (await callAs(server, admin, api.weekApproval.approveWeek, { userId: user.userId, weekStart })).status,
    ).toBe(200);
    expect(
      (
        await callAs(server, admin, api.weekApproval.reopenWeek, {
          userId: user.userId,
          weekStart,
          reason: 'Typo',
        })
      ).status,
    ).toBe(200);

    const { data, unread } = await notificationsOf(user);
    expect(unread).toBe(3);
    expect(data.map((note) => [note.kind, note.title, note.body])).toEqual([
      ['week-reopened', `Your week of ${weekStart} was reopened by Ada Lovelace`, 'Typo'],
      ['week-approved', `Your week of ${weekStart} was approved by Ada Lovelace`, null],
      ['week-rejected', `Your week of ${weekStart} was rejected by Mia Member`, reason],
    ]);
    expect(data[0]!.link).toEqual({ screen: '/timesheet-overview', weekStart, userId: null });
    expect((await notificationsOf(manager)).unread).toBe(2);
    expect((await notificationsOf(foreign)).data).toEqual([]);
  });

  it('are marked read by id or all at once, each person only their own', async () => {
    const mine = (await notificationsOf(user)).data;
    const reviewers = (await notificationsOf(manager)).data;
    // Ids of someone else's notifications, and of nothing at all, are passed over.
    const marked = await callAs(server, user, api.notifications.markNotificationsRead, {
      ids: [mine[0]!.id, reviewers[0]!.id, crypto.randomUUID()],
    });
    expect(marked.body).toEqual({ result: 1, msg: '1 notification marked read' });
    const after = await notificationsOf(user);
    expect(after.unread).toBe(2);
    expect(after.data[0]!.readAt).not.toBeNull();
    expect((await notificationsOf(manager)).unread).toBe(2);

    const foreignMark = await callAs(server, foreign, api.notifications.markNotificationsRead, {
      ids: [mine[1]!.id],
    });
    expect(foreignMark.body.msg).toBe('0 notifications marked read');
    expect((await notificationsOf(user)).unread).toBe(2);

    expect((await callAs(server, user, api.notifications.markNotificationsRead)).body.msg).toBe(
      '2 notifications marked read',
    );
    expect((await notificationsOf(user)).unread).toBe(0);
  });

  it('are removed once older than the retention', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await server.db
      .insertInto('notifications')
      .values({
        tenant_id: admin.tenantId,
        id: crypto.randomUUID(),
        user_id: colleague.userId,
        kind: 'reminder',
        title: 'Old',
        body: null,
        link_screen: '/timesheet-overview',
        link_week: '2026-01-04',
        link_user_id: null,
        actor_id: null,
        created_at: old,
        read_at: null,
      })
      .execute();
    expect((await notificationsOf(colleague)).data).toHaveLength(1);
    await runAsSystem(() => purgeBefore(server.app.db, new Date(Date.now() - 90 * 86_400_000).toISOString()));
    expect((await notificationsOf(colleague)).data).toEqual([]);
    expect((await notificationsOf(user)).data).toHaveLength(3);
  });
});

describe('reminders', () => {
  it('reach every active person who has not submitted the week, nobody twice within an hour', async () => {
    const tenant = await newTenant(server);
    const submitter = await addMember(server, tenant, 'User', 'Sam');
    const idle = await addMember(server, tenant, 'User', 'Ida');
    const gone = await addMember(server, tenant, 'User', 'Gil');
    const reviewer = await addMember(server, tenant, 'Manager', 'Max');
    // Everyone was on staff in the weeks reminded of, so each had hours to log.
    await server.db
      .updateTable('users')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('tenant_id', '=', tenant.tenantId)
      .execute();
    const { projectId, taskIds } = await createProject(server, tenant, 'Yard', ['Sweep']);
    const weekStart = '2026-11-01';
    await callAs(server, submitter, api.timesheet.addTimeEntry, {
      userId: submitter.userId,
      date: '2026-11-02',
      hours: 1,
      projectId,
      taskId: taskIds[0],
    });
    expect((await callAs(server, submitter, api.weekApproval.submitWeek, { weekStart })).status).toBe(200);
    expect((await callAs(server, tenant, api.users.deactivateUser, { userId: gone.userId })).status).toBe(
      200,
    );

    const first = await callAs(server, reviewer, api.notifications.remind, { weekStart });
    expect(first.body).toEqual({ result: 1, msg: '3 reminded, 0 skipped', reminded: 3, skipped: 0 });
    expect(await remindersByUser(tenant.tenantId)).toEqual({
      [tenant.userId]: 1,
      [idle.userId]: 1,
      [reviewer.userId]: 1,
    });
    const [reminder] = (await notificationsOf(idle)).data;
    expect(reminder).toMatchObject({
      kind: 'reminder',
      title: `Please submit your timesheet for the week of ${weekStart}`,
      link: { screen: '/timesheet-overview', weekStart, userId: null },
    });

    const again = await callAs(server, tenant, api.notifications.remind, { weekStart });
    expect(again.body).toMatchObject({ reminded: 0, skipped: 3 });
    const named = await callAs(server, tenant, api.notifications.remind, {
      weekStart: '2026-11-08',
      userIds: [idle.userId, submitter.userId],
    });
    // Ida was reminded within the hour; Sam had not submitted that other week.
    expect(named.body).toMatchObject({ reminded: 1, skipped: 1 });

    // Nobody of another tenant, or deactivated, can be named.
    for (const userIds of [[user.userId], [gone.userId]]) {
      const refused = await callAs(server, tenant, api.notifications.remind, { weekStart, userIds });
      expect(refused.status).toBe(404);
    }
    expect((await callAs(server, idle, api.notifications.remind, { weekStart })).status).toBe(403);
  });

  it('go out automatically once per tenant and week, however many instances tick at once', async () => {
    const tenant = await newTenant(server);
    const people = await Promise.all(
      ['Ann', 'Bob', 'Cat'].map((name) => addMember(server, tenant, 'User', name)),
    );
    const settings = {
      workingDays: [1, 2, 3, 4, 5],
      expectedHours: 8,
      timeZone: 'Europe/Berlin',
      reminder: { enabled: true, weekday: 1, hour: 9 },
    };
    expect((await callAs(server, tenant, api.settings.updateSettings, settings)).status).toBe(200);
    // Their working-time accounts start before the week reminded of: a week before a person's
    // start asks nothing of them.
    await server.db
      .updateTable('users')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('tenant_id', '=', tenant.tenantId)
      .execute();
    // Instances of one PostgreSQL each have a pool of their own. SQLite serves one process, whose
    // one connection runs the ticks' transactions one after another.
    const instances =
      server.config.db.kind === 'postgres'
        ? [server.app.db, openDatabase(server.config.db), openDatabase(server.config.db)]
        : [server.app.db];
    const published: string[] = [];
    const tick = (db: (typeof instances)[number], at: string) =>
      tickReminders(db, new Date(at), {
        mail: undefined,
        publish: async (tenantId) => void published.push(tenantId),
        log: server.app.log,
      });
    try {
      // Monday 23 November 2026, 08:30 in Berlin: not yet.
      expect(
        (await tick(instances[0]!, '2026-11-23T07:30:00Z')).filter((run) => run.tenantId === tenant.tenantId),
      ).toEqual([]);
      // 09:30 in Berlin: due for the week of Sunday 15 November, ticked six times at once.
      const runs = (
        await Promise.all(
          Array.from({ length: 6 }, (_, index) => instances[index % instances.length]!).map((db) =>
            tick(db, '2026-11-23T08:30:00Z'),
          ),
        )
      )
        .flat()
        .filter((run) => run.tenantId === tenant.tenantId);
      expect(runs).toEqual([{ tenantId: tenant.tenantId, weekStart: '2026-11-15', reminded: 4 }]);
      // Later ticks of the same day find the week done.
      expect(
        (await tick(instances.at(-1)!, '2026-11-23T20:00:00Z')).filter(
          (run) => run.tenantId === tenant.tenantId,
        ),
      ).toEqual([]);
    } finally {
      await Promise.all(instances.slice(1).map((db) => db.destroy()));
    }
    const counts = await remindersByUser(tenant.tenantId);
    expect(counts).toEqual(Object.fromEntries([tenant, ...people].map((person) => [person.userId, 1])));
    expect(published.filter((id) => id === tenant.tenantId)).toHaveLength(1);
  });
});
