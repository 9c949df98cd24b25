import { api, type LiveEvent } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshStore, startServer, type TestServer } from '../../../test/build-app.ts';
import { openEventStream, type EventStream } from '../../../test/event-stream.ts';
import {
  addMember,
  call,
  callAs,
  createProject,
  newSignUp,
  newTenant,
  type Member,
} from '../../../test/factories.ts';
import { spawnServer, type ServerProcess } from '../../../test/server-process.ts';
import { signIn } from '../../../test/sign-in.ts';

const onPostgres = process.env.TEST_STORE === 'postgres';

let server: TestServer;
const streams: EventStream[] = [];

/** Opens a stream for `member`, closed when the file ends. */
async function listen(member: Member, on: { url: string } = server) {
  const stream = await openEventStream(on.url, member.token);
  streams.push(stream);
  return stream;
}

/** The events a stream received besides the opening resync. */
const received = (stream: EventStream) => stream.events.filter((event) => event.type !== 'resync');

const is = (expected: LiveEvent) => (event: LiveEvent) => JSON.stringify(event) === JSON.stringify(expected);

/** Saves the tenant's settings as they are: every member hears `settings`, and nothing after it. */
async function sentinel(admin: Member, ...heard: EventStream[]) {
  const settings = (await callAs(server, admin, api.settings.getSettings)).body.settings;
  expect((await callAs(server, admin, api.settings.updateSettings, settings)).status).toBe(200);
  await Promise.all(heard.map((stream) => stream.next(is({ type: 'settings' }))));
}

