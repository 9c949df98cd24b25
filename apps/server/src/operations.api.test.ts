import { api } from '@portal/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, freshStore } from '../test/build-app.ts';
import { call, newSignUp } from '../test/factories.ts';
import { spawnServer, type ServerProcess } from '../test/server-process.ts';
import { signIn } from '../test/sign-in.ts';

const onPostgres = process.env.TEST_STORE === 'postgres';
const stores: { drop: () => Promise<void> }[] = [];
const processes: ServerProcess[] = [];

async function start(env: Record<string, string>, port?: number) {
  const server = await spawnServer(env, port);
  processes.push(server);
  return server;
}

async function newStore() {
  const store = await freshStore();
  stores.push(store);
  return store;
}

afterAll(async () => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(processes.map((server) => server.exited));
  for (const store of stores) await store.drop();
});

/** Signs up a tenant on `server`, signs its Admin in, and creates a project with one task. */
async function workspace(server: ServerProcess, signInOptions: Parameters<typeof signIn>[3] = {}) {
  const person = newSignUp();
  expect((await call(server.url, api.auth.signup.path, { body: person })).status).toBe(200);
  const { access_token: token } = await signIn(server.url, person.email, person.password, signInOptions);
  const session = (await call(server.url, `${api.auth.email.path}?email=${person.email}`, { token })).body;
  const base = { tenantId: session.tenantId, userId: session.userId };
  const project = await call(server.url, api.projects.addProject.path, {
    token,
    body: { ...base, name: 'Ops', description: 'd' },
  });
  const task = await call(server.url, api.tasks.addTask.path, {
    token,
    body: { ...base, title: 'Ops', projectId: project.body.id },
  });
  return { person, token, base, projectId: project.body.id as string, taskId: task.body.id as string };
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes every request it has received, then exits 0', { timeout: 90_000 }, async () => {
    // Info logs name every request the server receives and every answer it completes.
    const server = await start({ ...(await newStore()).env, LOG_LEVEL: 'info' });
    // Sign-ups are slow on purpose (each hashes a password), so many are in flight at once.
    const requests = Array.from({ length: 30 }, () =>
      call(server.url, api.auth.signup.path, { body: newSignUp() }).then(
        (answer) => answer.status,
        () => 'connection refused or reset',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(requests);
    const code = await server.exited;

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            reqId?: string;
            req?: { url: string };
            res?: { statusCode: number };
          },
      );
    const received = new Set(
      lines.filter((line) => line.req?.url === api.auth.signup.path).map((line) => line.reqId),
    );
    const completed = lines.filter((line) => received.has(line.reqId) && line.res);
    const signalAt = lines.findIndex((line) => line.msg === 'shutting down');
    const inFlight = new Set(
      lines
        .slice(0, signalAt)
        .filter((line) => line.req)
        .map((line) => line.reqId),
    );
    for (const line of lines.slice(0, signalAt)) if (line.res) inFlight.delete(line.reqId);
    const acknowledged = answers.filter((status) => status === 200).length;
    console.info(
      `SIGTERM: ${answers.length} requests sent, ${received.size} received, ${inFlight.size} in flight at SIGTERM, ` +
        `${completed.length} completed, ${acknowledged} answered 200, ` +
        `${answers.length - received.size} never reached the server, exit ${code}`,
    );
    expect(inFlight.size).toBeGreaterThan(0);
    expect(completed.every((line) => line.res?.statusCode === 200)).toBe(true);
    expect(completed).toHaveLength(received.size);
    expect(acknowledged).toBe(received.size);
    expect(code).toBe(0);
  });
});

