import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { api, EVENT_STREAM_TYPE, type LiveEvent } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import { distinctEvents, type LivePublisher } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { callerForApiToken } from '../api-tokens/api-tokens.service.ts';
import type { Callers } from '../auth/caller.service.ts';
import { createBus } from './events.bus.ts';
import { Hub, type StreamClaims } from './events.hub.ts';

/** True when the client accepts the event stream (a fetch-based event-source client asks for it). */
function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((type) => type.split(';')[0]?.trim() === EVENT_STREAM_TYPE);
}

/**
 * The live channel: `app.live` publishes the events of committed changes through the bus (an
 * emitter on SQLite, LISTEN/NOTIFY across instances on PostgreSQL) to every instance's streams,
 * and GET /api/events opens one.
 *
 * The stream is authenticated like every call, by the bearer token in the Authorization header:
 * the web app reads it with a fetch-based event-source client, so the token never appears in a URL
 * (where logs and proxies would keep it) and no ticket store is needed, as it would be for the
 * browser's EventSource, which cannot send headers. The route is registered here rather than
 * through route() because a stream answers on the raw response; it keeps the endpoint's path,
 * roles and schemas, so the route checks and the API description cover it. A request that does
 * not accept the stream gets the endpoint's JSON answer instead.
 */
/** What the heartbeat checks again of a session's access token. */
function claimsOf(token: string): StreamClaims {
  const { sub, iat, exp, email, email_verified: emailVerified } = decodeJwt(token);
  return {
    ...(sub === undefined ? {} : { sub }),
    ...(iat === undefined ? {} : { iat }),
    ...(exp === undefined ? {} : { exp }),
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof emailVerified === 'boolean' ? { email_verified: emailVerified } : {}),
  };
}

export const eventsRoutes = fp(
  async function eventsRoutes(
    app: FastifyInstance,
    { db, config, callers }: { db: Db; config: Config; callers: Callers },
  ) {
    const hub = new Hub(
      async (credential) => {
        const { tenantId, userId, role } =
          'apiToken' in credential
            ? await callerForApiToken(db, credential.apiToken)
            : await callers.forToken(credential.claims);
        return { tenantId, userId, role };
      },
      config.live.heartbeatMs,
      app.log,
    );
    type Listener = (tenantId: string, events: LiveEvent[]) => void;
    const published: Listener[] = [];
    const changed: Listener[] = [];
    const bus = await createBus(
      config.db,
      db,
      {
        deliver: (tenantId, events) => {
          hub.deliver(tenantId, events);
          for (const listener of changed) listener(tenantId, events);
        },
        forget: (tenantId, events) => {
          for (const listener of changed) listener(tenantId, events);
        },
        resync: () => hub.resyncAll(),
      },
      app.log,
    );
    const live: LivePublisher = {
      mail: config.mail ? { publicUrl: config.http.publicUrl } : undefined,
      get listening() {
        return bus.listening;
      },
      async publish(tenantId, events, sent) {
        const unique = distinctEvents(events);
        if (unique.length === 0) return;
        for (const listener of [...published, ...changed]) listener(tenantId, unique);
        await bus
          .publish(tenantId, unique, sent)
          .catch((error: unknown) => app.log.error({ err: error }, 'Publishing live events failed'));
      },
      onPublish(listener) {
        published.push(listener);
      },
      onChange(listener) {
        changed.push(listener);
      },
    };
    app.decorate('live', live);
    app.decorate('liveStreams', () => hub.size);
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => bus.close());

    const endpoint = api.events.events;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { querystring: endpoint.input, response: { 200: endpoint.answer } },
      config: { public: false, roles: endpoint.roles },
      handler: async (request, reply) => {
        if (request.method !== 'GET' || !acceptsEventStream(request.headers.accept)) {
          return { result: 1, msg: `You may listen: ask with Accept: ${EVENT_STREAM_TYPE}` };
        }
        // The auth plugin verified this token a moment ago; the heartbeat checks it again.
        const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
        const { tenantId, userId, role, apiToken } = request.caller;
        reply.hijack();
        hub.open(
          reply.raw,
          { tenantId, userId, role },
          apiToken ? { apiToken: token } : { claims: claimsOf(token) },
        );
        return reply;
      },
    });
  },
  { name: 'events' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** How many live streams this instance holds open. */
    liveStreams: () => number;
  }
}
