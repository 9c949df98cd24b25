import crypto from 'node:crypto';
import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { failAuditOf } from '../../test/fail-audit.ts';
import { addMember, call, createProject, newSignUp, newTenant, type Member } from '../../test/factories.ts';
import { actionOf } from '../modules/audit/audit.service.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let other: Member;
let project: { projectId: string; taskIds: string[] };

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Uma');
  other = await addMember(server, admin, 'User', 'Otto');
  project = await createProject(server, admin, 'Yard', ['Unload']);
});
afterAll(async () => {
  await server?.close();
});

const newKey = () => crypto.randomUUID();

/** Logs `hours` on `date` as `member`, sent with `key`. */
const logWithKey = (member: Member, key: string, date: string, hours: number) =>
  call(server.url, api.timesheet.addTimeEntry.path, {
    token: member.token,
    headers: { 'idempotency-key': key },
    body: {
      tenantId: member.tenantId,
      userId: member.userId,
      date,
      hours,
      projectId: project.projectId,
      taskId: project.taskIds[0],
    },
  });

/** The hours `member` has on `date`, one figure per entry. */
const entriesOn = async (member: Member, date: string) =>
  (
    await server.db
      .selectFrom('time_entries')
      .select('centihours')
      .where('tenant_id', '=', member.tenantId)
      .where('user_id', '=', member.userId)
      .where('date', '=', date)
      .execute()
  ).map((row) => row.centihours / 100);

describe('Idempotency-Key', () => {
  it('makes a change sent twice with one key once, answering the same the second time', async () => {
    const key = newKey();
    const first = await logWithKey(user, key, '2026-10-05', 2);
    const again = await logWithKey(user, key, '2026-10-05', 2);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await entriesOn(user, '2026-10-05')).toEqual([2]);
  });

  it('refuses the same key with another body (422), changing nothing', async () => {
    const key = newKey();
    await logWithKey(user, key, '2026-10-06', 1);
    const refused = await logWithKey(user, key, '2026-10-06', 3);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ result: 0, code: 'idempotency-key-reused' });
    expect(await entriesOn(user, '2026-10-06')).toEqual([1]);
  });

  it('keeps each person’s keys apart: another person’s key is another key', async () => {
    const key = newKey();
    expect((await logWithKey(user, key, '2026-10-07', 1)).status).toBe(200);
    expect((await logWithKey(other, key, '2026-10-07', 1)).status).toBe(200);
    expect(await entriesOn(user, '2026-10-07')).toEqual([1]);
    expect(await entriesOn(other, '2026-10-07')).toEqual([1]);
  });

  it('forgets a key after 24 hours: the same change then happens again', async () => {
    const key = newKey();
    await logWithKey(user, key, '2026-10-08', 1);
    await server.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000).toISOString() })
      .where('key', '=', key)
      .execute();
    const later = await logWithKey(user, key, '2026-10-08', 1);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await entriesOn(user, '2026-10-08')).toEqual([1, 1]);
  });

  it('makes a change sent many times at once with one key once, every answer the same', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => logWithKey(user, key, '2026-10-09', 1.5)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await entriesOn(user, '2026-10-09')).toEqual([1.5]);
  });

  it('answers a refused change again as refused, though the day has room by then', async () => {
    await logWithKey(user, newKey(), '2026-10-12', 20);
    const key = newKey();
    const refused = await logWithKey(user, key, '2026-10-12', 5);
    expect(refused.status).toBe(400);
    await server.db
      .deleteFrom('time_entries')
      .where('tenant_id', '=', user.tenantId)
      .where('user_id', '=', user.userId)
      .where('date', '=', '2026-10-12')
      .execute();
    const again = await logWithKey(user, key, '2026-10-12', 5);
    expect({ status: again.status, body: again.body }).toEqual({
      status: refused.status,
      body: refused.body,
    });
    expect(await entriesOn(user, '2026-10-12')).toEqual([]);
  });

  it('tries a change again that failed on the server’s side', async () => {
    const key = newKey();
    const restore = await failAuditOf(server.db, actionOf(api.timesheet.addTimeEntry));
    try {
      expect((await logWithKey(user, key, '2026-10-13', 1)).status).toBe(500);
    } finally {
      await restore();
    }
    const retried = await logWithKey(user, key, '2026-10-13', 1);
    expect(retried.status).toBe(200);
    expect(await entriesOn(user, '2026-10-13')).toEqual([1]);
  });

  it('refuses a key that is not 1 to 255 printable characters, changing nothing', async () => {
    for (const key of ['two words', 'x'.repeat(256), 'naïve']) {
      const refused = await logWithKey(user, key, '2026-10-14', 1);
      expect(refused.status, key).toBe(400);
      expect(refused.body).toMatchObject({ code: 'idempotency-key-invalid' });
    }
    expect(await entriesOn(user, '2026-10-14')).toEqual([]);
  });

  it('makes a sign-up sent twice with one key one tenant', async () => {
    const body = newSignUp();
    const key = newKey();
    const send = () => call(server.url, api.auth.signup.path, { body, headers: { 'idempotency-key': key } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
    const accounts = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});

describe('a timer run on a device without a network', () => {
  const HOUR = 60 * 60 * 1000;
  const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const start = (member: Member, startedAt: string, date = '2026-10-20') =>
    call(server.url, api.timesheet.startTimer.path, {
      token: member.token,
      body: {
        tenantId: member.tenantId,
        projectId: project.projectId,
        taskId: project.taskIds[0],
        date,
        startedAt,
      },
    });
  const stop = (member: Member, stoppedAt?: string) =>
    call(server.url, api.timesheet.stopTimer.path, {
      token: member.token,
      body: { tenantId: member.tenantId, ...(stoppedAt ? { stoppedAt } : {}) },
    });

  it('logs the hours between the device’s start and stop', async () => {
    expect((await start(user, at(3 * HOUR))).status).toBe(200);
    const stopped = await stop(user, at(HOUR));
    expect(stopped.status).toBe(200);
    expect(stopped.body.hours).toBe(2);
    expect(await entriesOn(user, '2026-10-20')).toEqual([2]);
  });

  it('stops a timer started offline by the server’s clock when the stop was online', async () => {
    await start(user, at(1.5 * HOUR), '2026-10-21');
    expect((await stop(user)).body.hours).toBe(1.5);
  });

  it('refuses a start in the future or more than 7 days back, and a stop before the start, changing nothing', async () => {
    const future = await start(user, new Date(Date.now() + 10 * 60 * 1000).toISOString());
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: 'timer-start-in-future' });
    const old = await start(user, at(8 * 24 * HOUR));
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'timer-start-too-old', params: { days: 7 } });
    expect(
      (
        await call(server.url, api.timesheet.getTimer.path, {
          token: user.token,
          body: { tenantId: user.tenantId },
        })
      ).body.timer,
    ).toBeNull();

    await start(user, at(HOUR), '2026-10-22');
    const early = await stop(user, at(2 * HOUR));
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'timer-stop-out-of-range' });
    const late = await stop(user, new Date(Date.now() + 10 * 60 * 1000).toISOString());
    expect(late.status).toBe(400);
    expect(await entriesOn(user, '2026-10-22')).toEqual([]);
    expect((await stop(user)).status).toBe(200);
  });
});
