import { Writable } from 'node:stream';
import { api, CALENDAR_FEED_PATH } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { call, callAs, newTenant, type Member } from '../../../test/factories.ts';
import { expectKnownRefusal } from '../../../test/refusals.ts';

/** Fetches of one address's feeds per minute in this suite, low enough to reach. */
const FEED_LIMIT = 6;

describe('calendar feed addresses', () => {
  const lines: string[] = [];
  let server: TestServer;
  let admin: Member;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The most verbose level, so that nothing a request carries escapes the search.
    server = await startServer(
      { LOG_LEVEL: 'trace', RATE_LIMIT_CALENDAR_FEED_PER_MINUTE: String(FEED_LIMIT) },
      { logStream: stream },
    );
    admin = await newTenant(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never reach the logs, whether the feed answers or not', async () => {
    const first = (await callAs(server, admin, api.calendarFeeds.resetCalendarFeed, { kind: 'personal' }))
      .body.url as string;
    const second = (await callAs(server, admin, api.calendarFeeds.resetCalendarFeed, { kind: 'team' })).body
      .url as string;
    expect((await fetch(first)).status).toBe(200);
    expect((await fetch(`${second}?download=1`)).status).toBe(200);
    await callAs(server, admin, api.calendarFeeds.revokeCalendarFeed, { kind: 'personal' });
    expect((await fetch(first)).status).toBe(404);

    const log = lines.join('');
    expect(log).toContain(`${CALENDAR_FEED_PATH}[secret].ics`);
    for (const url of [first, second]) {
      const secret = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
      expect(log.includes(secret), `a log line contains ${secret.slice(0, 6)}…`).toBe(false);
    }
  });

  it('are rate-limited per address like the other calls without a token', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= FEED_LIMIT; attempt += 1) {
      statuses.push((await fetch(`${server.url}${CALENDAR_FEED_PATH}${'x'.repeat(43)}.ics`)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404 || status === 429)).toBe(true);
    const limited = await call(server.url, `${CALENDAR_FEED_PATH}${'y'.repeat(43)}.ics`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toEqual(expect.any(String));
    expectKnownRefusal(limited);
  });
});
