import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/build-app.ts';
import { call, type Member } from '../test/factories.ts';
import { SCENARIOS } from '../test/route-scenarios.ts';
import { snapshotTenant, tenantFixture, type TenantFixture } from '../test/tenant-fixture.ts';

let server: TestServer;
let home: TenantFixture;
let foreign: TenantFixture;

/** Calls a route as `member`: GET routes take the member's own email, POST routes a JSON body. */
function send(method: string, url: string, member: Member | undefined, body: Record<string, unknown>) {
  if (method === 'GET') {
    return call(server.url, `${url}?email=${encodeURIComponent(member?.email ?? 'nobody@example.com')}`, {
      token: member?.token,
    });
  }
  return call(server.url, url, { token: member?.token, body });
}

const routes = () => server.app.apiRoutes.filter((route) => !route.public);

beforeAll(async () => {
  server = await startServer();
  [home, foreign] = await Promise.all([tenantFixture(server), tenantFixture(server)]);
});
afterAll(async () => {
  await server?.close();
});

describe('the route matrix', () => {
  it('has a scenario for every route the server registers, and no stale ones', () => {
    const registered = routes().map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((key) => !SCENARIOS[key])).toEqual([]);
    expect(Object.keys(SCENARIOS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers 401 on every route without a token', async () => {
    for (const { method, url } of routes()) {
      const answer = await send(method, url, undefined, {
        tenantId: home.admin.tenantId,
        ...SCENARIOS[`${method} ${url}`]!.body(home, 'Admin'),
      });
      expect(answer.status, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a body tenantId that is not the caller’s with 403, changing nothing', async () => {
    const before = await snapshotTenant(server.db, home.admin.tenantId);
    for (const { method, url } of routes().filter((route) => route.method === 'POST')) {
      for (const caller of [foreign.admin, foreign.user]) {
        const body = {
          ...SCENARIOS[`${method} ${url}`]!.body(home, caller.role),
          tenantId: home.admin.tenantId,
        };
        const answer = await call(server.url, url, { token: caller.token, body });
        expect(answer.status, `${caller.role} ${url}`).toBe(403);
      }
    }
    expect(await snapshotTenant(server.db, home.admin.tenantId)).toBe(before);
  });

  it('never shows or changes this tenant’s data to another tenant using this tenant’s ids', async () => {
    const before = await snapshotTenant(server.db, home.admin.tenantId);
    const homeIds = [
      home.projectId,
      home.taskId,
      home.entryId,
      home.user.userId,
      home.target.userId,
      home.admin.email,
    ];
    for (const { method, url } of routes()) {
      const answer = await send(method, url, foreign.admin, {
        ...SCENARIOS[`${method} ${url}`]!.body(home, 'Admin'),
        tenantId: foreign.admin.tenantId,
      });
      // Either refused as missing or forbidden, or answered from the caller's own tenant only.
      if (answer.status === 200) {
        for (const id of homeIds)
          expect(JSON.stringify(answer.body), `${method} ${url} leaked ${id}`).not.toContain(id);
      } else {
        expect([400, 403, 404, 409], `${method} ${url} answered ${answer.status}`).toContain(answer.status);
      }
    }
    expect(await snapshotTenant(server.db, home.admin.tenantId)).toBe(before);
  });

  it('lets each role make exactly the calls CONTRACT §4 gives it, and each allowed call succeeds', async () => {
    for (const { method, url } of routes()) {
      const scenario = SCENARIOS[`${method} ${url}`]!;
      for (const member of [home.user, home.manager, home.admin]) {
        const answer = await send(method, url, member, {
          tenantId: member.tenantId,
          ...scenario.body(home, member.role),
        });
        const label = `${member.role} ${method} ${url} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
        if (scenario.roles.includes(member.role)) {
          expect(answer.status >= 200 && answer.status < 300, label).toBe(true);
        } else {
          expect(answer.status, label).toBe(403);
        }
      }
    }
  });
});
