import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let other: Member;
let work: { projectId: string; taskIds: string[] };
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Wendy');
  other = await addMember(server, admin, 'User', 'Otto');
  work = await createProject(server, admin, 'Grid project', ['Design', 'Build', 'Test']);
});
afterAll(async () => {
  await server?.close();
});

const [DESIGN, BUILD, TEST] = [0, 1, 2];
const task = (index: number) => work.taskIds[index]!;

const setHours = (
  hours: number,
  date: string,
  taskIndex = DESIGN,
  as = user,
  extra: Record<string, unknown> = {},
) =>
  callAs(server, as, api.timesheet.setDayHours, {
    userId: user.userId,
    taskId: task(taskIndex),
    date,
    hours,
    ...extra,
  });

/** The user's entries on one date, as My Timesheet lists them. */
async function entriesOn(date: string, member = user) {
  const answer = await callAs(server, member, api.timesheet.getTimeEntries, { userId: member.userId });
  return (
    answer.body.data as { date: string; taskId: string; hours: number; description: string; id: string }[]
  ).filter((entry) => entry.date === date);
}

const addEntry = (date: string, hours: number, description: string, taskIndex = DESIGN) =>
  callAs(server, user, api.timesheet.addTimeEntry, {
    userId: user.userId,
    date,
    projectId: work.projectId,
    taskId: task(taskIndex),
    hours,
    description,
  });

