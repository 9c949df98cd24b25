import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { LiveEventSchema, type LiveEvent } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import { accompanyCommits, type Db } from '../../db/dialect.ts';
import { carryEvents, sentAfterCarrying } from '../../context/effects.ts';
import { fromPrimary, inWorker, toPrimary } from '../../cluster/channel.ts';

/** The PostgreSQL channel every instance listens on. */
const CHANNEL = 'portal_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; events are split below that. */
const MAX_PAYLOAD_BYTES = 7000;
/** Longest wait before the listener tries to reconnect, in milliseconds. */
const MAX_RECONNECT_DELAY_MS = 30_000;

/** What arrives from the bus: a tenant's events, or a sign that some may have been lost. */
export interface BusHandlers {
  /** To the instance's streams, and to what it keeps of the tenant's data (`forget`). */
  deliver: (tenantId: string, events: LiveEvent[]) => void;
  /** Only to what the instance keeps of the tenant's data (kept Reviews, webhook endpoints). */
  forget: (tenantId: string, events: LiveEvent[]) => void;
  /** Events may have been missed (the listener was disconnected): every stream should refetch. */
  resync: () => void;
}

/** Carries published events to the streams of every instance. */
export interface Bus {
  /** `carried`: a commit already sent them to PostgreSQL's listeners (`LivePublisher.publish`). */
  publish(tenantId: string, events: LiveEvent[], sent?: { carried: boolean }): Promise<void>;
  /**
   * Which connection this instance hears every instance's events on, numbered from 1; a new
   * number after a reconnection (what was published in between was missed), null while it hears
   * nothing.
   */
  readonly listening: number | null;
  close(): Promise<void>;
}

const Message = LiveEventSchema.array();

/** One process holds every stream on SQLite when it runs alone, so an emitter reaches them all. */
function localBus(handlers: BusHandlers): Bus {
  const emitter = new EventEmitter();
  emitter.on('events', handlers.deliver);
  return {
    listening: 1,
    async publish(tenantId, events) {
      // Delivered after the answer of the call that published them is on its way.
      setImmediate(() => emitter.emit('events', tenantId, events));
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Longest a change's answer waits for the other workers to take its events in. */
const WORKERS_DELIVERY_WAIT_MS = 2_000;

/**
 * Workers behind one port: each sends its events to the primary, which hands them to every worker,
 * the sender included, and publishing resolves once every worker has them (or after a bound,
 * should one hang). On SQLite this is how the events reach the streams (`streams`), as NOTIFY
 * does on PostgreSQL; on PostgreSQL, whose NOTIFY arrives after the change's answer, it makes the
 * workers forget what they kept of the change before that answer.
 */
function workersBus(handlers: BusHandlers, { streams }: { streams: boolean }): Bus {
  const published = new Map<number, () => void>();
  let lastId = 0;
  const stopHearing = fromPrimary((message) => {
    if (message.portal === 'deliver') {
      (streams ? handlers.deliver : handlers.forget)(message.tenantId, message.events);
      toPrimary({ portal: 'delivered', id: message.id });
    } else if (message.portal === 'published') {
      published.get(message.id)?.();
    }
  });
  return {
    listening: 1,
    publish(tenantId, events) {
      lastId += 1;
      const id = lastId;
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          published.delete(id);
          resolve();
        };
        const timer = setTimeout(done, WORKERS_DELIVERY_WAIT_MS);
        published.set(id, done);
        if (!toPrimary({ portal: 'publish', id, tenantId, events })) done();
      });
    },
    async close() {
      stopHearing();
    },
  };
}

/** Splits a tenant's events into NOTIFY payloads under PostgreSQL's limit. */
export function payloadsOf(tenantId: string, events: LiveEvent[]): string[] {
  const payloads: string[] = [];
  let batch: LiveEvent[] = [];
  const encode = (list: LiveEvent[]) => JSON.stringify({ t: tenantId, e: list });
  for (const event of events) {
    if (batch.length > 0 && Buffer.byteLength(encode([...batch, event])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(batch));
      batch = [];
    }
    batch.push(event);
  }
  if (batch.length > 0) payloads.push(encode(batch));
  return payloads;
}

/**
 * Several instances share one PostgreSQL: each publishes with NOTIFY over its pool and listens on
 * one dedicated connection of its own, so a change made through any instance reaches the streams
 * of all. A dropped listener reconnects with backoff and then asks its streams to refetch, since
 * what was published meanwhile never reached it.
 */
async function postgresBus(db: Db, url: string, handlers: BusHandlers, log: FastifyBaseLogger): Promise<Bus> {
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let connections = 0;

  const receive = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { t: tenantId, e: events } = JSON.parse(message.payload) as { t: unknown; e: unknown };
      const parsed = Message.safeParse(events);
      if (typeof tenantId === 'string' && parsed.success) handlers.deliver(tenantId, parsed.data);
    } catch {
      log.warn('Ignored a live event that is not JSON');
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', receive);
    next.on('error', (error) => {
      log.error({ err: error }, 'The live event listener lost its connection');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closing) reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    connections += 1;
  };

  const reconnectLater = () => {
    if (retry || closing) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** failures);
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          failures = 0;
          handlers.resync();
        },
        (error: unknown) => {
          failures += 1;
          log.error({ err: error }, 'The live event listener could not reconnect');
          reconnectLater();
        },
      );
    }, delay);
    retry.unref();
  };

  const notices = (tenantId: string, events: LiveEvent[]) =>
    payloadsOf(tenantId, events).map((payload) => sql`select pg_notify(${CHANNEL}, ${payload})`.compile(db));
  // A call's events travel with the commit of its change, which PostgreSQL delivers to every
  // listener only once the change is stored: the call needs no round trip of its own to tell them.
  accompanyCommits(db, {
    atCommit: () => {
      const call = carryEvents();
      if (!call) return [];
      return notices(call.tenantId, call.events).map((notice) => ({
        text: notice.sql,
        values: notice.parameters,
      }));
    },
    onStatement: sentAfterCarrying,
  });

  await connect();
  return {
    get listening() {
      return client ? connections : null;
    },
    async publish(tenantId, events, sent) {
      if (sent?.carried) return;
      for (const notice of notices(tenantId, events)) await db.executeQuery(notice);
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The bus of the configured store. */
export async function createBus(
  config: Config['db'],
  db: Db,
  handlers: BusHandlers,
  log: FastifyBaseLogger,
): Promise<Bus> {
  if (config.kind === 'sqlite')
    return inWorker() ? workersBus(handlers, { streams: true }) : localBus(handlers);
  const notify = await postgresBus(db, config.url, handlers, log);
  if (!inWorker()) return notify;
  const siblings = workersBus(handlers, { streams: false });
  return {
    get listening() {
      return notify.listening;
    },
    async publish(tenantId, events, sent) {
      await Promise.all([notify.publish(tenantId, events, sent), siblings.publish(tenantId, events)]);
    },
    async close() {
      await Promise.all([notify.close(), siblings.close()]);
    },
  };
}
