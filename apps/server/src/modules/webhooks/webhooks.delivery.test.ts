import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deliver,
  MAX_REDIRECTS,
  post,
  type Connection,
  type Post,
  type Resolve,
} from './webhooks.delivery.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/** Every connection the code under test asks for; it throws, connecting nowhere, unless to loopback. */
const connections: Connection[] = [];
const loopbackOnly: Post = async (connection) => {
  connections.push(connection);
  if (!LOOPBACK.has(connection.address)) throw new Error(`connected to ${connection.address}`);
  return post(connection);
};

/** A resolver that knows only the test's names, so that no test asks real DNS. */
const resolverOf =
  (names: Record<string, string[]>): Resolve =>
  async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`unknown ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const signed = (url: string) => ({ url, headers: { 'content-type': 'application/json' }, body: '{"a":1}' });

/** A receiver on loopback; `answer` decides each request's answer. */
let receiver: http.Server;
let port: number;
let received: { path: string; body: string; headers: http.IncomingHttpHeaders }[];
let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, headers: request.headers });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  connections.length = 0;
  received = [];
  answer = (_request, response) => response.writeHead(204).end();
});

describe('a delivery refuses addresses that are not public', () => {
  const refused = {
    'loopback.test': ['127.0.0.1'],
    'ten.test': ['10.1.2.3'],
    'one-seven-two.test': ['172.16.5.4'],
    'one-nine-two.test': ['192.168.1.20'],
    'metadata.test': ['169.254.169.254'],
    'ipv6-loopback.test': ['::1'],
    'ula.test': ['fd00::5'],
    'mapped.test': ['::ffff:10.0.0.1'],
    // One private answer among public ones is enough to refuse: DNS may answer either next time.
    'mixed.test': ['93.184.216.34', '10.0.0.9'],
  };

  it.each(Object.keys(refused))('refuses a name resolving to a private address (%s)', async (name) => {
    const outcome = await deliver(signed(`http://${name}:${port}/hook`), {
      allowPrivate: false,
      timeoutMs: 2_000,
      resolve: resolverOf(refused),
      post: loopbackOnly,
    });
    expect(outcome).toMatchObject({ status: null, error: `${name} is not a public address` });
    expect(connections).toEqual([]);
  });

  it.each([
    'http://127.0.0.1/hook',
    'http://10.0.0.1/hook',
    'http://172.16.0.1/hook',
    'http://192.168.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[fc00::1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
  ])('refuses the address %s written in the URL, without asking DNS', async (url) => {
    const outcome = await deliver(signed(url), {
      allowPrivate: false,
      timeoutMs: 2_000,
      resolve: resolverOf({}),
      post: loopbackOnly,
    });
    expect(outcome.status).toBeNull();
    expect(outcome.error).toMatch(/is not a public address/);
    expect(connections).toEqual([]);
  });

  it('refuses a redirect to a private address, checked like the first address', async () => {
    const names = { 'hooks.example': ['93.184.216.34'], 'inside.example': ['10.0.0.7'] };
    for (const location of ['http://inside.example/steal', 'http://169.254.169.254/latest/meta-data/']) {
      connections.length = 0;
      // Stands in for the public receiver: it answers a redirect and connects nowhere.
      const redirecting: Post = async (connection) => {
        connections.push(connection);
        if (connection.address !== '93.184.216.34') throw new Error(`connected to ${connection.address}`);
        return { status: 302, location };
      };
      const outcome = await deliver(signed('https://hooks.example/in'), {
        allowPrivate: false,
        timeoutMs: 2_000,
        resolve: resolverOf(names),
        post: redirecting,
      });
      expect(outcome).toMatchObject({
        status: null,
        error: expect.stringMatching(/is not a public address/),
      });
      expect(connections.map((connection) => connection.address)).toEqual(['93.184.216.34']);
    }
  });

  it('refuses schemes other than http and https', async () => {
    const outcome = await deliver(signed('file:///etc/passwd'), {
      allowPrivate: true,
      timeoutMs: 2_000,
      resolve: resolverOf({}),
      post: loopbackOnly,
    });
    expect(outcome).toMatchObject({ status: null, error: 'Only http and https' });
    expect(connections).toEqual([]);
  });
});

describe('a delivery where private addresses are allowed (the tests’ receiver on loopback)', () => {
  const allowed = { allowPrivate: true, timeoutMs: 2_000, resolve: resolverOf({}), post: loopbackOnly };

  it('posts the body and headers and answers the receiver’s code and the time it took', async () => {
    const outcome = await deliver(signed(`http://127.0.0.1:${port}/hook`), allowed);
    expect(outcome).toMatchObject({ status: 204, error: null });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    expect(received).toEqual([
      expect.objectContaining({
        path: '/hook',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json', 'content-length': '7' }),
      }),
    ]);
  });

  it('connects to the address it checked, never asking DNS again', async () => {
    const outcome = await deliver(signed(`http://receiver.test:${port}/hook`), {
      ...allowed,
      resolve: resolverOf({ 'receiver.test': ['127.0.0.1'] }),
    });
    expect(outcome.status).toBe(204);
    expect(received[0]?.headers.host).toBe(`receiver.test:${port}`);
  });

  it('answers a 500 as the receiver’s code', async () => {
    answer = (_request, response) => response.writeHead(500).end('no');
    expect(await deliver(signed(`http://127.0.0.1:${port}/hook`), allowed)).toMatchObject({
      status: 500,
      error: null,
    });
  });

  it(`follows up to ${MAX_REDIRECTS} redirects itself, then stops`, async () => {
    answer = (request, response) => {
      const hop = Number(request.url?.split('/').pop());
      if (hop < 2) response.writeHead(307, { location: `/hop/${hop + 1}` }).end();
      else response.writeHead(200).end();
    };
    expect(await deliver(signed(`http://127.0.0.1:${port}/hop/0`), allowed)).toMatchObject({ status: 200 });
    expect(received.map((request) => [request.path, request.body])).toEqual([
      ['/hop/0', '{"a":1}'],
      ['/hop/1', '{"a":1}'],
      ['/hop/2', '{"a":1}'],
    ]);

    received = [];
    answer = (_request, response) => response.writeHead(302, { location: '/again' }).end();
    expect(await deliver(signed(`http://127.0.0.1:${port}/again`), allowed)).toMatchObject({
      status: 302,
      error: 'Too many redirects',
    });
    expect(received).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    answer = () => undefined;
    const outcome = await deliver(signed(`http://127.0.0.1:${port}/slow`), { ...allowed, timeoutMs: 300 });
    expect(outcome).toMatchObject({ status: null, error: 'Timed out' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(250);
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unused = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await deliver(signed(`http://127.0.0.1:${unused}/`), allowed)).toMatchObject({
      status: null,
      error: 'ECONNREFUSED',
    });
  });
});
