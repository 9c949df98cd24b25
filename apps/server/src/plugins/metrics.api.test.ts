import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { callAs, newTenant } from '../../test/factories.ts';
import { METRICS_PATH } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await server?.close();
});

const scrape = (authorization?: string) =>
  fetch(`${server.url}${METRICS_PATH}`, { headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers only the configured bearer token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-of-some-length')).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
  });

  it('counts requests per route pattern and status, with durations, lag, memory and the pool', async () => {
    const admin = await newTenant(server);
    await callAs(server, admin, api.users.getEmployees);
    await callAs(server, admin, api.users.editUser, {
      userId: 'missing',
      name: 'X',
      email: 'x@example.com',
      role: 'User',
    });
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(
      /portal_http_requests_total\{method="POST",route="\/api\/users\/getEmployees",status="200"\} 1/,
    );
    expect(text).toMatch(
      /portal_http_requests_total\{method="POST",route="\/api\/users\/editUser",status="404"\} 1/,
    );
    expect(text).toContain('portal_http_request_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (server.config.db.kind === 'postgres')
      expect(text).toMatch(/portal_db_pool_connections\{state="total"\}/);
  });

  it('is off without METRICS_TOKEN', async () => {
    const plain = await startServer();
    try {
      const answer = await fetch(`${plain.url}${METRICS_PATH}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(await answer.text()).not.toContain('portal_http_requests_total');
    } finally {
      await plain.close();
    }
  });
});
