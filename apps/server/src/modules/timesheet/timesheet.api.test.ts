import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let other: Member;
let apollo: { projectId: string; taskIds: string[] };
let zephyr: { projectId: string; taskIds: string[] };

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown>) =>
  call(server.url, endpoint.path, {
    token: member.token,
    body: { tenantId: member.tenantId, ...body },
  });

const entry = (member: Member, overrides: Record<string, unknown> = {}) => ({
  userId: member.userId,
  date: '2026-11-18',
  projectId: apollo.projectId,
  taskId: apollo.taskIds[0],
  description: 'Loading bay survey',
  hours: 2.5,
  ...overrides,
});

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Uma');
  other = await newTenant(server);
  apollo = await createProject(server, admin, 'Apollo', ['Design', 'Build']);
  zephyr = await createProject(server, admin, 'Zephyr', ['Audit']);
});
afterAll(async () => {
  await server?.close();
});

describe('adding, listing and deleting time entries', () => {
  it('lists an added entry with its project, task and user names, and forgets it once deleted', async () => {
    const added = await post(user, api.timesheet.addTimeEntry, entry(user));
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ result: 1, id: expect.any(String) });

    const listed = await post(user, api.timesheet.getTimeEntries, { userId: user.userId });
    expect(listed.body.data).toContainEqual({
      id: added.body.id,
      projectId: apollo.projectId,
      projectName: 'Apollo',
      taskId: apollo.taskIds[0],
      taskName: 'Design',
      date: '2026-11-18',
      hours: 2.5,
      description: 'Loading bay survey',
      userId: user.userId,
      user: 'Uma Member',
      weekStatus: 'Open',
      billable: true,
    });

    const deleted = await post(user, api.timesheet.deleteTimeEntry, { timeEntryId: added.body.id });
    expect(deleted.body).toEqual({ result: 1, msg: 'Time entry deleted' });
    const after = await post(user, api.timesheet.getTimeEntries, { userId: user.userId });
    expect(after.body.data.map((row: { id: string }) => row.id)).not.toContain(added.body.id);
    expect((await post(user, api.timesheet.deleteTimeEntry, { timeEntryId: added.body.id })).status).toBe(
      404,
    );
  });

  it('refuses more than 24 hours for one user on one date', async () => {
    const date = '2026-10-05';
    expect((await post(user, api.timesheet.addTimeEntry, entry(user, { date, hours: 20 }))).status).toBe(200);
    const over = await post(user, api.timesheet.addTimeEntry, entry(user, { date, hours: 4.5 }));
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/^hours: .*at most 24/);
    expect((await post(user, api.timesheet.addTimeEntry, entry(user, { date, hours: 4 }))).status).toBe(200);
    // Another user's day is separate.
    expect((await post(admin, api.timesheet.addTimeEntry, entry(admin, { date, hours: 24 }))).status).toBe(
      200,
    );
  });

  it('lets only as many of many concurrent adds to one day pass as fit in 24 hours', async () => {
    const date = '2026-10-07';
    // Each add reads the day's total and inserts under the week's lock: without it several would
    // read the same total and all pass.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        post(
          user,
          api.timesheet.addTimeEntry,
          entry(user, { date, hours: 5, taskId: apollo.taskIds[n % 2] }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 400, 400, 400, 400]);
    const listed = await post(user, api.timesheet.getTimeEntries, { userId: user.userId });
    const day = listed.body.data.filter((row: { date: string }) => row.date === date);
    expect(day.reduce((sum: number, row: { hours: number }) => sum + row.hours, 0)).toBe(20);
  });

  it.each([
    [{ hours: 0 }, 'hours'],
    [{ hours: -1 }, 'hours'],
    [{ hours: 24.5 }, 'hours'],
    [{ hours: 1.234 }, 'hours'],
    [{ hours: '3' }, 'hours'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '18/11/2026' }, 'date'],
    [{ projectId: '' }, 'projectId'],
    [{ taskId: undefined }, 'taskId'],
  ])('refuses %o with 400 naming the field, and stores nothing', async (override, field) => {
    const before = (await post(user, api.timesheet.getTimeEntries, { userId: user.userId })).body.data.length;
    const answer = await post(user, api.timesheet.addTimeEntry, entry(user, override));
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
    expect((await post(user, api.timesheet.getTimeEntries, { userId: user.userId })).body.data.length).toBe(
      before,
    );
  });

  it('refuses a date outside the years the date pickers offer with 400 naming it, and changes nothing', async () => {
    const before = await snapshotTenant(server.db, user.tenantId);
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      const answer = await post(user, api.timesheet.addTimeEntry, entry(user, { date }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        result: 0,
        msg: 'date: must be between 1900-01-01 and 2100-12-31',
      });
    }
    expect(await snapshotTenant(server.db, user.tenantId)).toBe(before);
  });

  it('shows and submits the weeks at both ends of those years, which reach a day beyond them', async () => {
    const person = await addMember(server, admin, 'User');
    for (const [date, startDate, endDate] of [
      ['1900-01-01', '1899-12-31', '1900-01-06'],
      ['2100-12-31', '2100-12-26', '2101-01-01'],
    ] as const) {
      expect((await post(person, api.timesheet.addTimeEntry, entry(person, { date }))).status).toBe(200);
      const week = await post(person, api.timesheet.getTimeEntriesOverview, {
        userId: person.userId,
        startDate,
        endDate,
      });
      expect(week.status).toBe(200);
      expect(week.body.entries).toHaveLength(1);
      expect((await post(person, api.weekApproval.submitWeek, { weekStart: startDate })).status).toBe(200);
    }
  });

  it('refuses a task of another project with 400', async () => {
    const answer = await post(user, api.timesheet.addTimeEntry, entry(user, { taskId: zephyr.taskIds[0] }));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('taskId: the task does not belong to the chosen project');
  });

  it('keeps a role User to their own entries', async () => {
    const mine = await post(admin, api.timesheet.addTimeEntry, entry(admin, { date: '2026-11-02' }));
    expect((await post(user, api.timesheet.getTimeEntries, { userId: admin.userId })).status).toBe(403);
    expect((await post(user, api.timesheet.addTimeEntry, entry(admin))).status).toBe(403);
    expect((await post(user, api.timesheet.deleteTimeEntry, { timeEntryId: mine.body.id })).status).toBe(403);
    expect(
      (
        await post(user, api.timesheet.getTimeEntriesOverview, {
          userId: admin.userId,
          startDate: '2026-11-01',
          endDate: '2026-11-07',
        })
      ).status,
    ).toBe(403);
    // The Admin may log for and read the tenant's people.
    expect((await post(admin, api.timesheet.getTimeEntries, { userId: user.userId })).status).toBe(200);
    const listed = await post(admin, api.timesheet.getTimeEntries, { userId: admin.userId });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(mine.body.id);
  });
});

