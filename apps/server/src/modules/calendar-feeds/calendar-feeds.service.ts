import crypto from 'node:crypto';
import type { IntlShape } from '@formatjs/intl';
import {
  addCalendarDays,
  api,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_PATH,
  defineMessages,
  localeOf,
  REVIEWER_ROLES,
  type CalendarFeed,
  type CalendarFeedKind,
  type Role,
} from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
import { refuse } from '../../errors.ts';
import { hashOfSecret, lastUseIsStale, newSecret } from '../../lib/bearer-secrets.ts';
import { intlFor } from '../../i18n/messages.ts';
import { approvedAbsences } from '../absences/absences.service.ts';
import * as audit from '../audit/audit.service.ts';
import { tenantHolidays, type HolidayOfDate } from '../working-time/holiday-calendar.service.ts';
import { writeCalendar, type FeedEvent } from './calendar-feeds.ics.ts';
import { presentCalendarFeed } from './calendar-feeds.presenter.ts';
import * as repository from './calendar-feeds.repository.ts';

/** What a feed's address ends with: the secret, then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** Calendar apps name events by a UID unique everywhere: ours end with this. */
const UID_DOMAIN = 'calendar.timesheet-portal';

const messages = defineMessages({
  personalName: { id: 'calendar-feed.name.personal', defaultMessage: 'My absences and holidays' },
  teamName: { id: 'calendar-feed.name.team', defaultMessage: 'Team absences and holidays' },
  absence: {
    id: 'calendar-feed.absence',
    defaultMessage:
      '{type, select, vacation {Vacation} sick {Sick leave} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}}{halfDay, select, yes { (half day)} other {}}',
    description: 'The title of an absence in a calendar app.',
  },
  teamAbsence: {
    id: 'calendar-feed.team-absence',
    defaultMessage:
      '{name}: {type, select, vacation {Vacation} sick {Sick leave} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}}{halfDay, select, yes { (half day)} other {}}',
    description: "The title of a person's absence in the team calendar; name is the person's.",
  },
  halfDayHoliday: {
    id: 'calendar-feed.half-day-holiday',
    defaultMessage: '{name} (half day)',
    description: "The title of a holiday of half a day; name is the holiday's.",
  },
});

type ApprovedAbsence = Awaited<ReturnType<typeof approvedAbsences>>[number];

const mayHaveTeamFeed = (role: Role) => (REVIEWER_ROLES as readonly Role[]).includes(role);

/** The caller's feeds, personal first: when each was made and last fetched. */
export async function listFeeds(db: Db, caller: Caller): Promise<CalendarFeed[]> {
  return (await repository.listFeeds(db, caller.tenantId, caller.userId)).map(presentCalendarFeed);
}

/**
 * Gives the caller's feed of `kind` a new secret, in the place of the old one, and answers its
 * address: the only time it is known, as only the secret's hash is kept.
 */
export async function resetFeed(
  db: Db,
  caller: Caller,
  kind: CalendarFeedKind,
  publicUrl: string,
): Promise<string> {
  if (kind === 'team' && !mayHaveTeamFeed(caller.role)) throw refuse(403, 'reviewers-only');
  const secret = newSecret();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await repository.replaceFeed(trx, {
      tenant_id: caller.tenantId,
      id,
      user_id: caller.userId,
      kind,
      secret_hash: hashOfSecret(secret),
      created_at: new Date().toISOString(),
      last_used_at: null,
    });
    await audit.record(trx, caller, api.calendarFeeds.resetCalendarFeed, id);
  });
  return `${publicUrl}${CALENDAR_FEED_PATH}${secret}.ics`;
}

/** Deletes the caller's feed of `kind`: its address answers nothing from now on. */
export async function revokeFeed(db: Db, caller: Caller, kind: CalendarFeedKind): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const feed = await repository.findFeed(trx, caller.tenantId, caller.userId, kind);
    if (!feed) throw refuse(404, 'calendar-feed-not-found');
    await repository.deleteFeed(trx, caller.tenantId, caller.userId, kind);
    await audit.record(trx, caller, api.calendarFeeds.revokeCalendarFeed, feed.id);
  });
}

/** The tenant's holidays as all-day events, a holiday's UID made of its date and tenant. */
function holidayEvents(intl: IntlShape, tenantId: string, holidays: Map<string, HolidayOfDate>): FeedEvent[] {
  return [...holidays].map(([date, holiday]) => ({
    uid: `holiday-${date}.${tenantId}@${UID_DOMAIN}`,
    from: date,
    to: date,
    summary: holiday.halfDay
      ? intl.formatMessage(messages.halfDayHoliday, { name: holiday.name })
      : holiday.name,
  }));
}

/** Absences as all-day events titled by their type (and in a team feed their person), UID by id. */
function absenceEvents(intl: IntlShape, kind: CalendarFeedKind, absences: ApprovedAbsence[]): FeedEvent[] {
  return absences.map((absence) => ({
    uid: `absence-${absence.id}@${UID_DOMAIN}`,
    from: absence.start_date,
    to: absence.end_date,
    summary: intl.formatMessage(kind === 'team' ? messages.teamAbsence : messages.absence, {
      type: absence.type,
      halfDay: Number(absence.half_day) === 1 ? 'yes' : 'no',
      name: absence.user_name,
    }),
  }));
}

/**
 * The iCalendar text of the feed whose address ends with `file` (`<secret>.ics`), as its owner may
 * see it now; undefined for an unknown secret, a deactivated owner, or a team feed whose owner is
 * no longer a Manager or Admin.
 */
export async function feedText(db: Db, file: string, now = new Date()): Promise<string | undefined> {
  const secret = FEED_FILE.exec(file)?.[1];
  if (!secret) return undefined;
  // The secret is what tells the tenant, so this lookup cannot run inside one.
  const feed = await runAsSystem(() => repository.findFeedBySecretHash(db, hashOfSecret(secret)));
  if (!feed || feed.owner_deactivated_at !== null) return undefined;
  if (feed.kind === 'team' && !mayHaveTeamFeed(feed.owner_role)) return undefined;
  return runAsTenant(feed.tenant_id, async () => {
    const today = now.toISOString().slice(0, 10);
    const period = {
      from: addCalendarDays(today, -CALENDAR_FEED_DAYS_BACK),
      to: addCalendarDays(today, CALENDAR_FEED_DAYS_AHEAD),
    };
    const owner = { userId: feed.owner_id, role: feed.owner_role };
    const [absences, holidays] = await Promise.all([
      approvedAbsences(db, feed.tenant_id, feed.kind === 'team' ? { teamOf: owner } : owner, period),
      tenantHolidays(db, feed.tenant_id, period.from, period.to),
    ]);
    if (lastUseIsStale(feed.last_used_at, now)) {
      await repository.touchFeed(db, feed.tenant_id, feed.id, now.toISOString());
    }
    const intl = intlFor(localeOf(feed.owner_language, feed.tenant_language));
    const events = [
      ...holidayEvents(intl, feed.tenant_id, holidays),
      ...absenceEvents(intl, feed.kind, absences),
    ];
    const name = intl.formatMessage(feed.kind === 'team' ? messages.teamName : messages.personalName);
    return writeCalendar({ name, events, now });
  });
}
