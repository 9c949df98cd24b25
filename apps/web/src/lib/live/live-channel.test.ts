import { api, EVENT_RETRY_MS, type LiveEvent } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RECONNECT_DELAY_MS,
  RENEW_AHEAD_MS,
  openLiveChannel,
  reconnectDelay,
  type StreamOrigin,
} from './live-channel.ts';

const encoder = new TextEncoder();

interface FakeStream {
  token: string;
  aborted: boolean;
  push: (text: string) => void;
  end: () => void;
}

/** GET /api/events as the test drives it: each call a stream the test writes to and ends. */
function fakeServer() {
  const streams: FakeStream[] = [];
  let refusals = 0;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const token = new Headers(init.headers).get('authorization')!.slice('Bearer '.length);
    if (refusals > 0) {
      refusals -= 1;
      return new Response('{"result":0}', { status: 503, headers: { 'content-type': 'application/json' } });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const stream: FakeStream = {
      token,
      aborted: false,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    };
    init.signal?.addEventListener('abort', () => {
      stream.aborted = true;
      controller.error(new DOMException('The operation was aborted', 'AbortError'));
    });
    streams.push(stream);
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  return {
    fetch,
    streams,
    refuse: (count: number) => (refusals = count),
    last: () => streams[streams.length - 1]!,
  };
}

/** Lets the stream reading run: promises and the stream's own queue, not the faked clock. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
};

const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;
const OPENING = `retry: ${EVENT_RETRY_MS}\n${frame({ type: 'resync' })}`;

/** An unsigned JWT that expires at `exp` (seconds): the channel only reads its expiry. */
const tokenExpiringAt = (exp: number, name: string) =>
  `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ exp, name }))}.`;

function start(server: ReturnType<typeof fakeServer>, tokens: () => string | null = () => 'token-1') {
  const received: LiveEvent[][] = [];
  const origins: StreamOrigin[] = [];
  const channel = openLiveChannel({
    fetch: server.fetch,
    getAccessToken: async () => tokens(),
    onEvents: (events, origin) => {
      received.push(events);
      origins.push(origin);
    },
    // The longest wait of each attempt, so that the test knows when it ends.
    random: () => 1,
  });
  return { channel, received, origins };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // A whole second, as tokens state their expiry in seconds.
  vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wait before reconnecting', () => {
  it("starts at the server's retry hint and doubles with each failure, up to a minute", () => {
    const longest = [1, 2, 3, 4, 5, 6, 7, 8].map((failures) => reconnectDelay(failures, 3000, () => 1));
    expect(longest).toEqual([3000, 6000, 12000, 24000, 48000, 60000, 60000, 60000]);
    expect(reconnectDelay(30, 3000, () => 1)).toBe(MAX_RECONNECT_DELAY_MS);
  });

  it('is spread over the second half of the wait', () => {
    expect(reconnectDelay(1, 3000, () => 0)).toBe(1500);
    expect(reconnectDelay(2, 3000, () => 0.5)).toBe(4500);
  });
});

