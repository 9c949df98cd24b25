import { api, REFUSAL_CODES_PREFERENCE } from '@portal/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/build-app.ts';
import { call } from '../test/factories.ts';
import { expectKnownRefusal } from '../test/refusals.ts';
import { SCENARIOS } from '../test/route-scenarios.ts';
import { snapshotTenant, tenantFixture, type TenantFixture } from '../test/tenant-fixture.ts';

/**
 * Random and malformed bodies at every POST route. A failing run prints its seed and path:
 * replay it with FC_SEED=<seed> (and FC_PATH=<path>) on the same test.
 */
const SEED = Number(process.env.FC_SEED ?? 20261121);
const RUNS = Number(process.env.FC_RUNS ?? 12);
const PATH = process.env.FC_PATH;

let server: TestServer;
let home: TenantFixture;

beforeAll(async () => {
  server = await startServer();
  home = await tenantFixture(server);
});
afterAll(async () => {
  await server?.close();
});

/** Values that break naive handlers: wrong types, huge and odd strings, deep nesting, markup. */
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    null,
    -1,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '2026-02-30',
    '9999-99-99',
    "'; drop table users; --",
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '__proto__',
    { $gt: '' },
    [],
    'x'.repeat(5000),
  ),
);

/** A valid body with one field replaced, one removed or one added; or anything at all. */
function hostileBody(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    keys.length
      ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...valid, [key]: value }))
      : fc.constant(valid),
    keys.length
      ? fc
          .constantFrom(...keys)
          .map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key)))
      : fc.constant(valid),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 20 }), hostileValue)
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }),
  );
}

describe('hostile input at every POST route', () => {
  it('never answers 5xx, and a refused call changes nothing', async () => {
    const routes = server.app.apiRoutes.filter((route) => route.method === 'POST' && !route.public);
    expect(routes.length).toBeGreaterThan(20);
    for (const { url } of routes) {
      const valid = { tenantId: home.admin.tenantId, ...SCENARIOS[`POST ${url}`]!.body(home, 'Admin') };
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), async (body) => {
          const before = await snapshotTenant(server.db, home.admin.tenantId);
          const answer = await call(server.url, url, { token: home.admin.token, body });
          expect(answer.status, `${url} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
          expect(answer.body).toHaveProperty('result');
          if (answer.status >= 400) {
            expect(answer.body.result).toBe(0);
            expect(typeof answer.body.msg).toBe('string');
            expectKnownRefusal(answer, url);
            expect(await snapshotTenant(server.db, home.admin.tenantId)).toBe(before);
          }
        }),
        { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}) },
      );
    }
  });

  it('refuses bodies that are not JSON objects with 400', async () => {
    for (const raw of ['null', '[]', '"text"', '42', '{"tenantId":', '{"a":1}{"b":2}']) {
      const response = await fetch(`${server.url}${api.projects.addProject.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${home.admin.token}`,
          'content-type': 'application/json',
          prefer: REFUSAL_CODES_PREFERENCE,
        },
        body: raw,
      });
      expect(response.status, raw).toBe(400);
      expectKnownRefusal({ status: response.status, body: await response.json() }, raw);
    }
  });

  it('refuses a body of another content type with 415', async () => {
    const response = await fetch(`${server.url}${api.projects.addProject.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${home.admin.token}`,
        'content-type': 'application/xml',
        prefer: REFUSAL_CODES_PREFERENCE,
      },
      body: '<project/>',
    });
    expect(response.status).toBe(415);
    const body = await response.json();
    expect(body).toMatchObject({ result: 0 });
    expectKnownRefusal({ status: response.status, body });
  });
});
