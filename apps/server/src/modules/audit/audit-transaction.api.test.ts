import { api, type Endpoint } from '@portal/contract';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import {
  addMember,
  call,
  createProject,
  newSignUp,
  newTenant,
  type Member,
} from '../../../test/factories.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';
import { actionOf } from './audit.service.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let project: { projectId: string; taskIds: string[] };
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User');
  project = await createProject(server, admin, 'Audited', ['Audited task']);
});
afterAll(async () => {
  await server?.close();
});

/** Makes every audit record of `action` fail to be written, until the returned function undoes it. */
async function failAuditOf(action: string): Promise<() => Promise<void>> {
  if (server.db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function fail_audit() returns trigger language plpgsql as $$
         begin if new.action = '${action}' then raise exception 'audit refused'; end if; return new; end $$;
         create trigger fail_audit before insert on audit_log for each row execute function fail_audit()`,
      )
      .execute(server.db);
    return async () => {
      await sql`drop trigger fail_audit on audit_log; drop function fail_audit()`.execute(server.db);
    };
  }
  await sql
    .raw(
      `create trigger fail_audit before insert on audit_log when new.action = '${action}'
       begin select raise(abort, 'audit refused'); end`,
    )
    .execute(server.db);
  return async () => {
    await sql`drop trigger fail_audit`.execute(server.db);
  };
}

const recordsOf = async (tenantId: string, action: string) =>
  server.db
    .selectFrom('audit_log')
    .select('target_id')
    .where('tenant_id', '=', tenantId)
    .where('action', '=', action)
    .execute();

/** One change of each module, made by `as`; `body` is read when the call is made. */
const changes: [Endpoint, () => Member, () => Record<string, unknown>][] = [
  [api.projects.addProject, () => admin, () => ({ name: 'New', description: 'd' })],
  [api.tasks.addTask, () => admin, () => ({ title: 'New task', projectId: project.projectId })],
  [api.users.addNewUser, () => admin, () => ({ ...newSignUp(), name: 'New User', role: 'User' })],
  [
    api.timesheet.addTimeEntry,
    () => user,
    () => ({
      userId: user.userId,
      date: '2026-11-18',
      projectId: project.projectId,
      taskId: project.taskIds[0],
      hours: 1,
    }),
  ],
];

describe('a change and its audit record are kept or lost together', () => {
  it.each(changes.map((change) => [actionOf(change[0]), ...change] as const))(
    '%s',
    async (action, endpoint, as, body) => {
      const member = as();
      const before = await snapshotTenant(server.db, admin.tenantId);
      const restore = await failAuditOf(action);
      try {
        const refused = await call(server.url, endpoint.path, {
          token: member.token,
          body: { tenantId: member.tenantId, ...body() },
        });
        expect(refused.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
      expect(await recordsOf(admin.tenantId, action)).toEqual([]);

      const made = await call(server.url, endpoint.path, {
        token: member.token,
        body: { tenantId: member.tenantId, ...body() },
      });
      expect(made.status).toBe(200);
      expect(await recordsOf(admin.tenantId, action)).toEqual([{ target_id: made.body.id }]);
    },
  );

  it('for sign-up too: no tenant without its record', async () => {
    const restore = await failAuditOf('auth.signup');
    const person = newSignUp();
    try {
      expect((await call(server.url, api.auth.signup.path, { body: person })).status).toBe(500);
    } finally {
      await restore();
    }
    const stored = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email)
      .execute();
    expect(stored).toEqual([]);
  });
});
