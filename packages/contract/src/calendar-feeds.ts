import { z } from 'zod';
import { MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { secret } from './secret.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';

/**
 * Where calendar apps fetch a feed: `${CALENDAR_FEED_PATH}<secret>.ics`. Outside the API, as the
 * secret in the address is all a calendar app can send.
 */
export const CALENDAR_FEED_PATH = '/calendar/';

/**
 * Whose absences a feed holds: `personal` the person's own; `team` those of everyone its owner,
 * a Manager or Admin, sees in the team calendar. Both hold the tenant's holidays.
 */
export const CALENDAR_FEED_KINDS = ['personal', 'team'] as const;
export const CalendarFeedKindSchema = z.enum(CALENDAR_FEED_KINDS);
export type CalendarFeedKind = z.infer<typeof CalendarFeedKindSchema>;

/** Days before today from which a feed holds absences and holidays. */
export const CALENDAR_FEED_DAYS_BACK = 366;
/** Days after today up to which a feed holds absences and holidays. */
export const CALENDAR_FEED_DAYS_AHEAD = 731;

/** One of the caller's feeds as listed: never its address, which is shown once when made. */
export const CalendarFeedSchema = z.object({
  kind: CalendarFeedKindSchema,
  createdAt: z.string(),
  /** When a calendar app last fetched it, to the minute; null: never. */
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** POST /api/calendarFeeds/getCalendarFeeds: the caller's feeds that exist. */
export const GetCalendarFeedsBody = TenantBodySchema;
export type GetCalendarFeedsBody = z.input<typeof GetCalendarFeedsBody>;
export const GetCalendarFeedsAnswer = z.object({
  result: z.literal(1),
  feeds: z.array(CalendarFeedSchema),
});
export type GetCalendarFeedsAnswer = z.infer<typeof GetCalendarFeedsAnswer>;

/**
 * POST /api/calendarFeeds/resetCalendarFeed: makes the caller's feed of `kind` a new secret
 * address, creating the feed if there was none; the old address stops working at once. A team
 * feed is for Managers and Admins.
 */
export const ResetCalendarFeedBody = TenantBodySchema.extend({ kind: CalendarFeedKindSchema });
export type ResetCalendarFeedBody = z.input<typeof ResetCalendarFeedBody>;
/** The address, this once: only its secret's hash is kept. */
export const ResetCalendarFeedAnswer = z.object({ result: z.literal(1), url: secret(z.string()) });
export type ResetCalendarFeedAnswer = z.infer<typeof ResetCalendarFeedAnswer>;

/** POST /api/calendarFeeds/revokeCalendarFeed: the caller's feed of `kind` stops at once. */
export const RevokeCalendarFeedBody = TenantBodySchema.extend({ kind: CalendarFeedKindSchema });
export type RevokeCalendarFeedBody = z.input<typeof RevokeCalendarFeedBody>;

/**
 * Private calendar feeds (iCalendar) of approved absences and holidays, each under a secret
 * address a calendar app subscribes to. Every person manages only their own feeds.
 */
export const calendarFeedsApi = {
  getCalendarFeeds: readEndpoint({
    method: 'POST',
    path: '/api/calendarFeeds/getCalendarFeeds',
    summary: "The caller's calendar feeds, when each was made and last fetched (never their addresses).",
    input: GetCalendarFeedsBody,
    answer: GetCalendarFeedsAnswer,
  }),
  resetCalendarFeed: changeEndpoint({
    method: 'POST',
    path: '/api/calendarFeeds/resetCalendarFeed',
    summary:
      "Gives the caller's calendar feed a new secret address and answers it once; the old one stops at once.",
    input: ResetCalendarFeedBody,
    answer: ResetCalendarFeedAnswer,
    // A feed's address is a credential of its own: one made with a personal API token would outlive
    // that token's revocation.
    signedInOnly: true,
    invalidates: (_input, author) => [changed.calendarFeeds(author.userId)],
  }),
  revokeCalendarFeed: changeEndpoint({
    method: 'POST',
    path: '/api/calendarFeeds/revokeCalendarFeed',
    summary: "Revokes the caller's calendar feed: its address stops at once.",
    input: RevokeCalendarFeedBody,
    answer: MessageAnswerSchema,
    invalidates: (_input, author) => [changed.calendarFeeds(author.userId)],
  }),
};
