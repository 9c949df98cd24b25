import crypto from 'node:crypto';
import http from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../test/factories.ts';
import { answerWriter } from './response-serializer.ts';

const onPostgres = process.env.TEST_STORE === 'postgres';

/** More than one written chunk of a streamed list (200 items), and not a multiple of it. */
const TASKS = 450;
const ENTRY_DAYS = 230;

let server: TestServer;
let admin: Member;
let user: Member;
let other: Member;
let otherUser: Member;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startServer({ LOG_LEVEL: 'info' }, { logStream });
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Ulla');
  other = await newTenant(server);
  otherUser = await addMember(server, other, 'User', 'Otto');
  const titles = Array.from({ length: TASKS }, (_, n) => `Task "${n}" ü\u2028`);
  const work = await createProject(server, admin, 'Streamed project', titles);
  const elsewhere = await createProject(server, other, 'Other tenant project', ['Other task']);
  await server.db
    .updateTable('tasks')
    .set({ billable: 1, estimate_centihours: 250, start_date: '2026-01-05' })
    .where('tenant_id', '=', admin.tenantId)
    .where('id', 'in', work.taskIds.slice(0, 50))
    .execute();
  // Straight into the table: hundreds of entries through the API would take minutes.
  const now = new Date().toISOString();
  const entriesOf = (member: Member, days: number[], project: { projectId: string; taskIds: string[] }) =>
    days.map((day) => ({
      tenant_id: member.tenantId,
      id: crypto.randomUUID(),
      user_id: member.userId,
      project_id: project.projectId,
      task_id: project.taskIds[(day % project.taskIds.length) % 7]!,
      date: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
      centihours: 100 + (day % 4) * 25,
      description: day % 3 === 0 ? `Day ${day} "quoted" \\ done` : '',
      created_at: now,
      billable: day % 2,
    }));
  const days = Array.from({ length: ENTRY_DAYS }, (_, day) => day);
  await server.db
    .insertInto('time_entries')
    .values([
      ...entriesOf(admin, days, work),
      ...entriesOf(user, days, work),
      ...entriesOf(
        otherUser,
        days.filter((day) => day % 10 === 0),
        elsewhere,
      ),
    ])
    .execute();
  // A week the list shows Submitted, not Open.
  await server.db
    .insertInto('week_statuses')
    .values({
      tenant_id: user.tenantId,
      user_id: user.userId,
      week_start: '2025-01-05',
      status: 'Submitted',
      reason: null,
      updated_by: user.userId,
      updated_at: now,
    })
    .execute();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** The answer's bytes as they came over the socket. */