describe('setDayHours', () => {
  it('creates an entry in an empty cell, changes it, and removes it with 0', async () => {
    const date = '2026-10-05';
    expect((await setHours(3, date)).body).toEqual({ result: 1, msg: 'Hours saved' });
    let entries = await entriesOn(date);
    expect(entries.map((entry) => entry.hours)).toEqual([3]);
    const { id } = entries[0]!;

    expect((await setHours(1.5, date, DESIGN, user, { description: 'Sketches' })).status).toBe(200);
    entries = await entriesOn(date);
    expect(entries).toEqual([expect.objectContaining({ id, hours: 1.5, description: 'Sketches' })]);
    // Without a description the entry keeps its own.
    await setHours(2.25, date);
    expect((await entriesOn(date))[0]).toMatchObject({ id, hours: 2.25, description: 'Sketches' });

    expect((await setHours(0, date)).status).toBe(200);
    expect(await entriesOn(date)).toEqual([]);
  });

  it('refuses to set other hours on a cell of several entries, and 0 empties it', async () => {
    const date = '2026-10-06';
    await addEntry(date, 1, 'Morning');
    await addEntry(date, 2, 'Afternoon');
    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await setHours(4, date);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This cell holds several entries; edit them in My Timesheet');
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
    expect((await setHours(0, date)).status).toBe(200);
    expect(await entriesOn(date)).toEqual([]);
  });

  it('keeps the day within 24 hours, counting the other tasks of the day, and names the day', async () => {
    const date = '2026-10-07';
    await setHours(20, date, BUILD);
    await setHours(3, date);
    const over = await setHours(5, date);
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/^hours: 2026-10-07 would have 25 hours; a day holds at most 24/);
    // Replacing the cell's own hours is measured against the rest of the day.
    expect((await setHours(4, date)).status).toBe(200);
    expect((await entriesOn(date)).reduce((sum, entry) => sum + entry.hours, 0)).toBe(24);
  });

  it('lets only one of two concurrent edits of a day pass the daily limit', async () => {
    const date = '2026-10-08';
    await setHours(10, date, BUILD);
    const answers = await Promise.all([setHours(10, date, DESIGN), setHours(10, date, TEST)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await entriesOn(date)).reduce((sum, entry) => sum + entry.hours, 0)).toBe(20);
  });

  it('refuses a submitted week with 409 and changes nothing', async () => {
    const date = '2026-10-13';
    await setHours(2, date);
    expect(
      (await callAs(server, user, api.weekApproval.submitWeek, { weekStart: '2026-10-11' })).status,
    ).toBe(200);
    const refused = await setHours(5, date);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This week is submitted and locked');
    expect((await entriesOn(date)).map((entry) => entry.hours)).toEqual([2]);
  });

  it.each([
    [{ hours: -1 }, 'hours'],
    [{ hours: 25 }, 'hours'],
    [{ hours: 1.234 }, 'hours'],
    [{ date: '2026-02-30' }, 'date'],
  ])('refuses %o with 400 naming the field', async (override, field) => {
    const answer = await callAs(server, user, api.timesheet.setDayHours, {
      userId: user.userId,
      taskId: task(DESIGN),
      date: '2026-10-09',
      hours: 1,
      ...override,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
  });

  it('keeps a role User to their own cells, and refuses a deleted task', async () => {
    const foreign = await callAs(server, other, api.timesheet.setDayHours, {
      userId: user.userId,
      taskId: task(DESIGN),
      date: '2026-10-09',
      hours: 1,
    });
    expect(foreign.status).toBe(403);
    const gone = await createProject(server, admin, 'Gone', ['Gone task']);
    await callAs(server, admin, api.tasks.deleteTask, { taskId: gone.taskIds[0] });
    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await callAs(server, user, api.timesheet.setDayHours, {
      userId: user.userId,
      taskId: gone.taskIds[0],
      date: '2026-10-09',
      hours: 1,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('task-not-found');
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
    // A Manager or Admin may fill anyone's cell of the tenant.
    expect((await setHours(1, '2026-10-09', TEST, admin)).status).toBe(200);
  });
});

describe('copyWeek', () => {
  const copy = (fromWeekStart: string, toWeekStart: string, as = user) =>
    callAs(server, as, api.timesheet.copyWeek, { userId: as.userId, fromWeekStart, toWeekStart });

  it('copies each entry to the same weekday, skipping filled cells, full days and deleted tasks', async () => {
    const member = await addMember(server, admin, 'User', 'Carla');
    const project = await createProject(server, admin, 'Copy project', ['One', 'Two', 'Doomed']);
    const [one, two, doomed] = project.taskIds as [string, string, string];
    const add = (date: string, taskId: string, hours: number, description = '') =>
      callAs(server, member, api.timesheet.addTimeEntry, {
        userId: member.userId,
        date,
        projectId: project.projectId,
        taskId,
        hours,
        description,
      });
    // Source week 2026-09-06 .. 09-12
    await add('2026-09-07', one, 2, 'Monday A'); // copied
    await add('2026-09-07', one, 1, 'Monday B'); // copied too: the cell was empty before the copy
    await add('2026-09-08', two, 3); // its cell already holds hours in the target: skipped
    await add('2026-09-09', one, 6); // the target day would pass 24 hours: skipped
    await add('2026-09-10', doomed, 1); // its task is deleted since: skipped
    await callAs(server, admin, api.tasks.deleteTask, { taskId: doomed });
    // Target week 2026-09-13 .. 09-19
    await add('2026-09-15', two, 1);
    await add('2026-09-16', two, 20);

    const answer = await copy('2026-09-06', '2026-09-13', member);
    expect(answer.body).toEqual({ result: 1, copied: 2, skipped: 3 });
    const entries = (await callAs(server, member, api.timesheet.getTimeEntries, { userId: member.userId }))
      .body.data;
    const monday = entries.filter((entry: { date: string }) => entry.date === '2026-09-14');
    expect(
      monday.map((entry: { description: string; hours: number }) => [entry.description, entry.hours]).sort(),
    ).toEqual([
      ['Monday A', 2],
      ['Monday B', 1],
    ]);
    expect(entries.filter((entry: { date: string }) => entry.date === '2026-09-15')).toHaveLength(1);
    expect(entries.filter((entry: { date: string }) => entry.date === '2026-09-16')).toHaveLength(1);
  });

  it('refuses a submitted target week with 409, weeks that do not start on Sunday with 400, and a foreign user', async () => {
    await setHours(1, '2026-08-03');
    await setHours(1, '2026-08-11');
    await callAs(server, user, api.weekApproval.submitWeek, { weekStart: '2026-08-09' });
    const before = await snapshotTenant(server.db, admin.tenantId);
    expect((await copy('2026-08-02', '2026-08-09')).status).toBe(409);
    const monday = await copy('2026-08-03', '2026-08-16');
    expect(monday.status).toBe(400);
    expect(monday.body.msg).toMatch(/^fromWeekStart: must be a Sunday/);
    expect((await copy('2026-08-02', '2026-08-02')).status).toBe(400);
    const foreign = await callAs(server, other, api.timesheet.copyWeek, {
      userId: user.userId,
      fromWeekStart: '2026-08-02',
      toWeekStart: '2026-08-16',
    });
    expect(foreign.status).toBe(403);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });
});

describe('tracked hours on the board', () => {
  it('follow every kind of grid edit, a copy and a delete', async () => {
    const member = await addMember(server, admin, 'User', 'Trudy');
    const project = await createProject(server, admin, 'Tracked project', ['Tracked task']);
    const taskId = project.taskIds[0]!;
    const set = (date: string, hours: number) =>
      callAs(server, member, api.timesheet.setDayHours, { userId: member.userId, taskId, date, hours });
    await set('2026-07-06', 3); // created
    await set('2026-07-07', 2);
    await set('2026-07-06', 4.5); // changed
    await set('2026-07-07', 0); // emptied
    await callAs(server, member, api.timesheet.copyWeek, {
      userId: member.userId,
      fromWeekStart: '2026-07-05',
      toWeekStart: '2026-07-12',
    });
    const entries = (await callAs(server, member, api.timesheet.getTimeEntries, { userId: member.userId }))
      .body.data;
    await callAs(server, member, api.timesheet.deleteTimeEntry, { timeEntryId: entries[0].id });
    const tracked = async () => {
      const projects = (await callAs(server, admin, api.projects.getAllProjects)).body.data;
      const tasks = (
        await callAs(server, admin, api.tasks.getTasksByProject, { projectId: project.projectId })
      ).body.data;
      return [
        projects.find((row: { id: string }) => row.id === project.projectId).trackedHours,
        tasks.find((row: { id: string }) => row.id === taskId).trackedHours,
      ];
    };
    // 4.5 on 07-06, copied to 07-13, then one of the two deleted.
    expect(await tracked()).toEqual([4.5, 4.5]);
  });
});
