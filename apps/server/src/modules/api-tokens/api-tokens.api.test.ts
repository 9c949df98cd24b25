import { API_TOKEN_PREFIX, api, type ApiTokenScope } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, callAs, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let user: Member;

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Una');
});
afterAll(async () => {
  await server?.close();
});

/** A new token of `member`'s, made while signed in, and the member calling with it. */
async function tokenOf(
  member: Member,
  scope: ApiTokenScope = 'read-write',
  expiresInDays: number | null = 30,
) {
  const created = await callAs(server, member, api.apiTokens.addApiToken, {
    name: `Token ${Math.random()}`,
    scope,
    expiresInDays,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { id: created.body.id as string, as: { ...member, token: created.body.token as string } };
}

const listOf = async (member: Member) =>
  (await callAs(server, member, api.apiTokens.getApiTokens)).body.tokens as Array<Record<string, unknown>>;

describe('personal API tokens', () => {
  it('are shown once, kept only as a hash, and listed with a hint, their expiry and their last use', async () => {
    const before = Date.now();
    const created = await callAs(server, user, api.apiTokens.addApiToken, {
      name: 'Payroll export',
      scope: 'read',
      expiresInDays: 90,
    });
    expect(created.status).toBe(200);
    const token = created.body.token as string;
    expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(API_TOKEN_PREFIX.length + 43);

    const stored = await server.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.body.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token.slice(API_TOKEN_PREFIX.length));

    const [listed] = (await listOf(user)).filter((t) => t.id === created.body.id);
    expect(listed).toMatchObject({
      name: 'Payroll export',
      scope: 'read',
      hint: token.slice(0, API_TOKEN_PREFIX.length + 4),
      lastUsedAt: null,
      userId: user.userId,
      userName: 'Una Member',
    });
    expect(JSON.stringify(listed)).not.toContain(token.slice(API_TOKEN_PREFIX.length));
    const expires = Date.parse(String(listed!.expiresAt));
    expect(expires - before).toBeGreaterThanOrEqual(90 * 86_400_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);

    const read = await callAs(server, { ...user, token }, api.users.getEmployees);
    expect(read.status).toBe(200);
    const [used] = (await listOf(user)).filter((t) => t.id === created.body.id);
    expect(Date.parse(String(used!.lastUsedAt))).toBeGreaterThanOrEqual(before);
  });

  it('are kept by no store: a creation sent again with its Idempotency-Key answers without the token', async () => {
    const body = { tenantId: user.tenantId, name: 'Sent twice', scope: 'read', expiresInDays: 30 };
    const headers = { 'idempotency-key': 'token-twice' };
    const first = await call(server.url, api.apiTokens.addApiToken.path, {
      token: user.token,
      body,
      headers,
    });
    const again = await call(server.url, api.apiTokens.addApiToken.path, {
      token: user.token,
      body,
      headers,
    });
    expect(first.body).toMatchObject({ result: 1, token: expect.stringMatching(/^tsp_/) });
    expect(again).toMatchObject({ status: 200, body: { result: 1, id: first.body.id } });
    expect(again.body).not.toHaveProperty('token');
    expect((await listOf(user)).filter((t) => t.name === 'Sent twice')).toHaveLength(1);
    const kept = await server.db.selectFrom('idempotency_keys').select('answer').execute();
    const secret = String(first.body.token).slice(API_TOKEN_PREFIX.length);
    expect(kept.filter((row) => row.answer?.includes(secret))).toEqual([]);
  });

  it('act as their person: the same answers as the signed-in person, their own data only', async () => {
    // The session lookup records a sign-in, so it is a change: a read-write token's call.
    const { as } = await tokenOf(user, 'read-write');
    const signedIn = await call(
      server.url,
      `${api.auth.email.path}?email=${encodeURIComponent(user.email)}`,
      {
        token: user.token,
      },
    );
    const viaToken = await call(
      server.url,
      `${api.auth.email.path}?email=${encodeURIComponent(user.email)}`,
      {
        token: as.token,
      },
    );
    expect(viaToken).toMatchObject({ status: 200, body: signedIn.body });
    const others = await call(server.url, `${api.auth.email.path}?email=${encodeURIComponent(admin.email)}`, {
      token: as.token,
    });
    expect(others.status).toBe(403);
  });

  it('with read scope change nothing; with read-write scope change as their person may', async () => {
    const readOnly = (await tokenOf(admin, 'read')).as;
    const refused = await callAs(server, readOnly, api.clients.addClient, { name: 'Refused client' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'api-token-read-only' } });
    const clients = await callAs(server, admin, api.clients.getClients);
    expect(clients.body.clients.map((c: { name: string }) => c.name)).not.toContain('Refused client');

    const readWrite = (await tokenOf(admin, 'read-write')).as;
    const added = await callAs(server, readWrite, api.clients.addClient, { name: 'Token client' });
    expect(added.status).toBe(200);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['user_id', 'action'])
      .where('target_id', '=', added.body.id)
      .execute();
    expect(audit).toEqual([{ user_id: admin.userId, action: expect.stringContaining('addClient') }]);
  });

  it('cannot manage tokens: no token makes, lists or revokes one', async () => {
    const { id, as } = await tokenOf(admin, 'read-write');
    for (const [endpoint, input] of [
      [api.apiTokens.addApiToken, { name: 'Child', scope: 'read', expiresInDays: null }],
      [api.apiTokens.getApiTokens, {}],
      [api.apiTokens.getTenantApiTokens, {}],
      [api.apiTokens.revokeApiToken, { tokenId: id }],
    ] as const) {
      const answer = await callAs(server, as, endpoint, input);
      expect(answer, endpoint.path).toMatchObject({ status: 403, body: { code: 'api-token-not-allowed' } });
    }
    expect((await listOf(admin)).map((t) => t.name)).not.toContain('Child');
  });

  it('never expire only for Admins, and last 30, 90 or 365 days otherwise', async () => {
    const refused = await callAs(server, user, api.apiTokens.addApiToken, {
      name: 'Forever',
      scope: 'read',
      expiresInDays: null,
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'api-token-lifetime-admins-only' } });
    const odd = await callAs(server, user, api.apiTokens.addApiToken, {
      name: 'Odd',
      scope: 'read',
      expiresInDays: 45,
    });
    expect(odd.status).toBe(400);
    expect((await listOf(user)).map((t) => t.name)).not.toEqual(expect.arrayContaining(['Forever', 'Odd']));

    const { id } = await tokenOf(admin, 'read', null);
    expect((await listOf(admin)).find((t) => t.id === id)).toMatchObject({ expiresAt: null });
  });

  it('are refused once expired, and no longer listed', async () => {
    const { id, as } = await tokenOf(user, 'read');
    await server.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const answer = await callAs(server, as, api.users.getEmployees);
    expect(answer).toMatchObject({ status: 401, body: { code: 'token-expired' } });
    expect((await listOf(user)).map((t) => t.id)).not.toContain(id);
  });

  it('are revoked at once by their person, or by an Admin; to anyone else another’s token is missing', async () => {
    const own = await tokenOf(user, 'read');
    expect((await callAs(server, own.as, api.users.getEmployees)).status).toBe(200);
    expect((await callAs(server, user, api.apiTokens.revokeApiToken, { tokenId: own.id })).status).toBe(200);
    expect(await callAs(server, own.as, api.users.getEmployees)).toMatchObject({
      status: 401,
      body: { code: 'token-invalid' },
    });

    const adminsToken = await tokenOf(admin, 'read');
    expect(
      await callAs(server, user, api.apiTokens.revokeApiToken, { tokenId: adminsToken.id }),
    ).toMatchObject({
      status: 404,
      body: { code: 'api-token-not-found' },
    });
    expect((await callAs(server, adminsToken.as, api.users.getEmployees)).status).toBe(200);

    const usersToken = await tokenOf(user, 'read');
    const tenantTokens = await callAs(server, admin, api.apiTokens.getTenantApiTokens);
    expect(tenantTokens.body.tokens).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: usersToken.id, userId: user.userId })]),
    );
    expect((await callAs(server, user, api.apiTokens.getTenantApiTokens)).status).toBe(403);
    expect(
      (await callAs(server, admin, api.apiTokens.revokeApiToken, { tokenId: usersToken.id })).status,
    ).toBe(200);
    expect((await callAs(server, usersToken.as, api.users.getEmployees)).status).toBe(401);

    const otherTenant = await newTenant(server);
    const foreign = await tokenOf(otherTenant, 'read');
    expect(await callAs(server, admin, api.apiTokens.revokeApiToken, { tokenId: foreign.id })).toMatchObject({
      status: 404,
    });
    expect((await callAs(server, foreign.as, api.users.getEmployees)).status).toBe(200);
    expect(
      JSON.stringify((await callAs(server, admin, api.apiTokens.getTenantApiTokens)).body),
    ).not.toContain(foreign.id);
  });

  it('follow their person’s role and state at once: a promotion, a demotion, a deactivation', async () => {
    const person = await addMember(server, admin, 'User', 'Ravi');
    const { as } = await tokenOf(person, 'read');
    expect((await callAs(server, as, api.users.getAllUsers)).status).toBe(403);

    const edit = (role: string) =>
      callAs(server, admin, api.users.editUser, {
        userId: person.userId,
        name: 'Ravi Member',
        email: person.email,
        role,
      });
    expect((await edit('Manager')).status).toBe(200);
    expect((await callAs(server, as, api.users.getAllUsers)).status).toBe(200);
    expect((await edit('User')).status).toBe(200);
    expect((await callAs(server, as, api.users.getAllUsers)).status).toBe(403);

    expect((await callAs(server, admin, api.users.deactivateUser, { userId: person.userId })).status).toBe(
      200,
    );
    expect(await callAs(server, as, api.users.getEmployees)).toMatchObject({
      status: 401,
      body: { code: 'account-deactivated' },
    });
    expect((await callAs(server, admin, api.users.reactivateUser, { userId: person.userId })).status).toBe(
      200,
    );
    expect((await callAs(server, as, api.users.getEmployees)).status).toBe(200);
  });

  it('refuse a token that is not one, without telling which part was wrong', async () => {
    const { as } = await tokenOf(user, 'read');
    for (const token of [`${as.token}x`, `${API_TOKEN_PREFIX}nothing`, as.token.slice(0, -1)]) {
      expect(
        await callAs(server, { ...user, token }, api.users.getEmployees),
        token.slice(0, 8),
      ).toMatchObject({
        status: 401,
        body: { code: 'token-invalid' },
      });
    }
  });
});

describe('personal API tokens’ rate limit', () => {
  it('counts each token on its own', async () => {
    const limited = await startServer({ RATE_LIMIT_API_PER_MINUTE: '6' });
    try {
      const owner = await newTenant(limited);
      const make = async () =>
        (
          await callAs(limited, owner, api.apiTokens.addApiToken, {
            name: `Limited ${Math.random()}`,
            scope: 'read',
            expiresInDays: 30,
          })
        ).body.token as string;
      const [first, second] = [await make(), await make()];
      const statuses = async (token: string, times: number) => {
        const seen = [];
        for (let attempt = 0; attempt < times; attempt += 1) {
          seen.push((await callAs(limited, { ...owner, token: token }, api.users.getEmployees)).status);
        }
        return seen;
      };
      expect((await statuses(first, 8)).at(-1)).toBe(429);
      expect(await statuses(second, 3)).toEqual([200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});