beforeAll(async () => {
  // A one-second heartbeat, so that an ended session closes its stream within the test.
  server = await startServer({ EVENTS_HEARTBEAT_SECONDS: '1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

describe('the live channel', () => {
  // Six people listen while four make changes.
  it(
    'delivers each change to exactly the tenant and roles that may read it',
    { timeout: 90_000 },
    async () => {
      const admin = await newTenant(server);
      const manager = await addMember(server, admin, 'Manager', 'Mia');
      const user = await addMember(server, admin, 'User', 'Uma');
      const colleague = await addMember(server, admin, 'User', 'Tom');
      const foreign = await newTenant(server);
      const foreignUser = await addMember(server, foreign, 'User', 'Fay');
      const { projectId, taskIds } = await createProject(server, admin, 'Depot', ['Picking']);
      const [adminStream, managerStream, userStream, colleagueStream, foreignStream, foreignUserStream] =
        await Promise.all([
          listen(admin),
          listen(manager),
          listen(user),
          listen(colleague),
          listen(foreign),
          listen(foreignUser),
        ]);

      const weekStart = '2026-10-04';
      const entry = { userId: user.userId, projectId, taskId: taskIds[0], hours: 2 };
      expect(
        (await callAs(server, user, api.timesheet.addTimeEntry, { ...entry, date: '2026-10-05' })).status,
      ).toBe(200);
      expect(
        (
          await callAs(server, user, api.timesheet.startTimer, {
            projectId,
            taskId: taskIds[0],
            date: '2026-10-06',
          })
        ).status,
      ).toBe(200);
      expect((await callAs(server, user, api.weekApproval.submitWeek, { weekStart })).status).toBe(200);
      expect(
        (
          await callAs(server, manager, api.weekApproval.rejectWeek, {
            userId: user.userId,
            weekStart,
            reason: 'Fix Monday',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await callAs(server, manager, api.users.addNewUser, {
            name: 'New Person',
            email: newSignUp().email,
            password: 'secret-1',
            role: 'User',
          })
        ).status,
      ).toBe(200);
      expect(
        (await callAs(server, admin, api.projects.addProject, { name: 'Yard', description: 'd' })).status,
      ).toBe(200);
      // A refused change publishes nothing.
      expect(
        (await callAs(server, user, api.timesheet.addTimeEntry, { ...entry, date: '2026-10-13', hours: 25 }))
          .status,
      ).toBe(400);
      await sentinel(admin, adminStream, managerStream, userStream, colleagueStream);
      await sentinel(foreign, foreignStream, foreignUserStream);

      const entries: LiveEvent = { type: 'entries', userId: user.userId, date: '2026-10-05' };
      const week: LiveEvent = { type: 'week', userId: user.userId, weekStart };
      const timer: LiveEvent = { type: 'timer', userId: user.userId };
      const stopped: LiveEvent = { type: 'entries', userId: user.userId, date: null };
      // The entry may have opened its week again, then the week was submitted and rejected.
      const reviewerSees = (reviewer: Member): LiveEvent[] => [
        entries,
        stopped,
        week,
        week,
        week,
        { type: 'notifications', userId: reviewer.userId },
        { type: 'users' },
        { type: 'employees' },
        { type: 'projects' },
        { type: 'settings' },
      ];
      const sorted = (events: LiveEvent[]) => events.map((event) => JSON.stringify(event)).sort();
      expect(sorted(received(adminStream))).toEqual(sorted(reviewerSees(admin)));
      expect(sorted(received(managerStream))).toEqual(sorted(reviewerSees(manager)));
      // A User hears of their own time, timer, week and notifications, never of User Management.
      expect(sorted(received(userStream))).toEqual(
        sorted([
          entries,
          timer,
          stopped,
          week,
          week,
          week,
          { type: 'notifications', userId: user.userId },
          { type: 'employees' },
          { type: 'projects' },
          { type: 'settings' },
        ]),
      );
      // Another User of the tenant hears nothing of Uma's time, week or notifications.
      expect(sorted(received(colleagueStream))).toEqual(
        sorted([{ type: 'employees' }, { type: 'projects' }, { type: 'settings' }]),
      );
      // Another tenant hears nothing of this one.
      expect(received(foreignStream)).toEqual([{ type: 'settings' }]);
      expect(received(foreignUserStream)).toEqual([{ type: 'settings' }]);
    },
  );

  it('answers a request that does not ask for the stream at once, and refuses one without a token', async () => {
    const admin = await newTenant(server);
    const probe = await callAs(server, admin, api.events.events);
    expect(probe.status).toBe(200);
    expect(probe.body.result).toBe(1);
    const anonymous = await fetch(`${server.url}${api.events.events.path}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('frees a stream as soon as its client closes it', async () => {
    const admin = await newTenant(server);
    const before = server.app.liveStreams();
    const stream = await openEventStream(server.url, admin.token);
    expect(server.app.liveStreams()).toBe(before + 1);
    stream.close();
    for (let wait = 0; wait < 50 && server.app.liveStreams() > before; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(server.app.liveStreams()).toBe(before);
  });

  it('keeps a stream alive with heartbeats, and ends it at the next heartbeat once the session ended', async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User', 'Uma');
    const stream = await listen(user);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.raw()).toContain('\n:\n\n');
    expect((await callAs(server, admin, api.users.deactivateUser, { userId: user.userId })).status).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('the stream stayed open')), 5000)),
    ]);
    // The ended session cannot open another.
    const refused = await fetch(`${server.url}${api.events.events.path}`, {
      headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(401);
  });
  it('opens a stream for a personal API token, tells it what its person may hear, and ends it at the next heartbeat once the token is revoked', async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User', 'Uma');
    const created = await callAs(server, user, api.apiTokens.addApiToken, {
      name: 'Stream',
      scope: 'read',
      expiresInDays: 30,
    });
    const stream = await openEventStream(server.url, created.body.token);
    streams.push(stream);
    await sentinel(admin, stream);
    expect(
      (await callAs(server, user, api.apiTokens.revokeApiToken, { tokenId: created.body.id })).status,
    ).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('the stream stayed open')), 5000)),
    ]);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  const processes: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const instance of processes) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await Promise.all(processes.map((instance) => instance.exited));
    await drop?.();
  });

  it(
    'carries a change made through one instance to the streams and kept Reviews of the other',
    { timeout: 90_000 },
    async () => {
      const store = await freshStore();
      drop = store.drop;
      const [portA, portB] = [await freePort(), await freePort()];
      const publicUrl = `http://127.0.0.1:${portA}`;
      const env = { ...store.env, PUBLIC_URL: publicUrl, DATABASE_POOL_MAX: '4' };
      processes.push(...(await Promise.all([spawnServer(env, portA), spawnServer(env, portB)])));
      const [a, b] = processes as [ServerProcess, ServerProcess];

      const session = async (through: ServerProcess) => {
        const person = newSignUp();
        expect((await call(through.url, api.auth.signup.path, { body: person })).status).toBe(200);
        const { access_token: token } = await signIn(through.url, person.email, person.password, {
          redirectUri: `${publicUrl}/signin`,
        });
        const { tenantId, userId } = (
          await call(through.url, `${api.auth.email.path}?email=${encodeURIComponent(person.email)}`, {
            token,
          })
        ).body;
        return { token, tenantId, userId, email: person.email, role: 'Admin' } as Member;
      };
      const home = await session(a);
      const foreign = await session(b);
      const onB = await openEventStream(b.url, home.token);
      const foreignOnB = await openEventStream(b.url, foreign.token);
      streams.push(onB, foreignOnB);

      expect(
        (await callAs(a, home, api.projects.addProject, { name: 'Across', description: 'd' })).status,
      ).toBe(200);
      await onB.next(is({ type: 'projects' }));
      expect(
        (await callAs(a, foreign, api.projects.addProject, { name: 'Own', description: 'd' })).status,
      ).toBe(200);
      await foreignOnB.next(is({ type: 'projects' }));
      expect(received(foreignOnB)).toEqual([{ type: 'projects' }]);
      expect(received(onB)).toEqual([{ type: 'projects' }]);

      // The listeners lose their connections (a restart, a failover): each reconnects, asks its
      // streams to refetch what they may have missed, and hears what comes after.
      const owner = new pg.Client({ connectionString: store.env.DATABASE_URL });
      await owner.connect();
      await owner.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await owner.end();
      await onB.next((event) => event.type === 'resync' && onB.events.indexOf(event) > 0);
      const again = await callAs(a, home, api.projects.addProject, { name: 'Again', description: 'd' });
      expect(again.status).toBe(200);
      await onB.next((event) => event.type === 'projects' && onB.events.indexOf(event) > 2);

      // B keeps the Reviews it answers: a change of the week made through A reaches them too.
      const week = { startDate: '2026-09-06', endDate: '2026-09-12' };
      const totalsOnB = async () =>
        (
          await callAs(b, home, api.timesheet.getTimeEntriesReview, { ...week, shape: 'grid' })
        ).body.users.map((user: { totalHours: number }) => user.totalHours);
      const projectId = (
        await callAs(a, home, api.projects.addProject, { name: 'Reviewed', description: 'd' })
      ).body.id;
      const taskId = (await callAs(a, home, api.tasks.addTask, { title: 'Counted', projectId })).body.id;
      expect(await totalsOnB()).toEqual([]);
      const added = await callAs(a, home, api.timesheet.addTimeEntry, {
        userId: home.userId,
        date: '2026-09-08',
        hours: 2,
        projectId,
        taskId,
        description: '',
      });
      expect(added.status).toBe(200);
      await onB.next(is({ type: 'entries', userId: home.userId, date: '2026-09-08' }));
      expect(await totalsOnB()).toEqual([2]);
    },
  );
});