describe('the weekly overview and review', () => {
  let manager: Member;
  // The week of Sunday 2026-09-06 to Saturday 2026-09-12, with entries on both edges and outside.
  const week = { startDate: '2026-09-06', endDate: '2026-09-12' };
  /** The stored entries, as the Overview and the Review list them, by name. */
  const stored: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    manager = await addMember(server, admin, 'Manager', 'Mia');
    const rows: [string, Member, string, number, { projectId: string; taskIds: string[] }, number, string][] =
      [
        ['saturdayBefore', user, '2026-09-05', 8, apollo, 0, 'Design'],
        ['sunday', user, '2026-09-06', 1.5, apollo, 0, 'Design'],
        ['sundayAgain', user, '2026-09-06', 2, apollo, 0, 'Design'], // same task and day: its own entry
        ['tuesday', user, '2026-09-08', 3, apollo, 1, 'Build'],
        ['saturday', user, '2026-09-12', 4.25, zephyr, 0, 'Audit'],
        ['sundayAfter', user, '2026-09-13', 6, zephyr, 0, 'Audit'],
        ['managerWednesday', manager, '2026-09-09', 7, apollo, 1, 'Build'],
      ];
    for (const [name, member, date, hours, project, task, taskName] of rows) {
      const answer = await post(admin, api.timesheet.addTimeEntry, {
        userId: member.userId,
        date,
        hours,
        projectId: project.projectId,
        taskId: project.taskIds[task],
        description: '',
      });
      expect(answer.status).toBe(200);
      stored[name] = {
        id: answer.body.id,
        projectId: project.projectId,
        taskId: project.taskIds[task],
        taskName,
        date,
        hours,
        userId: member.userId,
        billable: true,
      };
    }
  });

  /** Expects exactly `names` of the stored entries, in any order. */
  const expectEntries = (entries: unknown[], names: string[]) => {
    expect(entries).toEqual(expect.arrayContaining(names.map((name) => stored[name])));
    expect(entries).toHaveLength(names.length);
  };

  it('lists one user’s stored entries of the week, edges included, with their ids', async () => {
    const answer = await post(user, api.timesheet.getTimeEntriesOverview, { userId: user.userId, ...week });
    expect(answer.status).toBe(200);
    expectEntries(answer.body.entries, ['sunday', 'sundayAgain', 'tuesday', 'saturday']);
    expect(answer.body.projects).toEqual(
      expect.arrayContaining([
        { id: apollo.projectId, name: 'Apollo', color: null },
        { id: zephyr.projectId, name: 'Zephyr', color: null },
      ]),
    );
    expect(answer.body.projects).toHaveLength(2);
    expect(answer.body.week).toMatchObject({
      userId: user.userId,
      weekStart: week.startDate,
      status: 'Open',
    });
  });

  it('gives Managers and Admins everyone’s stored entries, who logged time on what, and per-user totals', async () => {
    for (const reviewer of [manager, admin]) {
      const answer = await post(reviewer, api.timesheet.getTimeEntriesReview, week);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['entries', 'projects', 'result', 'users']);
      expectEntries(answer.body.entries, [
        'sunday',
        'sundayAgain',
        'tuesday',
        'saturday',
        'managerWednesday',
      ]);
      expect(answer.body.users).toEqual([
        { id: manager.userId, name: 'Mia Member', totalHours: 7, status: 'Open', reason: null },
        { id: user.userId, name: 'Uma Member', totalHours: 10.75, status: 'Open', reason: null },
      ]);
      // Each project once per user who logged time on it.
      expect(answer.body.projects).toEqual(
        expect.arrayContaining([
          { id: apollo.projectId, name: 'Apollo', userId: user.userId },
          { id: zephyr.projectId, name: 'Zephyr', userId: user.userId },
          { id: apollo.projectId, name: 'Apollo', userId: manager.userId },
        ]),
      );
      expect(answer.body.projects).toHaveLength(3);
    }
  });

  it('answers the review as rows of daily hours when asked for the grid shape', async () => {
    for (const reviewer of [manager, admin]) {
      const answer = await post(reviewer, api.timesheet.getTimeEntriesReview, { ...week, shape: 'grid' });
      expect(answer.status).toBe(200);
      expect(answer.body.users).toEqual([
        { id: manager.userId, name: 'Mia Member', totalHours: 7, status: 'Open', reason: null },
        { id: user.userId, name: 'Uma Member', totalHours: 10.75, status: 'Open', reason: null },
      ]);
      expect(answer.body.projects).toEqual(
        expect.arrayContaining([
          { id: apollo.projectId, name: 'Apollo', color: null },
          { id: zephyr.projectId, name: 'Zephyr', color: null },
        ]),
      );
      expect(answer.body.projects).toHaveLength(2);
      // One row per user, project and task; hours[i] is the day startDate + i.
      const rows = answer.body.entries.map((row: any) => [
        row.userId === user.userId ? 'Uma' : 'Mia',
        answer.body.tasks.find((task: any) => task.id === row.taskId).name,
        row.hours,
      ]);
      expect(rows).toEqual(
        expect.arrayContaining([
          ['Uma', 'Design', [3.5, 0, 0, 0, 0, 0, 0]],
          ['Uma', 'Build', [0, 0, 3, 0, 0, 0, 0]],
          ['Uma', 'Audit', [0, 0, 0, 0, 0, 0, 4.25]],
          ['Mia', 'Build', [0, 0, 0, 7, 0, 0, 0]],
        ]),
      );
      expect(rows).toHaveLength(4);
      const total = answer.body.entries
        .flatMap((row: any) => row.hours)
        .reduce((sum: number, hours: number) => sum + hours, 0);
      expect(total).toBe(17.75);
    }
  });

  it('refuses the review to role User, in either shape', async () => {
    expect((await post(user, api.timesheet.getTimeEntriesReview, week)).status).toBe(403);
    expect((await post(user, api.timesheet.getTimeEntriesReview, { ...week, shape: 'grid' })).status).toBe(
      403,
    );
  });

  it('refuses an unknown shape, and a period that ends before it starts or spans too long', async () => {
    const shape = await post(admin, api.timesheet.getTimeEntriesReview, { ...week, shape: 'cells' });
    expect(shape.status).toBe(400);
    expect(shape.body.msg).toMatch(/^shape/);
    expect(
      (
        await post(admin, api.timesheet.getTimeEntriesReview, {
          startDate: '2026-09-12',
          endDate: '2026-09-06',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(admin, api.timesheet.getTimeEntriesReview, {
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        })
      ).status,
    ).toBe(400);
  });
});

