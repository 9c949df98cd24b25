import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, startServer, type TestServer } from '../../../test/build-app.ts';
import {
  addMember,
  call,
  callAs,
  createProject,
  newSignUp,
  newTenant,
  type Member,
} from '../../../test/factories.ts';
import { spawnServer } from '../../../test/server-process.ts';
import { signIn } from '../../../test/sign-in.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let work: { projectId: string; taskIds: string[] };
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  work = await createProject(server, admin, 'Timed project', ['Timed task', 'Other task']);
});
afterAll(async () => {
  await server?.close();
});

const start = (member: Member, date: string, taskIndex = 0, description = 'Focus') =>
  callAs(server, member, api.timesheet.startTimer, {
    projectId: work.projectId,
    taskId: work.taskIds[taskIndex],
    description,
    date,
  });
const stop = (member: Member) => callAs(server, member, api.timesheet.stopTimer);
const timerOf = async (member: Member) => (await callAs(server, member, api.timesheet.getTimer)).body.timer;

/** Moves the member's running timer's start back by `minutes`, as if it had run that long. */
async function runFor(member: Member, minutes: number) {
  await server.db
    .updateTable('timers')
    .set({ started_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('tenant_id', '=', member.tenantId)
    .where('user_id', '=', member.userId)
    .execute();
}

async function entriesOn(member: Member, date: string) {
  const answer = await callAs(server, member, api.timesheet.getTimeEntries, { userId: member.userId });
  return answer.body.data.filter((entry: { date: string }) => entry.date === date);
}

describe('the timer', () => {
  it('runs on the server and stops into an entry of the elapsed hours on its date', async () => {
    const member = await addMember(server, admin, 'User');
    expect(await timerOf(member)).toBeNull();
    const started = await start(member, '2026-11-02');
    expect(started.body).toEqual({
      result: 1,
      timer: {
        projectId: work.projectId,
        taskId: work.taskIds[0],
        description: 'Focus',
        date: '2026-11-02',
        startedAt: expect.any(String),
      },
    });
    expect(await timerOf(member)).toEqual(started.body.timer);

    await runFor(member, 90);
    const stopped = await stop(member);
    expect(stopped.body).toEqual({ result: 1, id: expect.any(String), hours: 1.5 });
    expect(await entriesOn(member, '2026-11-02')).toEqual([
      expect.objectContaining({
        id: stopped.body.id,
        hours: 1.5,
        description: 'Focus',
        taskId: work.taskIds[0],
      }),
    ]);
    expect(await timerOf(member)).toBeNull();
    expect((await stop(member)).status).toBe(404);
  });

  it('logs at least 0.01 hours, and rounds to the hundredth', async () => {
    const member = await addMember(server, admin, 'User');
    await start(member, '2026-11-03');
    expect((await stop(member)).body.hours).toBe(0.01);
    await start(member, '2026-11-03');
    await runFor(member, 20);
    expect((await stop(member)).body.hours).toBe(0.33);
  });

  it('keeps one timer per person: starting another stops the first into its entry', async () => {
    const member = await addMember(server, admin, 'User');
    await start(member, '2026-11-04', 0, 'First');
    await runFor(member, 60);
    const second = await start(member, '2026-11-04', 1, 'Second');
    expect(second.body.timer).toMatchObject({ taskId: work.taskIds[1], description: 'Second' });
    expect((await entriesOn(member, '2026-11-04')).map((entry: { hours: number }) => entry.hours)).toEqual([
      1,
    ]);
  });

  it('refuses a stop past the day limit or in a locked week and keeps the timer running', async () => {
    const member = await addMember(server, admin, 'User');
    await callAs(server, member, api.timesheet.addTimeEntry, {
      userId: member.userId,
      date: '2026-11-10',
      projectId: work.projectId,
      taskId: work.taskIds[1],
      hours: 23,
    });
    await start(member, '2026-11-10');
    await runFor(member, 120);
    const refused = await stop(member);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^hours: 2026-11-10 would have 25 hours/);
    expect(await timerOf(member)).toMatchObject({ date: '2026-11-10' });

    // Starting another cannot push it out either: the first would be lost.
    const before = await snapshotTenant(server.db, admin.tenantId);
    expect((await start(member, '2026-11-11')).status).toBe(400);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);

    await callAs(server, member, api.weekApproval.submitWeek, { weekStart: '2026-11-08' });
    expect((await stop(member)).status).toBe(409);
    expect(await timerOf(member)).not.toBeNull();

    expect((await callAs(server, member, api.timesheet.discardTimer)).body).toEqual({
      result: 1,
      msg: 'Timer discarded',
    });
    expect(await timerOf(member)).toBeNull();
    // Discarding again is no error: there is simply nothing to drop.
    expect((await callAs(server, member, api.timesheet.discardTimer)).status).toBe(200);
  });

  it('refuses a stop into a task deleted while it ran, changing nothing, and keeps the timer running', async () => {
    const member = await addMember(server, admin, 'User');
    const doomed = await createProject(server, admin, 'Doomed project', ['Doomed task']);
    await callAs(server, member, api.timesheet.startTimer, {
      projectId: doomed.projectId,
      taskId: doomed.taskIds[0],
      description: 'Doomed',
      date: '2026-11-12',
    });
    await runFor(member, 30);
    await callAs(server, admin, api.tasks.deleteTask, { taskId: doomed.taskIds[0] });
    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await stop(member);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('task-not-found');
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
    expect(await timerOf(member)).toMatchObject({ taskId: doomed.taskIds[0] });
  });

  it('refuses another tenant’s project and a task of another project', async () => {
    const member = await addMember(server, admin, 'User');
    const foreign = await newTenant(server);
    const theirs = await createProject(server, foreign, 'Theirs', ['Their task']);
    const stranger = await callAs(server, member, api.timesheet.startTimer, {
      projectId: theirs.projectId,
      taskId: theirs.taskIds[0],
      date: '2026-11-05',
    });
    expect(stranger.status).toBe(404);
    const mismatch = await callAs(server, member, api.timesheet.startTimer, {
      projectId: work.projectId,
      taskId: theirs.taskIds[0],
      date: '2026-11-05',
    });
    expect(mismatch.status).toBe(404);
    expect(await timerOf(member)).toBeNull();
    // Nobody sees another person's timer: each call is about the caller's own.
    await start(member, '2026-11-05');
    expect(await timerOf(foreign)).toBeNull();
  });
});

