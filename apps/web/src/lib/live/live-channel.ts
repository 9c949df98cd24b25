import { api, EVENT_RETRY_MS, EVENT_STREAM_TYPE, LiveEventSchema, type LiveEvent } from '@portal/contract';
import { decodeJwtPayload } from '../jwt.ts';
import { createSseParser } from './sse-parser.ts';

/** Longest wait between two attempts to reconnect, however many failed before. */
export const MAX_RECONNECT_DELAY_MS = 60_000;
/**
 * How long before its token expires a stream is replaced by one opened with the renewed token: the
 * server closes a stream whose token has expired, and the identity library renews 5 s ahead.
 */
export const RENEW_AHEAD_MS = 2_000;
/** How often to look again for the renewed token when the renewal is late. */
const TOKEN_RECHECK_MS = 1_000;

/** What the channel needs from the browser, injected so that it can be tested without one. */
export interface LiveChannelDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The current access token, renewed when it has expired; null once nobody is signed in. */
  getAccessToken: () => Promise<string | null>;
  /** The events of one piece of the stream, in the order sent, and which stream it came on. */
  onEvents: (events: LiveEvent[], stream: StreamOrigin) => void;
  random?: () => number;
}

/** The stream a batch of events came on. */
export interface StreamOrigin {
  /** When the stream was asked for, in milliseconds since the epoch. */
  requestedAt: number;
  /** Whether it is the channel's first stream, opened at the first attempt. */
  first: boolean;
}

export interface LiveChannel {
  /** Connects at once when the channel is waiting to reconnect, as when the network is back. */
  reconnectNow: () => void;
  /** Ends the stream for good, so that the server frees it. */
  close: () => void;
}

/**
 * How long to wait before the `failures`-th attempt in a row: the server's retry hint, doubled with
 * each failure up to MAX_RECONNECT_DELAY_MS, and spread over the second half of that wait so that
 * the tabs a restarted server dropped do not all come back in the same instant.
 */
export function reconnectDelay(failures: number, retryMs: number, random: () => number): number {
  const wait = Math.min(MAX_RECONNECT_DELAY_MS, retryMs * 2 ** Math.max(0, failures - 1));
  return Math.round(wait / 2 + (random() * wait) / 2);
}

/** The event a message's data stands for; one this version cannot read asks to refetch everything. */
function readEvent(data: string): LiveEvent {
  try {
    const parsed = LiveEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: handled as an unknown event below.
  }
  return { type: 'resync' };
}

/** When `token` expires, in milliseconds since the epoch; null when it does not say. */
function expiryOf(token: string): number | null {
  const payload = decodeJwtPayload(token);
  const exp =
    typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : null;
}

interface Connection {
  abort: AbortController;
  ended: boolean;
}

/**
 * The live channel: GET /api/events read with fetch, so that the bearer token goes in the
 * Authorization header as on every call (the browser's EventSource cannot send it). Each message
 * is one LiveEvent, handed to `onEvents`.
 *
 * A stream that ends or cannot open is opened again after the server's retry hint, backing off
 * while attempts fail; every new stream starts with a resync, which is how the client catches up on
 * what it missed. Shortly before the access token expires a second stream is opened with the
 * renewed token and the first closed once the second is live: nothing is missed in between, so
 * that hand-over's resync is passed over.
 */
export function openLiveChannel({
  fetch,
  getAccessToken,
  onEvents,
  random = Math.random,
}: LiveChannelDeps): LiveChannel {
  let closed = false;
  let retryMs = EVENT_RETRY_MS;
  let failures = 0;
  let current: Connection | null = null;
  const connections = new Set<Connection>();
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let renewalTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    clearTimeout(reconnectTimer);
    failures += 1;
    reconnectTimer = setTimeout(() => void connect(), reconnectDelay(failures, retryMs, random));
  };

  const scheduleRenewal = (token: string) => {
    clearTimeout(renewalTimer);
    const expiry = expiryOf(token);
    if (expiry === null) return;
    const check = async () => {
      const next = await getAccessToken().catch(() => null);
      if (closed || next === null) return;
      if (next !== token) void connect();
      // Past its expiry the token would have been renewed; the server closes the stream and it reconnects.
      else if (Date.now() < expiry) renewalTimer = setTimeout(() => void check(), TOKEN_RECHECK_MS);
    };
    renewalTimer = setTimeout(() => void check(), Math.max(0, expiry - RENEW_AHEAD_MS - Date.now()));
  };

  async function connect(): Promise<void> {
    clearTimeout(reconnectTimer);
    const previous = current && !current.ended ? current : null;
    const token = await getAccessToken().catch(() => null);
    // Nobody to listen as: signing in again starts a new channel.
    if (closed || token === null) return;
    const origin: StreamOrigin = { requestedAt: Date.now(), first: attempts === 0 };
    attempts += 1;
    const connection: Connection = { abort: new AbortController(), ended: false };
    connections.add(connection);
    let opened = false;
    try {
      const response = await fetch(api.events.events.path, {
        headers: { Authorization: `Bearer ${token}`, Accept: EVENT_STREAM_TYPE },
        cache: 'no-store',
        signal: connection.abort.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith(EVENT_STREAM_TYPE)) {
        throw new Error(`The event stream answered ${response.status}`);
      }
      let received: LiveEvent[] = [];
      const parser = createSseParser({
        onMessage: (message) => received.push(readEvent(message.data)),
        onRetry: (ms) => (retryMs = ms),
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
        if (received.length === 0) continue;
        let events = received;
        received = [];
        if (!opened) {
          opened = true;
          failures = 0;
          clearTimeout(reconnectTimer);
          current = connection;
          if (previous && !previous.ended) {
            previous.abort.abort();
            events = events.slice(1);
          }
          scheduleRenewal(token);
        }
        if (events.length > 0) onEvents(events, origin);
      }
    } catch {
      // Refused, dropped or closed by this side: what follows depends on which.
    }
    connection.ended = true;
    connections.delete(connection);
    if (closed || connection.abort.signal.aborted) return;
    // A failed hand-over leaves the working stream be; it is replaced when it ends.
    if (current === connection || (!opened && (current === null || current.ended))) scheduleReconnect();
  }

  void connect();

  return {
    reconnectNow() {
      if (closed || (current !== null && !current.ended) || connections.size > 0) return;
      void connect();
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(renewalTimer);
      for (const connection of connections) connection.abort.abort();
    },
  };
}
