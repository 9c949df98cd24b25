import { z } from 'zod';
import { IdSchema, MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { WeekStartSchema } from './timesheet-approval.ts';

/** Most notifications one getNotifications answers, newest first. */
export const MAX_NOTIFICATIONS_LISTED = 50;
/** Most ids one markNotificationsRead names. */
export const MAX_NOTIFICATION_IDS = 100;
/** Days a notification is kept; older ones are removed. */
export const NOTIFICATION_RETENTION_DAYS = 90;
/** Nobody is reminded again within this many minutes, however often reminders are sent. */
export const REMINDER_QUIET_MINUTES = 60;
/** Most people one remind call names. */
export const MAX_REMIND_USERS = 1000;

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  /** To the week's owner. */
  'week-approved',
  /** To the week's owner, with the reason. */
  'week-rejected',
  /** To the week's owner, with the reason. */
  'week-reopened',
  /** To the tenant's Managers and Admins, except the submitter. */
  'week-submitted',
  /** To someone who has not submitted a week yet. */
  'reminder',
  /** To the Managers and Admins who may decide it, except the requester. */
  'absence-requested',
  /** To the absent person, when someone else decided or cancelled it; with the reason. */
  'absence-approved',
  'absence-rejected',
  'absence-cancelled',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Screens a notification opens (spec §2 routes). */
export const NOTIFICATION_SCREENS = ['/timesheet-overview', '/timesheet-review', '/absences'] as const;

/** Where a notification leads: a screen, the week to show, and on the Review whose week it is. */
export const NotificationLinkSchema = z.object({
  screen: z.enum(NOTIFICATION_SCREENS),
  weekStart: z.string(),
  userId: z.string().nullable(),
});
export type NotificationLink = z.infer<typeof NotificationLinkSchema>;

/**
 * The portal address of a link, relative to its origin: the screen with the week (`week`) and, on
 * the Review, the person (`user`) in the query string. Emails and the web app build it the same way.
 */
export function notificationHref(link: NotificationLink): string {
  const user = link.userId ? `&user=${encodeURIComponent(link.userId)}` : '';
  return `${link.screen}?week=${encodeURIComponent(link.weekStart)}${user}`;
}

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  /** One line, ready to show. */
  title: z.string(),
  /** More text, such as a rejection's reason; null when there is none. */
  body: z.string().nullable(),
  link: NotificationLinkSchema,
  /** ISO timestamp. */
  createdAt: z.string(),
  /** ISO timestamp of when it was read, or null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** POST /api/notifications/getNotifications: the caller's own notifications. */
export const GetNotificationsBody = TenantBodySchema;
export const GetNotificationsAnswer = z.object({
  result: z.literal(1),
  /** The newest, at most MAX_NOTIFICATIONS_LISTED. */
  data: z.array(NotificationSchema),
  /** How many of all the caller's notifications are unread. */
  unread: z.number().int(),
});
export type GetNotificationsAnswer = z.infer<typeof GetNotificationsAnswer>;

/** POST /api/notifications/markNotificationsRead: the named ones, or without `ids` all of the caller's. */
export const MarkNotificationsReadBody = TenantBodySchema.extend({
  ids: z.array(IdSchema).min(1).max(MAX_NOTIFICATION_IDS).optional(),
});

/**
 * POST /api/notifications/remind: reminds people to submit the week starting `weekStart`; without
 * `userIds`, every active person of the tenant who has not submitted it.
 */
export const RemindBody = TenantBodySchema.extend({
  weekStart: WeekStartSchema,
  userIds: z.array(IdSchema).min(1).max(MAX_REMIND_USERS).optional(),
});
export const RemindAnswer = z.object({
  result: z.literal(1),
  msg: z.string(),
  /** People reminded now. */
  reminded: z.number().int(),
  /** People left out: reminded within the last REMINDER_QUIET_MINUTES, or (when named) already submitted. */
  skipped: z.number().int(),
});
export type RemindAnswer = z.infer<typeof RemindAnswer>;

/** The calls of the notification bell and of reminders. */
export const notificationsApi = {
  getNotifications: readEndpoint({
    method: 'POST',
    path: '/api/notifications/getNotifications',
    summary: "The caller's newest notifications and how many are unread.",
    input: GetNotificationsBody,
    answer: GetNotificationsAnswer,
  }),
  markNotificationsRead: changeEndpoint({
    method: 'POST',
    path: '/api/notifications/markNotificationsRead',
    summary: "Marks the caller's notifications read: those named, or all.",
    input: MarkNotificationsReadBody,
    answer: MessageAnswerSchema,
    invalidates: (_input, author) => [changed.notifications(author.userId)],
  }),
  remind: changeEndpoint({
    method: 'POST',
    path: '/api/notifications/remind',
    summary: 'Reminds people who have not submitted a week; nobody twice within an hour.',
    input: RemindBody,
    answer: RemindAnswer,
    roles: REVIEWER_ROLES,
    // Whom it reaches, the service records as it notifies each.
    invalidates: () => [],
  }),
};