describe('the timer across a restart of the server process', () => {
  // Two server processes start in turn, each compiling the sources.
  it('is still running after the restart, and stops into its entry', { timeout: 120_000 }, async () => {
    const store = await freshStore();
    let portal = await spawnServer(store.env);
    const port = Number(new URL(portal.url).port);
    try {
      const person = newSignUp();
      await call(portal.url, api.auth.signup.path, { body: person });
      const { access_token: token } = await signIn(portal.url, person.email, person.password);
      const session = (await call(portal.url, `${api.auth.email.path}?email=${person.email}`, { token }))
        .body;
      const member: Member = {
        token,
        tenantId: session.tenantId,
        userId: session.userId,
        email: person.email,
        role: 'Admin',
      };
      const project = await callAs(portal, member, api.projects.addProject, { name: 'P', description: 'd' });
      const task = await callAs(portal, member, api.tasks.addTask, {
        title: 'T',
        projectId: project.body.id,
      });
      await callAs(portal, member, api.timesheet.startTimer, {
        projectId: project.body.id,
        taskId: task.body.id,
        date: '2026-11-06',
      });

      portal.child.kill('SIGTERM');
      await portal.exited;
      portal = await spawnServer(store.env, port);

      expect((await callAs(portal, member, api.timesheet.getTimer)).body.timer).toMatchObject({
        date: '2026-11-06',
      });
      const stopped = await callAs(portal, member, api.timesheet.stopTimer);
      expect(stopped.status).toBe(200);
      expect(stopped.body.hours).toBeGreaterThanOrEqual(0.01);
    } finally {
      if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
      await portal.exited;
      await store.drop();
    }
  });
});
