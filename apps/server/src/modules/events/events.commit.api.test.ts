import { api } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';

// On PostgreSQL a call's live events go to the other instances with the commit of its change.
describe.runIf(process.env.TEST_STORE === 'postgres')('live events carried by the commit of a change', () => {
  let server: TestServer;
  let listener: pg.Client;
  let admin: Member;
  let user: Member;
  let work: { projectId: string; taskIds: string[] };
  const heard: { tenantId: string; events: unknown[] }[] = [];

  beforeAll(async () => {
    server = await startServer();
    if (server.config.db.kind !== 'postgres') throw new Error('PostgreSQL only');
    // What another instance hears.
    listener = new pg.Client({ connectionString: server.config.db.url });
    await listener.connect();
    listener.on('notification', (message) => {
      const { t: tenantId, e: events } = JSON.parse(message.payload ?? '{}') as { t: string; e: unknown[] };
      heard.push({ tenantId, events });
    });
    await listener.query('LISTEN portal_events');
    admin = await newTenant(server);
    user = await addMember(server, admin, 'User');
    work = await createProject(server, admin, 'Carried', ['Carrying']);
  });
  afterAll(async () => {
    await listener?.end();
    await server?.close();
  });

  /** What the listener heard of the tenant by the time a later change of another tenant is heard. */
  async function heardOf(tenantId: string) {
    const marker = await newTenant(server);
    await expect.poll(() => heard.some((notice) => notice.tenantId === marker.tenantId)).toBe(true);
    const ofTenant = heard.filter((notice) => notice.tenantId === tenantId);
    heard.length = 0;
    return ofTenant;
  }

  const add = (hours: number) =>
    callAs(server, user, api.timesheet.addTimeEntry, {
      userId: user.userId,
      date: '2026-11-02',
      projectId: work.projectId,
      taskId: work.taskIds[0],
      hours,
      description: 'Carried',
    });

  it('tells the other instances once of a change, and nothing of a refused one', async () => {
    await heardOf(admin.tenantId);
    expect((await add(2)).status).toBe(200);
    expect(await heardOf(admin.tenantId)).toEqual([
      {
        tenantId: admin.tenantId,
        events: [
          { type: 'entries', userId: user.userId, date: '2026-11-02' },
          { type: 'week', userId: user.userId, weekStart: '2026-11-01' },
        ],
      },
    ]);
    expect((await add(23)).status).toBe(400);
    expect(await heardOf(admin.tenantId)).toEqual([]);
  });
});
