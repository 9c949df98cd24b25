import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_RETRY_MS, EVENT_STREAM_TYPE, type LiveEvent, type Role } from '@portal/contract';
import { AppError } from '../../errors.ts';
import type { IdentityClaims } from '../auth/caller.service.ts';
import { mayReceive } from './events.audience.ts';

/** Most streams one person keeps open on one instance (tabs, devices); one more closes their oldest. */
const MAX_STREAMS_PER_PERSON = 8;
/** A stream whose client has not read this much is closed; the client reconnects and refetches. */
const MAX_UNREAD_BYTES = 256 * 1024;

/** Who listens on a stream, as resolved when it opened. */
export interface Listener {
  tenantId: string;
  userId: string;
  role: Role;
}

/** The claims of the token a stream was opened with, checked again at every heartbeat. */
export type StreamClaims = IdentityClaims & { exp?: number };

/** What a stream was opened with: a signed-in session's token claims, or a personal API token. */
export type StreamCredential = { claims: StreamClaims } | { apiToken: string };

interface Stream extends Listener {
  res: ServerResponse;
  credential: StreamCredential;
}

const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;
const RESYNC = frame({ type: 'resync' });

/**
 * The open event streams of this instance, by tenant. One timer serves them all: every heartbeat
 * writes a comment line to each (proxies close streams that stay silent) and checks each token
 * again, closing the streams of an expired token or an ended session, or of a person whose tenant
 * or role is no longer what the stream was opened with.
 */
export class Hub {
  private readonly tenants = new Map<string, Set<Stream>>();
  private readonly timer: NodeJS.Timeout;
  private checking = false;

  constructor(
    /** The listener a token stands for now; throws when it stands for nobody who may call. */
    private readonly resolve: (credential: StreamCredential) => Promise<Listener>,
    heartbeatMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.heartbeat(), heartbeatMs).unref();
  }

  /** How many streams are open. */
  get size(): number {
    let count = 0;
    for (const streams of this.tenants.values()) count += streams.size;
    return count;
  }

  /** Starts a stream on a response nothing else writes to; it ends when the client goes away. */
  open(res: ServerResponse, listener: Listener, credential: StreamCredential): void {
    res.writeHead(200, {
      'content-type': `${EVENT_STREAM_TYPE}; charset=utf-8`,
      // Neither a cache nor a proxy may hold the stream back, compress or buffer it.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    // A (re)connected client refetches what it shows: that is how it catches up.
    res.write(`retry: ${EVENT_RETRY_MS}\n${RESYNC}`);
    const stream: Stream = { ...listener, res, credential };
    let streams = this.tenants.get(listener.tenantId);
    if (!streams) {
      streams = new Set();
      this.tenants.set(listener.tenantId, streams);
    }
    const own = [...streams].filter((other) => other.userId === listener.userId);
    if (own.length >= MAX_STREAMS_PER_PERSON) this.close(own[0]!);
    streams.add(stream);
    res.on('close', () => this.remove(stream));
    // A client that left while the stream was being opened has already closed it.
    if (res.destroyed) this.remove(stream);
  }

  /** Writes each event to the tenant's streams whose listener may receive it. */
  deliver(tenantId: string, events: LiveEvent[]): void {
    const streams = this.tenants.get(tenantId);
    if (!streams) return;
    const frames = events.map((event) => ({ event, text: frame(event) }));
    for (const stream of streams) {
      const text = frames
        .filter(({ event }) => mayReceive(stream, event))
        .map(({ text }) => text)
        .join('');
      if (text) this.write(stream, text);
    }
  }

  /** Asks every stream to refetch: events may have been lost. */
  resyncAll(): void {
    for (const streams of this.tenants.values()) for (const stream of streams) this.write(stream, RESYNC);
  }

  /** Ends every stream and the heartbeat: the server is closing. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const streams of this.tenants.values()) for (const stream of streams) this.close(stream);
  }

  private write(stream: Stream, text: string) {
    if (stream.res.writableLength > MAX_UNREAD_BYTES) this.close(stream);
    else stream.res.write(text);
  }

  private close(stream: Stream) {
    this.remove(stream);
    stream.res.end();
  }

  private remove(stream: Stream) {
    const streams = this.tenants.get(stream.tenantId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.tenants.delete(stream.tenantId);
  }

  private async heartbeat() {
    for (const streams of this.tenants.values()) for (const stream of streams) this.write(stream, ':\n\n');
    // A check that outlasts the interval (a slow database) is not started twice.
    if (this.checking) return;
    this.checking = true;
    try {
      await this.checkSessions();
    } catch (error) {
      this.log.error({ err: error }, 'Checking the sessions of live streams failed');
    } finally {
      this.checking = false;
    }
  }

  /**
   * One check per token however many streams it opened (tabs of one browser share it). A refusal
   * closes its streams; a failure to check (the database) leaves every stream as it is.
   */
  private async checkSessions() {
    const byToken = new Map<string, { credential: StreamCredential; streams: Stream[] }>();
    for (const streams of this.tenants.values()) {
      for (const stream of streams) {
        const { credential } = stream;
        const key =
          'apiToken' in credential
            ? credential.apiToken
            : JSON.stringify([credential.claims.sub, credential.claims.iat, credential.claims.exp]);
        const group = byToken.get(key) ?? { credential, streams: [] };
        group.streams.push(stream);
        byToken.set(key, group);
      }
    }
    const now = Date.now() / 1000;
    for (const { credential, streams } of byToken.values()) {
      let current: Listener | undefined;
      // An API token's expiry is its resolver's to check.
      const expiry = 'claims' in credential ? credential.claims.exp : undefined;
      if (expiry === undefined || expiry > now) {
        current = await this.resolve(credential).catch((error: unknown) => {
          if (error instanceof AppError) return undefined;
          throw error;
        });
      }
      for (const stream of streams) {
        const same =
          current?.tenantId === stream.tenantId &&
          current.userId === stream.userId &&
          current.role === stream.role;
        if (!same) this.close(stream);
      }
    }
  }
}
