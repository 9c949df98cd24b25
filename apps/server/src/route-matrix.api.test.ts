import {
  allEndpoints,
  api,
  invalidationsOf,
  moneyFields,
  secretFieldsOf,
  type ApiTokenScope,
  type Endpoint,
  type LiveEvent,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer, type TestServer } from '../test/build-app.ts';
import { auditRecords, failAuditOf } from '../test/fail-audit.ts';
import { call, callAs, type Member } from '../test/factories.ts';
import { expectKnownRefusal } from '../test/refusals.ts';
import { SCENARIOS } from '../test/route-scenarios.ts';
import { snapshotTenant, tenantFixture, type TenantFixture } from '../test/tenant-fixture.ts';
import { actionOf } from './modules/audit/audit.service.ts';

let server: TestServer;
let home: TenantFixture;
let foreign: TenantFixture;
/** A third tenant, whose calls are prepared and refused without touching the other two. */
let scratch: TenantFixture;
/** A fourth, whose every change is sent twice with one Idempotency-Key. */
let keyed: TenantFixture;
/** A fifth, whose members make every call with personal API tokens. */
let tokened: TenantFixture;
/** What the server published to each tenant's live streams since the last `drain()`. */
const published = new Map<string, LiveEvent[]>();
const drain = (t: TenantFixture = home) => published.get(t.admin.tenantId)?.splice(0) ?? [];

/**
 * Calls a route as `member`: GET routes take the member's own email, POST routes a JSON body. Every
 * refusal must name its reason by one of the contract's codes.
 */
async function send(
  method: string,
  url: string,
  member: Member | undefined,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const answer =
    method === 'GET'
      ? await call(server.url, `${url}?email=${encodeURIComponent(member?.email ?? 'nobody@example.com')}`, {
          token: member?.token,
          headers,
        })
      : await call(server.url, url, { token: member?.token, body, headers });
  if (answer.status >= 400) expectKnownRefusal(answer, `${member?.role ?? 'nobody'} ${method} ${url}`);
  return answer;
}

const routes = () => server.app.apiRoutes.filter((route) => !route.public);

const endpointOf = (method: string, url: string): Endpoint =>
  allEndpoints.find((endpoint) => endpoint.method === method && endpoint.path === url)!;

/** A property schema declared money: itself, or the one it makes nullable or optional. */
const isMoney = (node: unknown): boolean =>
  typeof node === 'object' &&
  node !== null &&
  ((node as { money?: unknown }).money === true ||
    ((node as { anyOf?: unknown[] }).anyOf ?? []).some(isMoney));

/** The names of every property some answer of the contract declares money: rates, amounts, costs. */
function moneyPropertyNames(): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const properties = (node as { properties?: Record<string, unknown> }).properties ?? {};
    for (const [name, property] of Object.entries(properties)) {
      if (isMoney(property)) names.add(name);
    }
    Object.values(node).forEach(walk);
  };
  for (const endpoint of allEndpoints) {
    walk(z.toJSONSchema(endpoint.answer, { io: 'output', target: 'draft-7', metadata: moneyFields }));
  }
  return names;
}

/** The money properties anywhere in `value`, by path. */
function moneyIn(value: unknown, names: ReadonlySet<string>, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyIn(item, names, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, item]) => [
    ...(names.has(name) ? [`${path}.${name}`] : []),
    ...moneyIn(item, names, `${path}.${name}`),
  ]);
}

/** `member` making their calls with a new personal API token of `scope`, made while signed in. */
async function withApiToken(member: Member, scope: ApiTokenScope): Promise<Member> {
  const created = await callAs(server, member, api.apiTokens.addApiToken, {
    name: `Matrix ${scope} token`,
    scope,
    expiresInDays: 30,
  });
  return { ...member, token: created.body.token };
}

/** The body a member of tenant `t` sends to a route, tenant included. */
const bodyOf = (t: TenantFixture, method: string, url: string, member: Member) => ({
  tenantId: member.tenantId,
  ...SCENARIOS[`${method} ${url}`]!.body(t, member.role),
});

/** What a call may leave behind in tenant `t`: its data, and the actions its audit log holds. */
async function traces(t: TenantFixture = home) {
  return {
    data: await snapshotTenant(server.db, t.admin.tenantId),
    audit: (await auditRecords(server.db, t.admin.tenantId)).map(({ action }) => action),
  };
}

