import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { api, WEBHOOK_TEST_EVENT } from '@portal/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import {
  addMember,
  callAs,
  createProject,
  logTime,
  newTenant,
  type Member,
} from '../../../test/factories.ts';
import { loopbackOnlyNetwork } from '../../../test/webhook-network.ts';
import { sendDueWebhooks } from './webhooks.sender.ts';

/** What the receiver was sent, as it came. */
interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback, started by the test; each path answers as `answers` says. */
let receiver: http.Server;
let receiverUrl: string;
let received: Received[];
let answers: Record<string, (response: http.ServerResponse) => void>;

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let other: Member;

const WEEK = '2026-10-04';

/** Waits until `check` answers something, asking again every 50 ms for up to 10 s. */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, label: string): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Waited in vain for ${label}`);
}

const deliveriesOf = async (webhookId: string) =>
  (await callAs(server, admin, api.webhooks.getWebhookDeliveries, { webhookId })).body.deliveries;

async function register(path: string, events: string[], as: Member = admin) {
  const added = await callAs(server, as, api.webhooks.addWebhook, { url: `${receiverUrl}${path}`, events });
  expect(added.status).toBe(200);
  return added.body as { id: string; secret: string };
}

/** The sender as a second run would be at `now`, over the same store. */
const sendAt = (now: Date, db = server.db) =>
  sendDueWebhooks(db, now, {
    allowPrivate: true,
    timeoutMs: 1000,
    log: server.app.log,
    mail: undefined,
    publish: (tenantId, events) => server.app.live.publish(tenantId, events),
    network: loopbackOnlyNetwork(),
  });

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers as Record<string, string>, body });
      (answers[path] ?? ((r) => r.writeHead(204).end()))(response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_SECONDS: '1' });
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  other = await newTenant(server);
});
afterAll(async () => {
  await server?.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  answers = {};
});

describe('webhook endpoints', () => {
  it('are registered by Admins only, with a secret shown once and never listed', async () => {
    const { id, secret } = await register('/listed', ['project.created', 'project.created', 'task.deleted']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await callAs(server, admin, api.webhooks.getWebhooks);
    expect(listed.body.webhooks).toContainEqual({
      id,
      url: `${receiverUrl}/listed`,
      events: ['project.created', 'task.deleted'],
      enabled: true,
      failingSince: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));

    for (const member of [manager, user]) {
      expect((await callAs(server, member, api.webhooks.getWebhooks)).status).toBe(403);
      expect(
        (
          await callAs(server, member, api.webhooks.addWebhook, {
            url: receiverUrl,
            events: ['week.approved'],
          })
        ).status,
      ).toBe(403);
    }
    // Another tenant's endpoint is as missing as one that never was.
    for (const [endpoint, body] of [
      [api.webhooks.getWebhookDeliveries, { webhookId: id }],
      [api.webhooks.sendWebhookTestEvent, { webhookId: id }],
      [api.webhooks.deleteWebhook, { webhookId: id }],
    ] as const) {
      const answer = await callAs(server, other, endpoint, body);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('webhook-not-found');
    }
    expect((await callAs(server, other, api.webhooks.getWebhooks)).body.webhooks).toEqual([]);
  });

  it('refuse addresses that are not http or https, and events that do not exist', async () => {
    for (const body of [
      { url: 'ftp://example.com/hook', events: ['week.approved'] },
      { url: 'not a url', events: ['week.approved'] },
      { url: `${receiverUrl}/x`, events: ['week.exploded'] },
      { url: `${receiverUrl}/x`, events: [] },
    ]) {
      expect((await callAs(server, admin, api.webhooks.addWebhook, body)).status).toBe(400);
    }
  });
});

describe('a change sends its webhook event', () => {
  it('signed, once, to each endpoint registered for it, after a week is approved', async () => {
    const { id, secret } = await register('/weeks', ['week.approved']);
    const unrelated = await register('/projects-only', ['project.created']);
    const project = await createProject(server, admin, 'Hooked', ['Work']);
    expect((await logTime(server, user, project, '2026-10-05', 6)).status).toBe(200);
    expect((await callAs(server, user, api.weekApproval.submitWeek, { weekStart: WEEK })).status).toBe(200);
    // A refused change (approving a week that is not submitted) sends nothing.
    expect(
      (
        await callAs(server, manager, api.weekApproval.approveWeek, {
          userId: user.userId,
          weekStart: '2026-10-11',
        })
      ).status,
    ).toBe(409);
    expect(
      (await callAs(server, manager, api.weekApproval.approveWeek, { userId: user.userId, weekStart: WEEK }))
        .status,
    ).toBe(200);

    const delivery = await until(() => received.find((request) => request.path === '/weeks'), 'the delivery');
    // The receiver checks the signature by the published convention, with the secret it was shown.
    const event = new Webhook(secret).verify(delivery.body, delivery.headers) as Record<string, unknown>;
    expect(event).toEqual({
      id: delivery.headers['webhook-id'],
      type: 'week.approved',
      timestamp: expect.any(String),
      data: { userId: user.userId, weekStart: WEEK },
    });
    expect(delivery.headers['content-type']).toBe('application/json');

    const log = await until(async () => {
      const rows = await deliveriesOf(id);
      return rows[0]?.status === 'delivered' ? rows : undefined;
    }, 'the delivery log');
    expect(log).toEqual([
      expect.objectContaining({
        eventId: delivery.headers['webhook-id'],
        event: 'week.approved',
        status: 'delivered',
        attempts: 1,
        answerCode: 204,
        error: null,
        durationMs: expect.any(Number),
        nextAttemptAt: null,
      }),
    ]);
    expect(received.filter((request) => request.path === '/weeks')).toHaveLength(1);
    expect(await deliveriesOf(unrelated.id)).toEqual([]);
  });

  it('carries the object the call declares, and never a new user’s password', async () => {
    const { secret } = await register('/users', ['user.added']);
    const added = await callAs(server, admin, api.users.addNewUser, {
      name: 'Hook Person',
      email: `hook.${Date.now()}@example.com`,
      password: 'a-long-secret-password',
      role: 'User',
    });
    expect(added.status).toBe(200);
    const delivery = await until(() => received.find((request) => request.path === '/users'), 'the delivery');
    const event = new Webhook(secret).verify(delivery.body, delivery.headers) as { data: unknown };
    expect(event.data).toEqual({
      id: added.body.id,
      name: 'Hook Person',
      email: expect.stringMatching(/^hook\./),
      role: 'User',
    });
    expect(delivery.body).not.toContain('a-long-secret-password');
  });
});

describe('a delivery that fails', () => {
  it('is retried after a 500 with the same event id, and then delivered', async () => {
    let calls = 0;
    answers['/flaky'] = (response) => response.writeHead((calls += 1) === 1 ? 500 : 200).end();
    const { id, secret } = await register('/flaky', ['project.created']);
    expect((await callAs(server, admin, api.webhooks.sendWebhookTestEvent, { webhookId: id })).status).toBe(
      200,
    );

    const first = await until(async () => {
      const [row] = await deliveriesOf(id);
      return row?.attempts === 1 && row.lastAttemptAt ? row : undefined;
    }, 'the first attempt');
    expect(first).toMatchObject({
      status: 'pending',
      answerCode: 500,
      error: null,
      event: WEBHOOK_TEST_EVENT,
    });
    const wait = Date.parse(first.nextAttemptAt) - Date.parse(first.lastAttemptAt);
    expect(wait).toBeGreaterThanOrEqual(30_000);

    // Not due yet: nothing is sent before the backoff ends.
    await sendAt(new Date());
    expect(received.filter((request) => request.path === '/flaky')).toHaveLength(1);
    await sendAt(new Date(Date.parse(first.nextAttemptAt) + 1));
    const [second] = await deliveriesOf(id);
    expect(second).toMatchObject({ status: 'delivered', attempts: 2, answerCode: 200, nextAttemptAt: null });

    const attempts = received.filter((request) => request.path === '/flaky');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of attempts)
      expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();
  });

  it('times out when the receiver does not answer, and is retried later', async () => {
    answers['/silent'] = () => undefined;
    const { id } = await register('/silent', ['project.created']);
    await callAs(server, admin, api.webhooks.sendWebhookTestEvent, { webhookId: id });
    const row = await until(async () => {
      const [delivery] = await deliveriesOf(id);
      return delivery?.error ? delivery : undefined;
    }, 'the timed-out attempt');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, answerCode: null, error: 'Timed out' });
    expect(row.durationMs).toBeGreaterThanOrEqual(900);
    expect(Date.parse(row.nextAttemptAt)).toBeGreaterThan(Date.parse(row.lastAttemptAt));
  });

  it('can be sent again by an Admin, as a new delivery of the same event', async () => {
    answers['/again'] = (response) => response.writeHead(500).end();
    const { id } = await register('/again', ['project.created']);
    await callAs(server, admin, api.webhooks.sendWebhookTestEvent, { webhookId: id });
    const [failed] = await until(async () => {
      const rows = await deliveriesOf(id);
      return rows[0]?.attempts === 1 && rows[0].lastAttemptAt ? rows : undefined;
    }, 'the failed attempt');
    answers['/again'] = (response) => response.writeHead(202).end();
    const resent = await callAs(server, admin, api.webhooks.resendWebhookDelivery, { deliveryId: failed.id });
    expect(resent.status).toBe(200);
    const again = await until(async () => {
      const rows = await deliveriesOf(id);
      return rows.find(
        (row: { id: string; status: string }) => row.id === resent.body.id && row.status === 'delivered',
      );
    }, 'the resent delivery');
    expect(again).toMatchObject({ eventId: failed.eventId, answerCode: 202, attempts: 1 });
    expect(
      (await callAs(server, other, api.webhooks.resendWebhookDelivery, { deliveryId: failed.id })).status,
    ).toBe(404);
  });

  it('disables an endpoint that failed for 24 hours, and tells the Admins', async () => {
    answers['/down'] = (response) => response.writeHead(503).end();
    const { id } = await register('/down?token=kept-out-of-notifications', ['project.created']);
    answers['/down?token=kept-out-of-notifications'] = answers['/down'];
    await callAs(server, admin, api.webhooks.sendWebhookTestEvent, { webhookId: id });
    const [first] = await until(async () => {
      const rows = await deliveriesOf(id);
      return rows[0]?.attempts === 1 && rows[0].lastAttemptAt ? rows : undefined;
    }, 'the first failure');
    const failingSince = (await callAs(server, admin, api.webhooks.getWebhooks)).body.webhooks.find(
      (webhook: { id: string }) => webhook.id === id,
    ).failingSince;
    expect(failingSince).not.toBeNull();

    const dayLater = new Date(Date.parse(failingSince) + 24 * 60 * 60_000 + 1);
    await sendAt(dayLater);
    const webhook = (await callAs(server, admin, api.webhooks.getWebhooks)).body.webhooks.find(
      (row: { id: string }) => row.id === id,
    );
    expect(webhook.enabled).toBe(false);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ id: first.id, status: 'failed', attempts: 2 }),
    ]);

    const notes = (await callAs(server, admin, api.notifications.getNotifications)).body.data;
    expect(notes).toContainEqual(
      expect.objectContaining({
        kind: 'webhook-disabled',
        title: `The webhook to ${receiverUrl}/down was disabled after failing for a day`,
      }),
    );
    const managerNotes = (await callAs(server, manager, api.notifications.getNotifications)).body.data;
    expect(managerNotes.map((note: { kind: string }) => note.kind)).not.toContain('webhook-disabled');

    // A disabled endpoint is sent nothing, not even a test, until an Admin enables it again.
    expect((await callAs(server, admin, api.webhooks.sendWebhookTestEvent, { webhookId: id })).status).toBe(
      409,
    );
    const enabled = await callAs(server, admin, api.webhooks.updateWebhook, {
      webhookId: id,
      url: webhook.url,
      events: webhook.events,
      enabled: true,
    });
    expect(enabled.status).toBe(200);
    const again = (await callAs(server, admin, api.webhooks.getWebhooks)).body.webhooks.find(
      (row: { id: string }) => row.id === id,
    );
    expect(again).toMatchObject({ enabled: true, failingSince: null });
  });
});

describe('two instances on one store', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp(server.config, { webhookNetwork: loopbackOnlyNetwork() });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('deliver each event once', async () => {
    const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    await register('/once', ['project.created']);
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        callAs({ url: index % 2 ? secondUrl : server.url }, admin, api.projects.addProject, {
          name: `Twice ${index}`,
          description: 'd',
        }),
      ),
    );
    expect(added.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    // Both instances' senders, and a run of each more, race for the same deliveries.
    await Promise.all([sendAt(new Date()), sendAt(new Date(), second.db), sendAt(new Date())]);
    const ids = await until(() => {
      const once = received.filter((request) => request.path === '/once');
      return once.length >= 8 ? once.map((request) => JSON.parse(request.body).data.id as string) : undefined;
    }, 'eight deliveries');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((request) => request.path === '/once')).toHaveLength(8);
    expect(new Set(ids)).toEqual(new Set(added.map((answer) => answer.body.id)));
  });

  // On SQLite live events stay within their instance: one instance serves a SQLite store.
  it.runIf(process.env.TEST_STORE === 'postgres')(
    "keep a tenant's endpoints between changes, and use one added through the other instance",
    async () => {
      const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const tenant = await newTenant(server);
      const addProject = (name: string) =>
        callAs({ url: secondUrl }, tenant, api.projects.addProject, { name, description: 'd' });
      // The second instance learns, and keeps, that the tenant has no endpoints.
      expect((await addProject('Before')).status).toBe(200);
      const { id } = await register('/other-instance', ['project.created'], tenant);
      // The first instance's webhooks event reaches the second through PostgreSQL's NOTIFY.
      let tries = 0;
      const deliveries = await until(async () => {
        expect((await addProject(`After ${(tries += 1)}`)).status).toBe(200);
        const { deliveries } = (
          await callAs(server, tenant, api.webhooks.getWebhookDeliveries, { webhookId: id })
        ).body;
        return deliveries.length > 0 ? deliveries : undefined;
      }, 'a delivery queued by the second instance');
      expect(deliveries).toHaveLength(1);
      expect(tries).toBeLessThan(20);
    },
  );
});

describe('where private addresses are not allowed', () => {
  let guarded: TestServer;
  let network: ReturnType<typeof loopbackOnlyNetwork>;
  let owner: Member;
  beforeAll(async () => {
    network = loopbackOnlyNetwork({ 'inside.test': '10.0.0.5', 'metadata.test': '169.254.169.254' });
    guarded = await startServer({ WEBHOOK_TIMEOUT_SECONDS: '1' }, { webhookNetwork: network });
    owner = await newTenant(guarded);
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('refuses to register an address that is plainly not public', async () => {
    for (const url of [
      `${receiverUrl}/hook`,
      'http://localhost:8080/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.1/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
    ]) {
      const answer = await callAs(guarded, owner, api.webhooks.addWebhook, {
        url,
        events: ['week.approved'],
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.code, url).toBe('webhook-address-not-public');
    }
  });

  it('refuses a name that resolves to a private address at delivery, connecting nowhere', async () => {
    for (const host of ['inside.test', 'metadata.test']) {
      const added = await callAs(guarded, owner, api.webhooks.addWebhook, {
        url: `http://${host}/hook`,
        events: ['week.approved'],
      });
      expect(added.status).toBe(200);
      await callAs(guarded, owner, api.webhooks.sendWebhookTestEvent, { webhookId: added.body.id });
      const row = await until(async () => {
        const [delivery] = (
          await callAs(guarded, owner, api.webhooks.getWebhookDeliveries, { webhookId: added.body.id })
        ).body.deliveries;
        return delivery?.error ? delivery : undefined;
      }, 'the refused attempt');
      expect(row).toMatchObject({
        status: 'pending',
        answerCode: null,
        error: `${host} is not a public address`,
      });
    }
    expect(network.connections).toEqual([]);
  });
});
