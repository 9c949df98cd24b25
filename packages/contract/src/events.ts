import { z } from 'zod';
import { MessageAnswerSchema } from './common.ts';
import { readEndpoint } from './endpoint.ts';

/** The live stream's media type: a client that accepts it gets the stream. */
export const EVENT_STREAM_TYPE = 'text/event-stream';
/** How often the stream sends a comment line so that proxies keep an idle stream open, in seconds. */
export const EVENT_HEARTBEAT_SECONDS = 20;
/** How long a client waits before reconnecting after the stream closed, in milliseconds. */
export const EVENT_RETRY_MS = 3000;

/**
 * One message of the live stream: a small invalidation, never the changed data itself. The client
 * refetches what it names. Each reaches only the streams of the changing tenant whose role may read
 * what changed.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  /**
   * The first message of every connection, and sent again whenever events may have been missed:
   * refetch everything shown. A reconnecting client catches up this way.
   */
  z.object({ type: z.literal('resync') }),
  /** Projects changed: the board, and every list that names projects. Every role. */
  z.object({ type: z.literal('projects') }),
  /** Tasks changed: the task list, the board's task counts, and every list that names tasks. Every role. */
  z.object({ type: z.literal('tasks') }),
  /**
   * A user's time entries changed on `date` (null: on dates not known to the change): their
   * timesheet, overview and week, the review and reports. Reaches that user and Managers and
   * Admins; `userId` null (whose is not known to the change) reaches Managers and Admins only.
   */
  z.object({ type: z.literal('entries'), userId: z.string().nullable(), date: z.string().nullable() }),
  /**
   * The approval state of `userId`'s week starting `weekStart` changed. That user, Managers and
   * Admins; `userId` null (weeks of several people, whose not known to the change) reaches
   * Managers and Admins only.
   */
  z.object({ type: z.literal('week'), userId: z.string().nullable(), weekStart: z.string() }),
  /** The running timer of `userId` changed. That user only. */
  z.object({ type: z.literal('timer'), userId: z.string() }),
  /** User Management's list changed (users added, edited, deactivated). Managers and Admins. */
  z.object({ type: z.literal('users') }),
  /** The read-only directory of people changed. Every role, as every role may read it. */
  z.object({ type: z.literal('employees') }),
  /** The tenant's settings (working days, expected hours, reminders) changed. Every role. */
  z.object({ type: z.literal('settings') }),
  /** `userId`'s notifications changed: one arrived, or some were read. That user only. */
  z.object({ type: z.literal('notifications'), userId: z.string() }),
  /**
   * `userId`'s absences changed (requested, decided, cancelled): their absences, working time and
   * weeks. That user, Managers and Admins; `userId` null (whose is not known to the change's
   * input) reaches Managers and Admins only, and the service names the person in an event of its own.
   */
  z.object({ type: z.literal('absences'), userId: z.string().nullable() }),
  /**
   * `userId`'s working-time account changed beyond their entries and absences: a contract, a month
   * closed or reopened. That user, Managers and Admins; `userId` null (everyone's) every role.
   */
  z.object({ type: z.literal('workingTime'), userId: z.string().nullable() }),
  /** The tenant's holiday calendar changed: every account and week. Every role. */
  z.object({ type: z.literal('holidays') }),
  /** `userId`'s pinned tasks changed. That user only. */
  z.object({ type: z.literal('pins'), userId: z.string() }),
  /** The tenant's clients changed. Managers and Admins, who manage them. */
  z.object({ type: z.literal('clients') }),
  /** The tenant's bill or cost rates changed, and so every amount. Managers and Admins. */
  z.object({ type: z.literal('rates') }),
  /** The tenant's saved reports changed. Managers and Admins, who save and share them. */
  z.object({ type: z.literal('savedReports') }),
  /** The tenant's webhook endpoints or their deliveries changed. Admins, who manage them. */
  z.object({ type: z.literal('webhooks') }),
  /** `userId`'s personal API tokens changed. That user, and Admins, who may revoke any. */
  z.object({ type: z.literal('apiTokens'), userId: z.string() }),
  /** `userId`'s calendar feeds changed (made, reset, revoked). That user only. */
  z.object({ type: z.literal('calendarFeeds'), userId: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** The live events a change makes, built one way wherever a change declares or records them. */
export const changed = {
  projects: (): LiveEvent => ({ type: 'projects' }),
  tasks: (): LiveEvent => ({ type: 'tasks' }),
  entries: (userId: string | null, date: string | null): LiveEvent => ({ type: 'entries', userId, date }),
  week: (userId: string | null, weekStart: string): LiveEvent => ({ type: 'week', userId, weekStart }),
  timer: (userId: string): LiveEvent => ({ type: 'timer', userId }),
  users: (): LiveEvent => ({ type: 'users' }),
  employees: (): LiveEvent => ({ type: 'employees' }),
  settings: (): LiveEvent => ({ type: 'settings' }),
  notifications: (userId: string): LiveEvent => ({ type: 'notifications', userId }),
  absences: (userId: string | null): LiveEvent => ({ type: 'absences', userId }),
  workingTime: (userId: string | null): LiveEvent => ({ type: 'workingTime', userId }),
  holidays: (): LiveEvent => ({ type: 'holidays' }),
  pins: (userId: string): LiveEvent => ({ type: 'pins', userId }),
  clients: (): LiveEvent => ({ type: 'clients' }),
  rates: (): LiveEvent => ({ type: 'rates' }),
  savedReports: (): LiveEvent => ({ type: 'savedReports' }),
  webhooks: (): LiveEvent => ({ type: 'webhooks' }),
  apiTokens: (userId: string): LiveEvent => ({ type: 'apiTokens', userId }),
  calendarFeeds: (userId: string): LiveEvent => ({ type: 'calendarFeeds', userId }),
};

/**
 * GET /api/events takes no input: the tenant and the person come from the bearer token, which the
 * client sends in the Authorization header like every call (a fetch-based event-source client
 * does; the browser's own EventSource cannot, so it is not used).
 */
export const EventsQuery = z.object({});

/** The live channel. */
export const eventsApi = {
  events: readEndpoint({
    method: 'GET',
    path: '/api/events',
    summary:
      'Live invalidations as a server-sent event stream when asked for with Accept: text/event-stream; each ' +
      "message's data is one LiveEvent. Without that Accept header the call only checks that the caller may listen.",
    input: EventsQuery,
    answer: MessageAnswerSchema,
  }),
};
