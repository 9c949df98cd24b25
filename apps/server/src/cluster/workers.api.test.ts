import { api, type LiveEvent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshStore } from '../../test/build-app.ts';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { call, callAs, newSignUp, type Member } from '../../test/factories.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { signIn } from '../../test/sign-in.ts';
import { pinEachWorker, type PinnedWorker } from '../../test/workers.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Db } from '../db/dialect.ts';

/** A small API limit, so that one caller reaches it within the test; every other caller stays under it. */
const API_LIMIT = 40;

let store: Awaited<ReturnType<typeof freshStore>>;
let portal: ServerProcess;
let owner: Db;
let port: number;
const pinned: PinnedWorker[] = [];
const streams: EventStream[] = [];

async function startPortal() {
  portal = await spawnServer(
    { ...store.env, WEB_CONCURRENCY: '2', RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT) },
    port,
  );
  const workers = await pinEachWorker(portal.url, 2);
  pinned.push(...workers);
  return workers as [PinnedWorker, PinnedWorker];
}

async function stopPortal() {
  for (const stream of streams.splice(0)) stream.close();
  await Promise.all(pinned.splice(0).map((worker) => worker.close()));
  portal.child.kill('SIGTERM');
  return portal.exited;
}

beforeAll(async () => {
  store = await freshStore();
  port = await freePort();
  owner = openDatabase(loadConfig(store.env).db, { as: 'owner' });
});
afterAll(async () => {
  if (portal?.child.exitCode === null) await stopPortal();
  await owner?.destroy();
  await store?.drop();
});

/** Signs a new tenant's Admin up and in, through whichever worker each request reaches. */
async function newAdmin(): Promise<Member> {
  const person = newSignUp();
  expect((await call(portal.url, api.auth.signup.path, { body: person })).status).toBe(200);
  return signedIn(person.email, person.password, 'Admin');
}

async function signedIn(email: string, password: string, role: Member['role']): Promise<Member> {
  const { access_token: token } = await signIn(portal.url, email, password);
  const session = await call(portal.url, `${api.auth.email.path}?email=${encodeURIComponent(email)}`, {
    token,
  });
  return { token, tenantId: session.body.tenantId, userId: session.body.userId, email, role };
}

const through = (worker: PinnedWorker, member: Member, endpoint: Parameters<typeof callAs>[2], input = {}) =>
  callAs(portal, member, endpoint, input, { fetch: worker.fetch });

const is = (expected: LiveEvent) => (event: LiveEvent) => JSON.stringify(event) === JSON.stringify(expected);

describe('two workers behind one port', { timeout: 180_000 }, () => {
  let a: PinnedWorker;
  let b: PinnedWorker;
  beforeAll(async () => {
    [a, b] = await startPortal();
  }, 180_000);

  it('refuses a session ended through one worker at once on the other', async () => {
    const admin = await newAdmin();
    const email = `uma.${Date.now()}@example.com`;
    const added = await through(a, admin, api.users.addNewUser, {
      name: 'Uma User',
      email,
      password: 'member-password-1',
      role: 'User',
    });
    expect(added.status).toBe(200);
    const user = await signedIn(email, 'member-password-1', 'User');
    expect((await through(b, user, api.timesheet.getTimer)).status).toBe(200);

    expect((await through(a, admin, api.users.deactivateUser, { userId: user.userId })).status).toBe(200);
    expect((await through(b, user, api.timesheet.getTimer)).status).toBe(401);
    expect((await through(a, user, api.timesheet.getTimer)).status).toBe(401);
  });

  it('counts one rate limit across both workers', async () => {
    const admin = await newAdmin();
    const first = await through(a, admin, api.timesheet.getTimer);
    let remaining = Number(first.headers.get('x-ratelimit-remaining'));
    expect(remaining).toBeGreaterThan(4);
    for (let sent = 1; remaining > 0; sent += 1) {
      const answer = await through(sent % 2 === 0 ? a : b, admin, api.timesheet.getTimer);
      expect(answer.status).toBe(200);
      expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
      remaining -= 1;
    }
    expect((await through(a, admin, api.timesheet.getTimer)).status).toBe(429);
    expect((await through(b, admin, api.timesheet.getTimer)).status).toBe(429);
  });

  it('carries a change made through one worker to a stream held by the other, and to its kept Reviews', async () => {
    const admin = await newAdmin();
    const [listener] = await pinEachWorker(portal.url, 2).then((workers) => {
      pinned.push(...workers);
      return workers.filter((worker) => worker.worker === b.worker);
    });
    const onB = await openEventStream(portal.url, admin.token, listener!.fetch);
    streams.push(onB);

    const projectId = (await through(a, admin, api.projects.addProject, { name: 'Across', description: 'd' }))
      .body.id;
    await onB.next(is({ type: 'projects' }));

    // B keeps the Review it answered; the change made through A is in B's very next answer.
    const week = { startDate: '2026-09-06', endDate: '2026-09-12', shape: 'grid' };
    const totalsOnB = async () =>
      (await through(b, admin, api.timesheet.getTimeEntriesReview, week)).body.users.map(
        (user: { totalHours: number }) => user.totalHours,
      );
    const taskId = (await through(a, admin, api.tasks.addTask, { title: 'Counted', projectId })).body.id;
    expect(await totalsOnB()).toEqual([]);
    const entry = { userId: admin.userId, date: '2026-09-08', hours: 2, projectId, taskId, description: '' };
    expect((await through(a, admin, api.timesheet.addTimeEntry, entry)).status).toBe(200);
    expect(await totalsOnB()).toEqual([2]);
    await onB.next(is({ type: 'entries', userId: admin.userId, date: '2026-09-08' }));
  });

  it('sends a due reminder once, however many workers tick', async () => {
    const admin = await newAdmin();
    const today = new Date();
    const settings = {
      workingDays: [1, 2, 3, 4, 5],
      expectedHours: 8,
      timeZone: 'UTC',
      reminder: { enabled: true, weekday: today.getUTCDay(), hour: 0 },
    };
    expect((await through(a, admin, api.settings.updateSettings, settings)).status).toBe(200);
    // The Admin joined long before the week reminded of, so they had hours to log in it.
    await owner
      .updateTable('users')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('tenant_id', '=', admin.tenantId)
      .execute();

    // Both workers of a new start tick at once, each as it becomes ready.
    expect(await stopPortal()).toBe(0);
    await startPortal();
    const reminders = () =>
      owner
        .selectFrom('notifications')
        .select('id')
        .where('tenant_id', '=', admin.tenantId)
        .where('kind', '=', 'reminder')
        .execute();
    for (let waited = 0; (await reminders()).length === 0 && waited < 30_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await reminders()).toHaveLength(1);
    const runs = await owner
      .selectFrom('reminder_runs')
      .select('week_start')
      .where('tenant_id', '=', admin.tenantId)
      .execute();
    expect(runs).toHaveLength(1);
  });
});
