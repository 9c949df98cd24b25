import crypto from 'node:crypto';
import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { signIn, type SignInError } from '../../../test/sign-in.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';
import { hashPassword } from '../../lib/password.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
});
afterAll(async () => {
  await server?.close();
});

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  call(server.url, endpoint.path, { token: member.token, body: { tenantId: member.tenantId, ...body } });
const listed = async (userId: string) =>
  (await post(admin, api.users.getAllUsers)).body.data.find((user: { id: string }) => user.id === userId);
const signInError = (email: string, password: string) =>
  signIn(server.url, email, password).then(
    () => undefined,
    (error: SignInError) => error,
  );

describe('deactivating and reactivating a user', () => {
  it('ends their sessions and sign-in at once, keeps their data and name, and reactivation restores sign-in', async () => {
    const user = await addMember(server, admin, 'User', 'Dora');
    const { projectId, taskIds } = await createProject(server, admin, 'Kept project', ['Kept task']);
    const entry = await post(user, api.timesheet.addTimeEntry, {
      userId: user.userId,
      date: '2026-11-17',
      projectId,
      taskId: taskIds[0],
      hours: 2,
    });
    expect(entry.status).toBe(200);

    const deactivated = await post(admin, api.users.deactivateUser, { userId: user.userId });
    expect(deactivated.body).toEqual({ result: 1, msg: 'User deactivated' });
    expect(await listed(user.userId)).toMatchObject({ active: false, name: 'Dora Member' });

    // Their open session is over, and the right password no longer signs in.
    const refused = await post(user, api.timesheet.getTimeEntries, { userId: user.userId });
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('Your account is deactivated. Ask your administrator.');
    const failure = await signInError(user.email, 'member-password');
    expect(failure?.status).toBe(403);
    expect(failure?.body).toContain('Your account is deactivated. Ask your administrator.');
    // A wrong password still gets the answer everybody gets, revealing nothing.
    expect((await signInError(user.email, 'wrong-password'))?.body).toContain('Invalid email or password.');

    // Their time stays, under their name; they leave the directory used for new work.
    const entries = await post(admin, api.timesheet.getTimeEntries, { userId: user.userId });
    expect(entries.body.data).toEqual([expect.objectContaining({ id: entry.body.id, user: 'Dora Member' })]);
    const directory = (await post(admin, api.users.getEmployees)).body.data.map(
      (person: { id: string }) => person.id,
    );
    expect(directory).not.toContain(user.userId);

    const reactivated = await post(admin, api.users.reactivateUser, { userId: user.userId });
    expect(reactivated.body).toEqual({ result: 1, msg: 'User reactivated' });
    expect(await listed(user.userId)).toMatchObject({ active: true });
    const tokens = await signIn(server.url, user.email, 'member-password');
    const session = await call(server.url, `${api.auth.email.path}?email=${user.email}`, {
      token: tokens.access_token,
    });
    expect(session.status).toBe(200);
  });

  it('records each change in the audit log', async () => {
    const user = await addMember(server, admin, 'User');
    await post(admin, api.users.deactivateUser, { userId: user.userId });
    await post(admin, api.users.reactivateUser, { userId: user.userId });
    const log = await post(admin, api.audit.getAuditLog, { limit: 10 });
    const actions = log.body.data
      .filter((row: { targetId: string }) => row.targetId === user.userId)
      .map((row: { action: string }) => row.action);
    // Newest first, after the person's own sign-in when they were added.
    expect(actions).toEqual(['users.reactivateUser', 'users.deactivateUser', 'auth.email']);
  });

  it.each([
    ['Manager', 'User', 200],
    ['Manager', 'Manager', 403],
    ['Admin', 'Manager', 200],
    ['Admin', 'User', 200],
  ] as const)('lets a %s deactivate a %s: %i', async (actor, role, status) => {
    const caller = actor === 'Admin' ? admin : manager;
    const target = await addMember(server, admin, role);
    const before = await snapshotTenant(server.db, admin.tenantId);
    const answer = await post(caller, api.users.deactivateUser, { userId: target.userId });
    expect(answer.status).toBe(status);
    if (status !== 200) expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
    expect((await listed(target.userId)).active).toBe(status !== 200);
  });

  it('refuses role User, oneself, another tenant and an unknown id, changing nothing', async () => {
    const user = await addMember(server, admin, 'User');
    const other = await newTenant(server);
    const before = await snapshotTenant(server.db, admin.tenantId);
    expect((await post(user, api.users.deactivateUser, { userId: manager.userId })).status).toBe(403);
    expect((await post(manager, api.users.deactivateUser, { userId: manager.userId })).status).toBe(403);
    expect((await post(admin, api.users.deactivateUser, { userId: admin.userId })).status).toBe(403);
    expect((await post(other, api.users.deactivateUser, { userId: user.userId })).status).toBe(404);
    expect((await post(admin, api.users.deactivateUser, { userId: crypto.randomUUID() })).status).toBe(404);
    const foreign = await call(server.url, api.users.deactivateUser.path, {
      token: other.token,
      body: { tenantId: admin.tenantId, userId: user.userId },
    });
    expect(foreign.status).toBe(403);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });

  it('never leaves a tenant without an active Admin, even when two Admins deactivate each other at once', async () => {
    const first = await newTenant(server);
    const email = `second.admin.${crypto.randomBytes(4).toString('hex')}@example.com`;
    const secondId = crypto.randomUUID();
    await server.db
      .insertInto('users')
      .values({
        tenant_id: first.tenantId,
        id: secondId,
        name: 'Second Admin',
        email,
        password_hash: await hashPassword('second-password'),
        role: 'Admin',
        created_at: new Date().toISOString(),
      })
      .execute();
    const { access_token } = await signIn(server.url, email, 'second-password');
    const second: Member = {
      token: access_token,
      tenantId: first.tenantId,
      userId: secondId,
      email,
      role: 'Admin',
    };

    const answers = await Promise.all([
      post(first, api.users.deactivateUser, { userId: second.userId }),
      post(second, api.users.deactivateUser, { userId: first.userId }),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
    const admins = await server.db
      .selectFrom('users')
      .select('deactivated_at')
      .where('tenant_id', '=', first.tenantId)
      .where('role', '=', 'Admin')
      .execute();
    expect(admins.filter((row) => row.deactivated_at === null)).toHaveLength(1);
  });
});