/** Whether tenant `t` holds what `before` held, its audit log included. */
const unchangedSince = async (before: Awaited<ReturnType<typeof traces>>, t: TenantFixture = home) => {
  const now = await traces(t);
  return now.data === before.data && now.audit.length === before.audit.length;
};

beforeAll(async () => {
  server = await startServer();
  [home, foreign, scratch, keyed, tokened] = await Promise.all([
    tenantFixture(server),
    tenantFixture(server),
    tenantFixture(server),
    tenantFixture(server),
    tenantFixture(server),
  ]);
  server.app.live.onPublish((tenantId, events) => {
    published.set(tenantId, [...(published.get(tenantId) ?? []), ...events]);
  });
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

  it('declares every route it registers in the contract', () => {
    for (const { method, url } of routes()) expect(endpointOf(method, url), `${method} ${url}`).toBeDefined();
  });

  it('refuses a body tenantId that is not the caller’s with 403, changing nothing', async () => {
    const before = await traces();
    drain();
    for (const { method, url } of routes().filter((route) => route.method === 'POST')) {
      for (const caller of [foreign.admin, foreign.user]) {
        const body = {
          ...SCENARIOS[`${method} ${url}`]!.body(home, caller.role),
          tenantId: home.admin.tenantId,
        };
        const answer = await call(server.url, url, { token: caller.token, body });
        expect(answer.status, `${caller.role} ${url}`).toBe(403);
        expectKnownRefusal(answer, `${caller.role} ${url}`);
      }
    }
    expect(await unchangedSince(before)).toBe(true);
    expect(drain()).toEqual([]);
  });

  it('never shows or changes this tenant’s data to another tenant using this tenant’s ids', async () => {
    const before = await traces();
    drain();
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
    expect(await unchangedSince(before)).toBe(true);
    expect(drain()).toEqual([]);
  });

  it('keeps no change whose audit record cannot be written: each change records in its own transaction', async () => {
    const t = scratch;
    const changes = routes().filter(({ method, url }) => endpointOf(method, url).kind === 'change');
    expect(changes.length).toBeGreaterThan(20);
    for (const { method, url } of changes) {
      const scenario = SCENARIOS[`${method} ${url}`]!;
      const member = [t.user, t.manager, t.admin].find((m) => scenario.roles.includes(m.role))!;
      await scenario.prepare?.(server, t, member);
      const before = await traces(t);
      drain(t);
      const restore = await failAuditOf(server.db, actionOf(endpointOf(method, url)));
      try {
        const answer = await send(method, url, member, bodyOf(t, method, url, member));
        expect(answer.status, `${member.role} ${method} ${url}`).toBe(500);
      } finally {
        await restore();
      }
      expect(await unchangedSince(before, t), `${method} ${url}`).toBe(true);
      expect(drain(t), `${method} ${url}`).toEqual([]);
    }
  });

  it('makes every change sent twice with one Idempotency-Key once, answering the same again', async () => {
    const t = keyed;
    const changes = routes().filter(({ method, url }) => endpointOf(method, url).kind === 'change');
    for (const { method, url } of changes) {
      const scenario = SCENARIOS[`${method} ${url}`]!;
      const member = [t.user, t.manager, t.admin].find((m) => scenario.roles.includes(m.role))!;
      await scenario.prepare?.(server, t, member);
      const body = bodyOf(t, method, url, member);
      const headers = { 'idempotency-key': `matrix-${method}-${url}` };
      const first = await send(method, url, member, body, headers);
      expect(first.status, `${method} ${url} → ${JSON.stringify(first.body)}`).toBe(200);
      const before = await traces(t);
      drain(t);
      const again = await send(method, url, member, body, headers);
      const label = `${member.role} ${method} ${url}`;
      // A secret shown once (a new API token) is kept by no store, so the replay leaves it out.
      const secrets = secretFieldsOf(endpointOf(method, url).answer);
      const kept = Object.fromEntries(Object.entries(first.body).filter(([name]) => !secrets.includes(name)));
      expect({ status: again.status, body: again.body }, label).toEqual({ status: 200, body: kept });
      expect(again.headers.get('idempotent-replayed'), label).toBe('true');
      expect(await unchangedSince(before, t), label).toBe(true);
      expect(drain(t), label).toEqual([]);
    }
  });

  it.each([
    ['signed in', () => home, async (member: Member) => member],
    [
      'with read-write personal API tokens',
      () => tokened,
      (member: Member) => withApiToken(member, 'read-write'),
    ],
  ] as const)(
    'lets each role make exactly the calls CONTRACT §4 gives it, %s: a read changes nothing, a change writes one audit record and publishes what it declares; no User, nor a Manager of a tenant that keeps money from Managers, receives money in an answer or an event',
    async (_way, tenant, as) => {
      const t = tenant();
      const members = await Promise.all([t.user, t.manager, t.admin].map(as));
      const changedSomething = new Set<string>();
      const money = moneyPropertyNames();
      // The contract's money, as the answers declare it: what this check looks for.
      expect([...money]).toEqual(
        expect.arrayContaining(['amount', 'billableAmount', 'cost', 'margin', 'budget', 'budgetSpent']),
      );
      const seenMoney: string[] = [];
      const viaToken = members[0]!.token !== t.user.token;
      for (const { method, url } of routes()) {
        const endpoint = endpointOf(method, url);
        const scenario = SCENARIOS[`${method} ${url}`]!;
        // No API token manages API tokens: only a signed-in person does.
        const tokenRefused = viaToken && endpoint.signedInOnly === true;
        for (const member of members) {
          const allowed = scenario.roles.includes(member.role) && !tokenRefused;
          if (allowed) await scenario.prepare?.(server, t, member);
          const body = bodyOf(t, method, url, member);
          const before = await traces(t);
          drain(t);
          const answer = await send(method, url, member, body);
          const after = await traces(t);
          const events = drain(t);
          const label = `${member.role} ${method} ${url} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
          if (member.role !== 'Admin') {
            expect(moneyIn({ answer: answer.body, events }, money), label).toEqual([]);
          } else {
            seenMoney.push(...moneyIn(answer.body, money));
          }
          const written = after.audit.slice(before.audit.length);
          const changed = after.data !== before.data;
          if (!allowed || endpoint.kind === 'read') {
            expect(answer.status, label).toBe(allowed ? 200 : 403);
            if (tokenRefused) expect(answer.body, label).toMatchObject({ code: 'api-token-not-allowed' });
            expect({ changed, written, events }, label).toEqual({ changed: false, written: [], events: [] });
            continue;
          }
          expect(answer.status, label).toBe(200);
          // A change with nothing to change (no timer to stop, the same fields again) may record nothing.
          if (changed) changedSomething.add(`${method} ${url}`);
          if (changed) expect(written, label).toEqual([actionOf(endpoint)]);
          else expect(written, label).toEqual(written.length ? [actionOf(endpoint)] : []);
          // `send` puts a GET's one input, the member's own email, in the query string.
          const input = endpoint.input.parse(method === 'GET' ? { email: member.email } : body);
          const declared = invalidationsOf(endpoint, input, { userId: member.userId });
          expect(events, label).toEqual(expect.arrayContaining(declared));
        }
      }
      // The same calls answer the Admin with money: the check above would have found it.
      expect(seenMoney.length).toBeGreaterThan(0);
      const changes = routes().filter(
        ({ method, url }) =>
          endpointOf(method, url).kind === 'change' && !(viaToken && endpointOf(method, url).signedInOnly),
      );
      expect(
        changes.map(({ method, url }) => `${method} ${url}`).filter((key) => !changedSomething.has(key)),
      ).toEqual([]);
    },
  );

  it('lets a read-only personal API token read what its person may, and change nothing on any route', async () => {
    const members = await Promise.all(
      [home.user, home.manager, home.admin].map((m) => withApiToken(m, 'read')),
    );
    const before = await traces();
    drain();
    for (const { method, url } of routes()) {
      const endpoint = endpointOf(method, url);
      const scenario = SCENARIOS[`${method} ${url}`]!;
      for (const member of members) {
        const answer = await send(method, url, member, bodyOf(home, method, url, member));
        const label = `${member.role} ${method} ${url} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
        if (endpoint.signedInOnly) {
          expect({ status: answer.status, body: answer.body }, label).toMatchObject({
            status: 403,
            body: { code: 'api-token-not-allowed' },
          });
        } else if (endpoint.kind === 'change') {
          expect({ status: answer.status, body: answer.body }, label).toMatchObject({
            status: 403,
            body: { code: 'api-token-read-only' },
          });
        } else {
          expect(answer.status, label).toBe(scenario.roles.includes(member.role) ? 200 : 403);
        }
      }
    }
    expect(await unchangedSince(before)).toBe(true);
    expect(drain()).toEqual([]);
  });
});
