import crypto from 'node:crypto';
import { addCalendarDays, api, CALENDAR_FEED_PATH, type CalendarFeedKind } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { auditRecords } from '../../../test/fail-audit.ts';
import { addMember, callAs, newTenant, storeAbsence, type Member } from '../../../test/factories.ts';
import { expectKnownRefusal } from '../../../test/refusals.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => addCalendarDays(today, days);
const icsDate = (date: string) => date.replaceAll('-', '');

interface FeedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

/** The VEVENTs of an iCalendar text, its folded lines joined and its escapes read. */
function eventsOf(text: string): FeedEvent[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: FeedEvent[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push({
        uid: current.UID!,
        start: current['DTSTART;VALUE=DATE']!,
        end: current['DTEND;VALUE=DATE']!,
        summary: current.SUMMARY!.replace(/\\([,;\\])/g, '$1'),
      });
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

const resetFeed = async (member: Member, kind: CalendarFeedKind = 'personal') => {
  const answer = await callAs(server, member, api.calendarFeeds.resetCalendarFeed, { kind });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { url: string }).url;
};
const fetchFeed = (url: string) => fetch(url);
const feedEvents = async (url: string) => {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  return eventsOf(await response.text());
};
const summaries = (events: FeedEvent[]) => events.map((event) => event.summary).sort();

describe('calendar feeds', () => {
  it("answer a person's secret address once, keep only its hash, and list when it was made and used", async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User');
    expect((await callAs(server, user, api.calendarFeeds.getCalendarFeeds)).body).toEqual({
      result: 1,
      feeds: [],
    });

    const url = await resetFeed(user);
    const secret = url.slice(`${server.url}${CALENDAR_FEED_PATH}`.length, -'.ics'.length);
    expect(url).toBe(`${server.url}${CALENDAR_FEED_PATH}${secret}.ics`);
    // 32 random bytes, base64url: 256 bits.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('tenant_id', '=', user.tenantId)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        user_id: user.userId,
        kind: 'personal',
        secret_hash: crypto.createHash('sha256').update(secret).digest('hex'),
        last_used_at: null,
      }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(await auditRecords(server.db, user.tenantId)).toContainEqual(
      expect.objectContaining({ action: 'calendarFeeds.resetCalendarFeed', target_id: stored[0]!.id }),
    );

    const listed = await callAs(server, user, api.calendarFeeds.getCalendarFeeds);
    expect(listed.body).toEqual({
      result: 1,
      feeds: [{ kind: 'personal', createdAt: stored[0]!.created_at, lastUsedAt: null }],
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private');
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const used = await callAs(server, user, api.calendarFeeds.getCalendarFeeds);
    expect(used.body.feeds[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("hold the person's approved absences and the tenant's holidays, as all-day events with stable UIDs", async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User', 'Grace');
    const colleague = await addMember(server, admin, 'User', 'Linus');
    const stranger = await newTenant(server);
    await callAs(server, admin, api.workingTime.setHolidayCalendar, {
      country: null,
      region: null,
      companyHolidays: [
        { date: inDays(20), name: 'Founders, day', halfDay: false },
        { date: inDays(40), name: 'Party', halfDay: true },
      ],
    });
    await storeAbsence(server, user, 'vacation', inDays(3), inDays(5));
    await storeAbsence(server, user, 'vacation', inDays(10), inDays(10), { halfDay: true });
    await storeAbsence(server, user, 'sick', inDays(-30), inDays(-29));
    await storeAbsence(server, user, 'unpaid', inDays(60), inDays(61), { status: 'requested' });
    await storeAbsence(server, user, 'other', inDays(70), inDays(70), { status: 'rejected' });
    await storeAbsence(server, user, 'overtime', inDays(80), inDays(80), { status: 'cancelled' });
    // Outside the window: more than a year back, more than two years ahead.
    await storeAbsence(server, user, 'vacation', inDays(-400), inDays(-399));
    await storeAbsence(server, user, 'vacation', inDays(800), inDays(800));
    await storeAbsence(server, colleague, 'vacation', inDays(3), inDays(4));
    await storeAbsence(server, stranger, 'vacation', inDays(3), inDays(4));

    const url = await resetFeed(user);
    const events = await feedEvents(url);
    expect(summaries(events)).toEqual([
      'Founders, day',
      'Party (half day)',
      'Sick leave',
      'Vacation',
      'Vacation (half day)',
    ]);
    const vacation = events.find((event) => event.summary === 'Vacation')!;
    expect(vacation).toMatchObject({ start: icsDate(inDays(3)), end: icsDate(inDays(6)) });
    const founders = events.find((event) => event.summary === 'Founders, day')!;
    expect(founders).toMatchObject({ start: icsDate(inDays(20)), end: icsDate(inDays(21)) });

    // Fetched again, every event keeps its UID, so calendar apps update rather than duplicate.
    const again = await feedEvents(url);
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort());
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });

  it("word absences in the person's language, else their tenant's", async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User');
    await storeAbsence(server, user, 'vacation', inDays(3), inDays(3));
    await server.db.updateTable('users').set({ language: 'de' }).where('id', '=', user.userId).execute();
    const url = await resetFeed(user);
    const text = await (await fetchFeed(url)).text();
    expect(summaries(eventsOf(text))).toEqual(['Urlaub']);
    expect(text).toContain('X-WR-CALNAME:Meine Abwesenheiten und Feiertage');

    const { settings } = (await callAs(server, admin, api.settings.getSettings)).body;
    const { workingDays, expectedHours, timeZone, reminder } = settings;
    const updated = await callAs(server, admin, api.settings.updateSettings, {
      workingDays,
      expectedHours,
      timeZone,
      reminder,
      language: 'fr',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await server.db.updateTable('users').set({ language: null }).where('id', '=', user.userId).execute();
    expect(summaries(await feedEvents(url))).toEqual(['Congé']);
  });

  it("of a team hold the absences of those its Manager sees, never another tenant's, and are refused to role User", async () => {
    const admin = await newTenant(server);
    const manager = await addMember(server, admin, 'Manager', 'Mona');
    const user = await addMember(server, admin, 'User', 'Ulla');
    const otherManager = await addMember(server, admin, 'Manager', 'Otto');
    const stranger = await newTenant(server);
    await storeAbsence(server, manager, 'vacation', inDays(1), inDays(2));
    await storeAbsence(server, user, 'sick', inDays(3), inDays(3));
    await storeAbsence(server, user, 'vacation', inDays(5), inDays(5), { status: 'requested' });
    await storeAbsence(server, otherManager, 'vacation', inDays(7), inDays(7));
    await storeAbsence(server, admin, 'unpaid', inDays(8), inDays(8));
    await storeAbsence(server, stranger, 'vacation', inDays(3), inDays(4));

    expect(summaries(await feedEvents(await resetFeed(manager, 'team')))).toEqual([
      'Mona Member: Vacation',
      'Ulla Member: Sick leave',
    ]);
    expect(summaries(await feedEvents(await resetFeed(admin, 'team')))).toEqual([
      'Ada Lovelace: Unpaid leave',
      'Mona Member: Vacation',
      'Otto Member: Vacation',
      'Ulla Member: Sick leave',
    ]);

    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await callAs(server, user, api.calendarFeeds.resetCalendarFeed, { kind: 'team' });
    expect(refused.status).toBe(403);
    expectKnownRefusal(refused);
    expect(refused.body.code).toBe('reviewers-only');
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });

  it('stop answering the old address at once when reset or revoked, with a bare 404', async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User');
    const first = await resetFeed(user);
    const second = await resetFeed(user);
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.status).toBe(404);
    expect(await old.text()).toBe('');
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await callAs(server, user, api.calendarFeeds.getCalendarFeeds)).body.feeds).toHaveLength(1);

    const revoked = await callAs(server, user, api.calendarFeeds.revokeCalendarFeed, { kind: 'personal' });
    expect(revoked.status).toBe(200);
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await callAs(server, user, api.calendarFeeds.getCalendarFeeds)).body.feeds).toEqual([]);

    const before = await snapshotTenant(server.db, admin.tenantId);
    const nothing = await callAs(server, user, api.calendarFeeds.revokeCalendarFeed, { kind: 'personal' });
    expect(nothing.status).toBe(404);
    expectKnownRefusal(nothing);
    expect(nothing.body.code).toBe('calendar-feed-not-found');
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);

    for (const file of ['nothing.ics', `${'A'.repeat(43)}.ics`, 'A'.repeat(43), '..%2F..%2Fetc.ics']) {
      const unknown = await fetch(`${server.url}${CALENDAR_FEED_PATH}${file}`);
      expect(unknown.status, file).toBe(404);
      expect(await unknown.text(), file).toBe('');
    }
  });

  it("are each person's own: revoking one's feed leaves another's, and another tenant's caller cannot touch it", async () => {
    const admin = await newTenant(server);
    const user = await addMember(server, admin, 'User');
    const stranger = await newTenant(server);
    const url = await resetFeed(user);
    await resetFeed(admin);
    expect(
      (await callAs(server, admin, api.calendarFeeds.revokeCalendarFeed, { kind: 'personal' })).status,
    ).toBe(200);
    expect((await fetchFeed(url)).status).toBe(200);
    const foreign = await callAs(
      server,
      { ...stranger, tenantId: admin.tenantId },
      api.calendarFeeds.revokeCalendarFeed,
      { kind: 'personal' },
    );
    expect(foreign.status).toBe(403);
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("follow their owner's deactivation and role at once", async () => {
    const admin = await newTenant(server);
    const manager = await addMember(server, admin, 'Manager');
    const personal = await resetFeed(manager);
    const team = await resetFeed(manager, 'team');

    await server.db.updateTable('users').set({ role: 'User' }).where('id', '=', manager.userId).execute();
    expect((await fetchFeed(team)).status).toBe(404);
    expect((await fetchFeed(personal)).status).toBe(200);
    await server.db.updateTable('users').set({ role: 'Manager' }).where('id', '=', manager.userId).execute();
    expect((await fetchFeed(team)).status).toBe(200);

    await server.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', manager.userId)
      .execute();
    expect((await fetchFeed(personal)).status).toBe(404);
    expect((await fetchFeed(team)).status).toBe(404);
    await server.db
      .updateTable('users')
      .set({ deactivated_at: null })
      .where('id', '=', manager.userId)
      .execute();
    expect((await fetchFeed(personal)).status).toBe(200);
  });
});

describe('calendar feed addresses made with a personal API token', () => {
  it('are refused, as an address would outlive the token; the token may still list and revoke feeds', async () => {
    const admin = await newTenant(server);
    const url = await resetFeed(admin);
    const made = await callAs(server, admin, api.apiTokens.addApiToken, {
      name: 'Script',
      scope: 'read-write',
      expiresInDays: 30,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const viaToken = { ...admin, token: made.body.token as string };

    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await callAs(server, viaToken, api.calendarFeeds.resetCalendarFeed, { kind: 'personal' });
    expect(refused.status).toBe(403);
    expectKnownRefusal(refused);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
    expect((await fetchFeed(url)).status).toBe(200);

    expect((await callAs(server, viaToken, api.calendarFeeds.getCalendarFeeds)).body.feeds).toHaveLength(1);
    const revoked = await callAs(server, viaToken, api.calendarFeeds.revokeCalendarFeed, {
      kind: 'personal',
    });
    expect(revoked.status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