async function rawAnswer(member: Member, endpoint: Endpoint, input: Record<string, unknown>) {
  const response = await fetch(`${server.url}${endpoint.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tenantId: member.tenantId, ...input }),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The whole list as it was answered before it streamed: its pages' items, written at once. */
async function writtenAtOnce(member: Member, endpoint: Endpoint, input: Record<string, unknown>) {
  const data: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callAs(server, member, endpoint, { ...input, page, pageSize: 100 });
    expect(answer.status).toBe(200);
    data.push(...answer.body.data);
    if (data.length >= answer.body.pagination.totalItems) break;
  }
  return answerWriter(endpoint.answer)({ result: 1, data });
}

describe('whole lists are written as they are read', () => {
  it.each([
    ['Admin', () => admin],
    ['User', () => user],
  ])('getAllTasks answers %s the bytes of the list written at once', async (_role, member) => {
    const streamed = await rawAnswer(member(), api.tasks.getAllTasks, {});
    expect(streamed.status).toBe(200);
    expect(streamed.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(streamed.text).data).toHaveLength(TASKS);
    expect(streamed.text).toBe(await writtenAtOnce(member(), api.tasks.getAllTasks, {}));
  });

  it('getAllTasks streams a filtered list and an empty one as the spec has them', async () => {
    const search = await rawAnswer(admin, api.tasks.getAllTasks, { search: '"44' });
    expect(search.text).toBe(await writtenAtOnce(admin, api.tasks.getAllTasks, { search: '"44' }));
    expect(JSON.parse(search.text).data).toHaveLength(11);
    const none = await rawAnswer(admin, api.tasks.getAllTasks, { projectId: crypto.randomUUID() });
    expect(none.text).toBe('{"result":1,"data":[]}');
  });

  it.each([
    ['Admin', () => admin],
    ['User', () => user],
  ])('getTimeEntries answers %s the bytes of the list written at once', async (_role, member) => {
    const input = { userId: member().userId };
    const streamed = await rawAnswer(member(), api.timesheet.getTimeEntries, input);
    expect(streamed.status).toBe(200);
    const data = JSON.parse(streamed.text).data;
    expect(data).toHaveLength(ENTRY_DAYS);
    expect(streamed.text).toBe(await writtenAtOnce(member(), api.timesheet.getTimeEntries, input));
    const submitted = data.filter((entry: { weekStatus: string }) => entry.weekStatus === 'Submitted');
    expect(submitted).toHaveLength(member() === user ? 7 : 0);
  });

  it('never holds another tenant’s rows', async () => {
    const tasks = JSON.parse((await rawAnswer(other, api.tasks.getAllTasks, {})).text).data;
    expect(tasks.map((task: { title: string }) => task.title)).toEqual(['Other task']);
    const mine = JSON.parse((await rawAnswer(admin, api.tasks.getAllTasks, {})).text).data;
    expect(mine.some((task: { title: string }) => task.title === 'Other task')).toBe(false);
    const entries = JSON.parse(
      (await rawAnswer(otherUser, api.timesheet.getTimeEntries, { userId: otherUser.userId })).text,
    ).data;
    expect(entries).toHaveLength(Math.ceil(ENTRY_DAYS / 10));
    expect(
      entries.every((entry: { projectName: string }) => entry.projectName === 'Other tenant project'),
    ).toBe(true);
    // Another tenant's user is nobody here: the refusal comes before any byte of a list.
    const across = await rawAnswer(admin, api.timesheet.getTimeEntries, { userId: otherUser.userId });
    expect(across.status).toBe(404);
    expect(JSON.parse(across.text)).toMatchObject({ result: 0 });
  });

  it('refuses with the error envelope before the first byte', async () => {
    const refused = await rawAnswer(user, api.timesheet.getTimeEntries, { userId: admin.userId });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ result: 0 });
  });
});

// On SQLite the list is read without yielding to the event loop, so a closed connection is seen
// only once the answer is under way, where Fastify itself logs it at level info; and there is no
// lock to hold the read back with.
describe.runIf(onPostgres)('a caller who goes away before a list is written', () => {
  /** Enough tasks that their answer is written in several chunks. */
  const BIG_TASKS = 2_000;

  it('is logged as a closed connection, not as a failure', async () => {
    const big = await newTenant(server);
    const { projectId } = await createProject(server, big, 'Big project', []);
    const now = new Date().toISOString();
    for (let start = 0; start < BIG_TASKS; start += 1_000) {
      await server.db
        .insertInto('tasks')
        .values(
          Array.from({ length: 1_000 }, (_, n) => ({
            tenant_id: big.tenantId,
            id: crypto.randomUUID(),
            project_id: projectId,
            title: `${start + n} ${'long title '.repeat(16)}`,
            status: 'todo',
            start_date: null,
            due_date: null,
            created_by: big.userId,
            created_at: now,
            deleted_at: null,
          })),
        )
        .execute();
    }
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const before = await connections();
    // The tasks are held locked while the caller goes away, so the list is read, and its answer
    // started, only once the server has seen the connection close.
    await server.db.transaction().execute(async (trx) => {
      await sql`lock table tasks in access exclusive mode`.execute(trx);
      const request = http.request(`${server.url}${api.tasks.getAllTasks.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${big.token}`, 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end(JSON.stringify({ tenantId: big.tenantId }));
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%from "tasks"%'`.execute(server.db)
            ).rows[0]!.n,
          { timeout: 20_000 },
        )
        .toBe(1);
      request.destroy();
      await expect.poll(connections, { timeout: 20_000 }).toBeLessThanOrEqual(before);
    });
    await expect
      .poll(() => logLines.some((line) => line.includes('caller closed the connection')), { timeout: 20_000 })
      .toBe(true);
    const failures = logLines.filter((line) => JSON.parse(line).level >= 50);
    expect(failures).toEqual([]);
  });
});