describe.runIf(!onPostgres)('durability on SQLite', () => {
  it('keeps every acknowledged write through a SIGKILL', { timeout: 90_000 }, async () => {
    const store = await newStore();
    const first = await start(store.env);
    const { person, token, base, projectId, taskId } = await workspace(first);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    // Four writers log one hour a day on consecutive days until the process is killed.
    const writer = async () => {
      while (!stop) {
        const day = sent++;
        const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const answer = await call(first.url, api.timesheet.addTimeEntry.path, {
          token,
          body: { ...base, date, projectId, taskId, hours: 1 },
        }).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(answer.body.id);
        else return;
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await first.exited;

    const second = await start(store.env);
    const { access_token: again } = await signIn(second.url, person.email, person.password);
    const stored = await call(second.url, api.timesheet.getTimeEntries.path, { token: again, body: base });
    const ids = new Set(stored.body.data.map((entry: { id: string }) => entry.id));
    const found = acknowledged.filter((id) => ids.has(id)).length;
    console.info(
      `SIGKILL: ${sent} writes sent, ${acknowledged.length} acknowledged, ${found} found after restart`,
    );
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(found).toBe(acknowledged.length);
  });
});

describe.runIf(onPostgres)('several instances on one PostgreSQL', () => {
  it(
    'keep every acknowledged write exactly once and accept each other’s tokens',
    { timeout: 90_000 },
    async () => {
      const store = await newStore();
      const [portA, portB] = [await freePort(), await freePort()];
      const publicUrl = `http://127.0.0.1:${portA}`;
      // Both start at once: the migrations run once, under the migrator's lock.
      const [a, b] = await Promise.all([
        start({ ...store.env, PUBLIC_URL: publicUrl, DATABASE_POOL_MAX: '4' }, portA),
        start({ ...store.env, PUBLIC_URL: publicUrl, DATABASE_POOL_MAX: '4' }, portB),
      ]);
      const { person, token, base, projectId, taskId } = await workspace(a);
      // A token issued through B is accepted by A, and the other way round.
      const throughB = await signIn(b.url, person.email, person.password, {
        redirectUri: `${publicUrl}/signin`,
      });
      for (const [server, bearer] of [
        [a, throughB.access_token],
        [b, token],
      ] as const) {
        expect(
          (await call(server.url, `${api.auth.email.path}?email=${person.email}`, { token: bearer })).status,
        ).toBe(200);
      }

      // 100 half-hour entries on one day through both instances: the day holds 24 hours, so exactly
      // 48 may be acknowledged, however the two instances interleave.
      const adds = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          call(index % 2 ? a.url : b.url, api.timesheet.addTimeEntry.path, {
            token,
            body: { ...base, date: '2026-11-18', projectId, taskId, hours: 0.5 },
          }),
        ),
      );
      const acknowledged = adds.filter((answer) => answer.status === 200).map((answer) => answer.body.id);
      expect(adds.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);

      // Status changes and task edits through both, all at once.
      const statuses = ['New', 'In Review', 'In Progress', 'Done'];
      const edits = await Promise.all([
        ...Array.from({ length: 40 }, (_, index) =>
          call(index % 2 ? a.url : b.url, api.projects.updateProjectStatus.path, {
            token,
            body: { ...base, projectId, status: statuses[index % 4] },
          }),
        ),
        ...Array.from({ length: 40 }, (_, index) =>
          call(index % 2 ? b.url : a.url, api.tasks.updateTask.path, {
            token,
            body: { ...base, taskId, projectId, title: `Edit ${index}` },
          }),
        ),
      ]);

      const entries = (await call(a.url, api.timesheet.getTimeEntries.path, { token, body: base })).body.data;
      const ids = entries.map((entry: { id: string }) => entry.id);
      const total = entries.reduce((sum: number, entry: { hours: number }) => sum + entry.hours, 0);
      const project = (await call(b.url, api.projects.getAllProjects.path, { token, body: base })).body
        .data[0];
      const task = (await call(a.url, api.tasks.getAllTasks.path, { token, body: base })).body.data[0];
      console.info(
        `Two instances: ${adds.length} adds, ${acknowledged.length} acknowledged, ${ids.length} stored, ${total} hours; ` +
          `${edits.filter((answer) => answer.status === 200).length}/${edits.length} edits acknowledged`,
      );
      expect(acknowledged).toHaveLength(48);
      expect(new Set(ids)).toEqual(new Set(acknowledged));
      expect(ids).toHaveLength(48);
      expect(total).toBe(24);
      expect(edits.every((answer) => answer.status === 200)).toBe(true);
      expect(statuses).toContain(project.status);
      expect(project.taskCount).toBe(1);
      expect(task.title).toMatch(/^Edit \d+$/);
    },
  );
});

describe.runIf(onPostgres)('a PostgreSQL restart or failover', () => {
  it('costs the server its idle connections, not its life', { timeout: 60_000 }, async () => {
    const store = await newStore();
    const server = await start(store.env);
    const { token, base } = await workspace(server);
    // What a restart does to the server's idle pooled connections.
    const admin = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(server.child.exitCode).toBeNull();
    const answer = await call(server.url, api.projects.getAllProjects.path, { token, body: base });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
  });
});
