import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Endpoint, type Role } from '@portal/contract';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, newTenant, type Member } from '../../../test/factories.ts';
import { SignInError, signIn } from '../../../test/sign-in.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let other: Member;

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  call(server.url, endpoint.path, {
    token: member.token,
    body: { tenantId: member.tenantId, ...body },
  });

const newUser = (role: Role, overrides: Record<string, unknown> = {}) => ({
  name: `New ${role}`,
  email: `new.${crypto.randomBytes(5).toString('hex')}@example.com`,
  password: 'first-password',
  role,
  ...overrides,
});

const usersOf = async (member: Member) => (await post(member, api.users.getAllUsers)).body.data;

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  other = await newTenant(server);
});
afterAll(async () => {
  await server?.close();
});

describe('listing users', () => {
  it('lists the tenant’s users with role and last login, never a password or hash', async () => {
    const answer = await post(admin, api.users.getAllUsers);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        {
          id: manager.userId,
          name: 'Mia Member',
          email: manager.email,
          role: 'Manager',
          last_login: expect.any(String),
          active: true,
        },
        {
          id: user.userId,
          name: 'Uma Member',
          email: user.email,
          role: 'User',
          last_login: expect.any(String),
          active: true,
        },
      ]),
    );
    expect(answer.body.data).toHaveLength(3);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash|scrypt/i);
    expect((await post(manager, api.users.getAllUsers)).status).toBe(200);
  });

  it('refuses role User with 403 on every user call', async () => {
    expect((await post(user, api.users.getAllUsers)).status).toBe(403);
    expect((await post(user, api.users.addNewUser, newUser('User'))).status).toBe(403);
    expect(
      (
        await post(user, api.users.editUser, {
          userId: user.userId,
          name: 'Me',
          email: user.email,
          role: 'User',
        })
      ).status,
    ).toBe(403);
  });
});

describe('the role matrix', () => {
  it.each([
    ['Admin', 'User', 200],
    ['Admin', 'Manager', 200],
    ['Admin', 'Admin', 403],
    ['Manager', 'User', 200],
    ['Manager', 'Manager', 403],
    ['Manager', 'Admin', 403],
  ] as const)('a %s adding a %s gets %i', async (actor, role, status) => {
    const caller = actor === 'Admin' ? admin : manager;
    const body = newUser(role);
    const answer = await post(caller, api.users.addNewUser, body);
    expect(answer.status).toBe(status);
    const emails = (await usersOf(admin)).map((row: { email: string }) => row.email);
    expect(emails.includes(body.email)).toBe(status === 200);
  });

  it.each([
    ['Admin', 'User', 'Manager', 200],
    ['Admin', 'Manager', 'User', 200],
    ['Admin', 'User', 'Admin', 403],
    ['Manager', 'User', 'User', 200],
    ['Manager', 'User', 'Manager', 403],
    ['Manager', 'Manager', 'User', 403],
  ] as const)('a %s editing a %s into a %s gets %i', async (actor, from, to, status) => {
    const caller = actor === 'Admin' ? admin : manager;
    const created = await post(admin, api.users.addNewUser, newUser(from));
    const target = (await usersOf(admin)).find((row: { id: string }) => row.id === created.body.id);
    const answer = await post(caller, api.users.editUser, {
      userId: target.id,
      name: 'Renamed',
      email: target.email,
      role: to,
    });
    expect(answer.status).toBe(status);
    const after = (await usersOf(admin)).find((row: { id: string }) => row.id === target.id);
    expect(after.role).toBe(status === 200 ? to : from);
    expect(after.name).toBe(status === 200 ? 'Renamed' : target.name);
  });

  it('lets nobody change their own role, and an Admin not edit another Admin', async () => {
    for (const [member, role] of [
      [admin, 'Manager'],
      [manager, 'User'],
    ] as const) {
      const answer = await post(member, api.users.editUser, {
        userId: member.userId,
        name: 'Self',
        email: member.email,
        role,
      });
      expect(answer.status).toBe(403);
    }
    const selfRename = await post(manager, api.users.editUser, {
      userId: manager.userId,
      name: 'Mia Member',
      email: manager.email,
      role: 'Manager',
    });
    expect(selfRename.status).toBe(200);
  });
});

describe('adding and editing users', () => {
  it('lets a new user sign in at once, and a new password replace the old', async () => {
    const body = newUser('User');
    const created = await post(admin, api.users.addNewUser, body);
    expect(created.body).toEqual({ result: 1, id: expect.any(String) });
    await expect(signIn(server.url, body.email, body.password)).resolves.toHaveProperty('access_token');

    const edited = await post(admin, api.users.editUser, {
      userId: created.body.id,
      ...body,
      password: 'second-password',
    });
    expect(edited.body).toEqual({ result: 1, msg: 'User updated successfully' });
    await expect(signIn(server.url, body.email, 'second-password')).resolves.toHaveProperty('access_token');
    await expect(signIn(server.url, body.email, body.password)).rejects.toBeInstanceOf(SignInError);

    // Without a password the old one stays.
    await post(admin, api.users.editUser, {
      userId: created.body.id,
      ...body,
      password: '',
      name: 'Kept Password',
    });
    await expect(signIn(server.url, body.email, 'second-password')).resolves.toHaveProperty('access_token');
  });

  it('refuses an email that is taken in any tenant, whatever its case, with 409', async () => {
    const taken = await post(
      admin,
      api.users.addNewUser,
      newUser('User', { email: other.email.toUpperCase() }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('An account with this email already exists');
    const edit = await post(admin, api.users.editUser, {
      userId: user.userId,
      name: 'Uma',
      email: manager.email,
      role: 'User',
    });
    expect(edit.status).toBe(409);
    expect((await usersOf(admin)).find((row: { id: string }) => row.id === user.userId).email).toBe(
      user.email,
    );
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'nope' }, 'email'],
    [{ password: '12345' }, 'password'],
    [{ role: 'Owner' }, 'role'],
  ])('refuses %o with 400 naming the field', async (override, field) => {
    const answer = await post(admin, api.users.addNewUser, newUser('User', override));
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
  });
});

describe('another tenant', () => {
  it('can neither list nor change this tenant’s users', async () => {
    const before = await usersOf(admin);
    expect((await usersOf(other)).map((row: { id: string }) => row.id)).not.toContain(user.userId);
    const hijack = await post(other, api.users.editUser, {
      userId: user.userId,
      name: 'Hijacked',
      email: user.email,
      role: 'User',
    });
    expect(hijack.status).toBe(404);
    const foreign = await call(server.url, api.users.addNewUser.path, {
      token: other.token,
      body: { tenantId: admin.tenantId, ...newUser('User') },
    });
    expect(foreign.status).toBe(403);
    expect(await usersOf(admin)).toEqual(before);
  });
});
