import { api } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { call, createProject, newTenant, type Member } from '../../test/factories.ts';
import { openDatabase, type Db } from './dialect.ts';
import { runAsTenant } from './tenant-context.ts';

// Row-level security exists on PostgreSQL only; SQLite relies on the tenant filter of every query.
describe.runIf(process.env.TEST_STORE === 'postgres')('row-level security on PostgreSQL', () => {
  let server: TestServer;
  let first: Member;
  let second: Member;

  const logTime = async (member: Member, hours: number) => {
    const { projectId, taskIds } = await createProject(server, member, `Project of ${member.email}`, [
      'Task',
    ]);
    const answer = await call(server.url, api.timesheet.addTimeEntry.path, {
      token: member.token,
      body: {
        tenantId: member.tenantId,
        userId: member.userId,
        date: '2026-11-16',
        projectId,
        taskId: taskIds[0],
        hours,
      },
    });
    expect(answer.status).toBe(200);
  };

  /** The app's own connection without the tenant guard: only the policies stand in the way. */
  let unguardedDb: Db;
  const unguarded = () => unguardedDb;

  beforeAll(async () => {
    server = await startServer();
    unguardedDb = openDatabase(server.config.db, { tenantGuard: false });
    first = await newTenant(server);
    second = await newTenant(server);
    await logTime(first, 1);
    await logTime(first, 2);
    await logTime(second, 3);
  });
  afterAll(async () => {
    await unguardedDb?.destroy();
    await server?.close();
  });

  it('runs requests as a role that is neither superuser nor owner of the tables', async () => {
    const { rows } = await sql<{ role: string; superuser: boolean; owner: string }>`
      select current_user as role,
             (select rolsuper from pg_roles where rolname = current_user) as superuser,
             (select tableowner from pg_tables where tablename = 'time_entries') as owner`.execute(
      server.app.db,
    );
    expect(rows[0]).toMatchObject({ role: 'portal_app', superuser: false });
    expect(rows[0]!.owner).not.toBe('portal_app');
  });

  it('shows a query without any tenant filter only the current tenant’s rows', async () => {
    const unfiltered = () =>
      unguarded().selectFrom('time_entries').select(['tenant_id', 'centihours']).execute();
    const seenByFirst = await runAsTenant(first.tenantId, unfiltered);
    expect(seenByFirst.map((row) => row.tenant_id)).toEqual([first.tenantId, first.tenantId]);
    const seenBySecond = await runAsTenant(second.tenantId, unfiltered);
    expect(seenBySecond).toEqual([{ tenant_id: second.tenantId, centihours: 300 }]);
    // The owner sees all of them: the policies, not the data, made the difference.
    expect((await server.db.selectFrom('time_entries').select('id').execute()).length).toBe(3);
    // Outside any tenant nothing is visible at all.
    expect(await unfiltered()).toEqual([]);
  });

  it('refuses to write a row into another tenant, and to change one it cannot see', async () => {
    await expect(
      runAsTenant(first.tenantId, () =>
        server.app.db
          .insertInto('projects')
          .values({
            tenant_id: second.tenantId,
            id: 'smuggled',
            name: 'Smuggled',
            description: 'x',
            status: 'New',
            start_date: null,
            end_date: null,
            team_size: 1,
            created_by: second.userId,
            created_at: new Date().toISOString(),
            deleted_at: null,
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    const changed = await runAsTenant(first.tenantId, () =>
      unguarded()
        .updateTable('users')
        .set({ name: 'Hijacked' })
        .where('id', '=', second.userId)
        .executeTakeFirst(),
    );
    expect(changed.numUpdatedRows).toBe(0n);
    const stored = await server.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', second.userId)
      .executeTakeFirstOrThrow();
    expect(stored.name).not.toBe('Hijacked');
  });
});
