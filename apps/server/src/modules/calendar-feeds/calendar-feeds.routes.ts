import type { FastifyInstance } from 'fastify';
import { api, CALENDAR_FEED_PATH } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as feeds from './calendar-feeds.service.ts';

export async function calendarFeedsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, api.calendarFeeds.getCalendarFeeds, async ({ caller }) => ({
    result: 1,
    feeds: await feeds.listFeeds(db, caller),
  }));
  route(app, api.calendarFeeds.resetCalendarFeed, async ({ caller, input }) => ({
    result: 1,
    url: await feeds.resetFeed(db, caller, input.kind, config.http.publicUrl),
  }));
  route(app, api.calendarFeeds.revokeCalendarFeed, async ({ caller, input }) => {
    await feeds.revokeFeed(db, caller, input.kind);
    return { result: 1, msg: 'Calendar feed revoked' };
  });

  // What calendar apps subscribe to: the secret in the address is the only credential they send.
  app.get<{ Params: { file: string } }>(
    `${CALENDAR_FEED_PATH}:file`,
    {
      config: {
        public: true,
        rateLimit: {
          max: config.rateLimits.calendarFeedPerMinute,
          timeWindow: '1 minute',
          allowList: () => false,
          keyGenerator: (request) => `calendar-feed:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const text = await feeds.feedText(db, request.params.file);
      if (text === undefined) return reply.status(404).send();
      return reply.header('cache-control', 'private').type('text/calendar; charset=utf-8').send(text);
    },
  );
}