describe('the live channel', () => {
  it('opens the stream with the bearer token and hands on each piece of it as one batch', async () => {
    const server = fakeServer();
    const { channel, received } = start(server);
    await settle();
    const init = server.fetch.mock.calls[0]![1];
    expect(server.fetch.mock.calls[0]![0]).toBe(api.events.events.path);
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
    expect(server.last().token).toBe('token-1');

    server.last().push(OPENING);
    await settle();
    server.last().push(frame({ type: 'projects' }) + ':\n\n' + frame({ type: 'tasks' }));
    await settle();
    expect(received).toEqual([[{ type: 'resync' }], [{ type: 'projects' }, { type: 'tasks' }]]);
    channel.close();
  });

  it('reads an event it does not know as a resync', async () => {
    const server = fakeServer();
    const { channel, received } = start(server);
    await settle();
    server.last().push(OPENING + 'data: {"type":"galaxies"}\n\ndata: not json\n\n');
    await settle();
    expect(received).toEqual([[{ type: 'resync' }, { type: 'resync' }, { type: 'resync' }]]);
    channel.close();
  });

  it("reconnects after the stream ends once the server's retry hint has passed, with the token read again", async () => {
    const server = fakeServer();
    let token = 'token-1';
    const { channel, received, origins } = start(server, () => token);
    const startedAt = Date.now();
    await settle();
    server.last().push(`retry: 500\n${frame({ type: 'resync' })}`);
    await settle();
    token = 'token-2';
    server.last().end();
    await settle();
    await vi.advanceTimersByTimeAsync(499);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.last().token).toBe('token-2');
    // The new stream's resync is the catch-up refetch.
    server.last().push(OPENING);
    await settle();
    expect(received).toEqual([[{ type: 'resync' }], [{ type: 'resync' }]]);
    // Only the first stream's resync may pass over what the screens have just read.
    expect(origins).toEqual([
      { requestedAt: startedAt, first: true },
      { requestedAt: startedAt + 500, first: false },
    ]);
    channel.close();
  });

  it('backs off while the server refuses, and waits the hint again once a stream worked', async () => {
    const server = fakeServer();
    server.refuse(2);
    const { channel } = start(server);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVENT_RETRY_MS);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * EVENT_RETRY_MS - 1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(3);

    server.last().push(OPENING);
    await settle();
    server.last().end();
    await settle();
    await vi.advanceTimersByTimeAsync(EVENT_RETRY_MS);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(4);
    channel.close();
  });

  it('hands over to the renewed token before the old one expires, with no gap and no resync', async () => {
    const server = fakeServer();
    const expiry = Math.floor(Date.now() / 1000) + 60;
    let token = tokenExpiringAt(expiry, 'first');
    const { channel, received } = start(server, () => token);
    await settle();
    const first = server.last();
    first.push(OPENING);
    await settle();

    token = tokenExpiringAt(expiry + 300, 'renewed');
    await vi.advanceTimersByTimeAsync(60_000 - RENEW_AHEAD_MS - 1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    const second = server.last();
    expect(second.token).toBe(token);

    // Until the new stream is live the old one still delivers.
    first.push(frame({ type: 'projects' }));
    await settle();
    second.push(OPENING);
    await settle();
    expect(first.aborted).toBe(true);
    second.push(frame({ type: 'tasks' }));
    await settle();
    expect(received).toEqual([[{ type: 'resync' }], [{ type: 'projects' }], [{ type: 'tasks' }]]);

    // The old stream closing is no reason to reconnect.
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    channel.close();
  });

  it('catches up with a resync when the old stream ended before the new one opened', async () => {
    const server = fakeServer();
    const expiry = Math.floor(Date.now() / 1000) + 10;
    let token = tokenExpiringAt(expiry, 'first');
    const { channel, received } = start(server, () => token);
    await settle();
    server.last().push(OPENING);
    await settle();
    const first = server.last();
    token = tokenExpiringAt(expiry + 300, 'renewed');
    await vi.advanceTimersByTimeAsync(10_000 - RENEW_AHEAD_MS);
    await settle();
    first.end();
    await settle();
    server.last().push(OPENING);
    await settle();
    expect(received).toEqual([[{ type: 'resync' }], [{ type: 'resync' }]]);
    // The reconnect the ended stream asked for is not made: the new stream is live.
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    channel.close();
  });

  it('ends the stream on close and never reconnects', async () => {
    const server = fakeServer();
    const { channel } = start(server);
    await settle();
    server.last().push(OPENING);
    await settle();
    channel.close();
    await settle();
    expect(server.last().aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS);
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not connect when nobody is signed in', async () => {
    const server = fakeServer();
    const { channel } = start(server, () => null);
    await settle();
    await vi.advanceTimersByTimeAsync(MAX_RECONNECT_DELAY_MS);
    expect(server.fetch).not.toHaveBeenCalled();
    channel.close();
  });
});