describe('another tenant', () => {
  it('cannot see, add to or delete this tenant’s time', async () => {
    const mine = await post(user, api.timesheet.addTimeEntry, entry(user, { date: '2026-08-03' }));
    const before = await post(user, api.timesheet.getTimeEntries, { userId: user.userId });

    // Its own tenantId with our ids: our rows look missing.
    expect((await post(other, api.timesheet.getTimeEntries, { userId: user.userId })).status).toBe(404);
    expect((await post(other, api.timesheet.deleteTimeEntry, { timeEntryId: mine.body.id })).status).toBe(
      404,
    );
    expect((await post(other, api.timesheet.addTimeEntry, entry(other))).status).toBe(404);
    const review = await post(other, api.timesheet.getTimeEntriesReview, {
      startDate: '2026-08-02',
      endDate: '2026-08-08',
    });
    expect(review.body).toEqual({ result: 1, entries: [], projects: [], users: [] });
    const grid = await post(other, api.timesheet.getTimeEntriesReview, {
      startDate: '2026-08-02',
      endDate: '2026-08-08',
      shape: 'grid',
    });
    expect(grid.body).toEqual({ result: 1, entries: [], projects: [], tasks: [], users: [] });

    // Our tenantId in its body: refused outright.
    const foreign = { token: other.token, body: { tenantId: user.tenantId, timeEntryId: mine.body.id } };
    expect((await call(server.url, api.timesheet.deleteTimeEntry.path, foreign)).status).toBe(403);

    const after = await post(user, api.timesheet.getTimeEntries, { userId: user.userId });
    expect(after.body).toEqual(before.body);
  });
});
