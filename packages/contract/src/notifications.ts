import { z } from 'zod';
import { IdSchema, MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import {
  DEFAULT_LOCALE,
  defineMessages,
  type DisplayLocale,
  type MessageDescriptor,
  PSEUDO_LOCALE,
} from './i18n.ts';
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
  /**
   * To the tenant's Managers and Admins: a project's hours reached 80 % or 100 % of its estimate,
   * or its cost of its budget (`measure` hours or money, `percent`, `project`).
   */
  'budget-reached',
  /** To the tenant's Admins: a webhook endpoint failed for a day and was disabled (`url`). */
  'webhook-disabled',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Screens a notification opens (spec §2 routes). */
export const NOTIFICATION_SCREENS = [
  '/timesheet-overview',
  '/timesheet-review',
  '/absences',
  '/projects',
  '/settings',
] as const;

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

/**
 * What a notification's title is worded with, so that each reader sees it in their own language:
 * `name` (whoever the notification is about or from; absent when they are unknown), `week` (the
 * week's Sunday), `type` (an absence type), `from` and `to` (an absence's first and last day),
 * `halfDay` ('yes' or 'no'). Days are ISO dates.
 */
export const NotificationParamsSchema = z.record(z.string(), z.string());
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

/** The params that hold a day: English shows the ISO date, other languages write it their way. */
export const NOTIFICATION_DAY_PARAMS = ['week', 'from', 'to'] as const;

const ABSENCE_TYPE_DESCRIPTION =
  "type is the absence type (vacation, sick, overtime, unpaid; 'other' is any other paid absence); " +
  'from and to are days; halfDay is yes or no.';

/**
 * The titles of notifications and of their emails, one message per kind and shape. The English
 * wording is the specification's and is what `title` stores.
 */
export const NOTIFICATION_TITLES = defineMessages({
  webhookDisabled: {
    id: 'notifications.title.webhook-disabled',
    defaultMessage: 'The webhook to {url} was disabled after failing for a day',
    description: 'To Admins; url is the address the webhook sent its events to.',
  },
  budgetReached: {
    id: 'notifications.title.budget-reached',
    defaultMessage:
      '{project} has reached {percent}% of its {measure, select, hours {estimated hours} other {budget}}',
    description: 'To Managers and Admins; percent is 80 or 100, measure is hours or money.',
  },
  weekSubmitted: {
    id: 'notifications.title.week-submitted',
    defaultMessage: '{name} submitted the week of {week}',
    description: 'To Managers and Admins; week is the day the week starts.',
  },
  weekSubmittedBySomeone: {
    id: 'notifications.title.week-submitted-by-someone',
    defaultMessage: 'Someone submitted the week of {week}',
    description: 'To Managers and Admins, when the person is no longer known.',
  },
  weekApproved: {
    id: 'notifications.title.week-approved',
    defaultMessage: 'Your week of {week} was approved by {name}',
  },
  weekApprovedBySomeone: {
    id: 'notifications.title.week-approved-by-someone',
    defaultMessage: 'Your week of {week} was approved by someone',
  },
  weekRejected: {
    id: 'notifications.title.week-rejected',
    defaultMessage: 'Your week of {week} was rejected by {name}',
  },
  weekRejectedBySomeone: {
    id: 'notifications.title.week-rejected-by-someone',
    defaultMessage: 'Your week of {week} was rejected by someone',
  },
  weekReopened: {
    id: 'notifications.title.week-reopened',
    defaultMessage: 'Your week of {week} was reopened by {name}',
  },
  weekReopenedBySomeone: {
    id: 'notifications.title.week-reopened-by-someone',
    defaultMessage: 'Your week of {week} was reopened by someone',
  },
  reminder: {
    id: 'notifications.title.reminder',
    defaultMessage: 'Please submit your timesheet for the week of {week}',
  },
  absenceRequestedDay: {
    id: 'notifications.title.absence-requested-day',
    defaultMessage:
      '{type, select, vacation {Vacation} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}} requested by {name}: {from}{halfDay, select, yes { (half day)} other {}}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceRequestedDays: {
    id: 'notifications.title.absence-requested-days',
    defaultMessage:
      '{type, select, vacation {Vacation} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}} requested by {name}: {from} to {to}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceRequestedDayBySomeone: {
    id: 'notifications.title.absence-requested-day-by-someone',
    defaultMessage:
      '{type, select, vacation {Vacation} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}} requested by someone: {from}{halfDay, select, yes { (half day)} other {}}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceRequestedDaysBySomeone: {
    id: 'notifications.title.absence-requested-days-by-someone',
    defaultMessage:
      '{type, select, vacation {Vacation} overtime {Overtime compensation} unpaid {Unpaid leave} other {Other paid absence}} requested by someone: {from} to {to}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  sickLeaveRecordedForDay: {
    id: 'notifications.title.sick-leave-recorded-for-day',
    defaultMessage: 'Sick leave recorded for {name}: {from}{halfDay, select, yes { (half day)} other {}}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  sickLeaveRecordedForDays: {
    id: 'notifications.title.sick-leave-recorded-for-days',
    defaultMessage: 'Sick leave recorded for {name}: {from} to {to}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  sickLeaveRecordedForSomeoneDay: {
    id: 'notifications.title.sick-leave-recorded-for-someone-day',
    defaultMessage: 'Sick leave recorded for someone: {from}{halfDay, select, yes { (half day)} other {}}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  sickLeaveRecordedForSomeoneDays: {
    id: 'notifications.title.sick-leave-recorded-for-someone-days',
    defaultMessage: 'Sick leave recorded for someone: {from} to {to}',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceApprovedDay: {
    id: 'notifications.title.absence-approved-day',
    defaultMessage:
      'Your {type, select, vacation {vacation} sick {sick leave} overtime {overtime compensation} unpaid {unpaid leave} other {other paid absence}} on {from}{halfDay, select, yes { (half day)} other {}} was approved',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceApprovedDays: {
    id: 'notifications.title.absence-approved-days',
    defaultMessage:
      'Your {type, select, vacation {vacation} sick {sick leave} overtime {overtime compensation} unpaid {unpaid leave} other {other paid absence}} from {from} to {to} was approved',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  sickLeaveRecordedDay: {
    id: 'notifications.title.sick-leave-recorded-day',
    defaultMessage: 'Your sick leave on {from}{halfDay, select, yes { (half day)} other {}} was recorded',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  sickLeaveRecordedDays: {
    id: 'notifications.title.sick-leave-recorded-days',
    defaultMessage: 'Your sick leave from {from} to {to} was recorded',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceRejectedDay: {
    id: 'notifications.title.absence-rejected-day',
    defaultMessage:
      'Your {type, select, vacation {vacation} sick {sick leave} overtime {overtime compensation} unpaid {unpaid leave} other {other paid absence}} on {from}{halfDay, select, yes { (half day)} other {}} was rejected',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceRejectedDays: {
    id: 'notifications.title.absence-rejected-days',
    defaultMessage:
      'Your {type, select, vacation {vacation} sick {sick leave} overtime {overtime compensation} unpaid {unpaid leave} other {other paid absence}} from {from} to {to} was rejected',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceCancelledDay: {
    id: 'notifications.title.absence-cancelled-day',
    defaultMessage:
      'Your {type, select, vacation {vacation} sick {sick leave} overtime {overtime compensation} unpaid {unpaid leave} other {other paid absence}} on {from}{halfDay, select, yes { (half day)} other {}} was cancelled',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
  absenceCancelledDays: {
    id: 'notifications.title.absence-cancelled-days',
    defaultMessage:
      'Your {type, select, vacation {vacation} sick {sick leave} overtime {overtime compensation} unpaid {unpaid leave} other {other paid absence}} from {from} to {to} was cancelled',
    description: ABSENCE_TYPE_DESCRIPTION,
  },
});

/** The message that words the title of a notification of `kind` with `params`. */
export function notificationTitleMessage(
  kind: NotificationKind,
  params: NotificationParams,
): MessageDescriptor {
  const titles = NOTIFICATION_TITLES;
  const named = params.name !== undefined;
  const span = (oneDay: MessageDescriptor, days: MessageDescriptor) =>
    params.from === params.to ? oneDay : days;
  // Sick leave needs no decision: it is recorded rather than requested and approved.
  const sick = params.type === 'sick';
  switch (kind) {
    case 'week-submitted':
      return named ? titles.weekSubmitted : titles.weekSubmittedBySomeone;
    case 'week-approved':
      return named ? titles.weekApproved : titles.weekApprovedBySomeone;
    case 'week-rejected':
      return named ? titles.weekRejected : titles.weekRejectedBySomeone;
    case 'week-reopened':
      return named ? titles.weekReopened : titles.weekReopenedBySomeone;
    case 'reminder':
      return titles.reminder;
    case 'absence-requested':
      if (sick) {
        return named
          ? span(titles.sickLeaveRecordedForDay, titles.sickLeaveRecordedForDays)
          : span(titles.sickLeaveRecordedForSomeoneDay, titles.sickLeaveRecordedForSomeoneDays);
      }
      return named
        ? span(titles.absenceRequestedDay, titles.absenceRequestedDays)
        : span(titles.absenceRequestedDayBySomeone, titles.absenceRequestedDaysBySomeone);
    case 'absence-approved':
      return sick
        ? span(titles.sickLeaveRecordedDay, titles.sickLeaveRecordedDays)
        : span(titles.absenceApprovedDay, titles.absenceApprovedDays);
    case 'absence-rejected':
      return span(titles.absenceRejectedDay, titles.absenceRejectedDays);
    case 'absence-cancelled':
      return span(titles.absenceCancelledDay, titles.absenceCancelledDays);
    case 'budget-reached':
      return titles.budgetReached;
    case 'webhook-disabled':
      return titles.webhookDisabled;
  }
}

/** How a language other than English writes a day of a title: 'Oct 4, 2026' in its own words. */
export const NOTIFICATION_DAY_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/**
 * The values a title is worded with in `locale`. English (and the test language made from it)
 * shows each day as the ISO date the specification writes; other languages write it with
 * `formatDay` (NOTIFICATION_DAY_FORMAT).
 */
export function notificationTitleValues(
  params: NotificationParams,
  locale: DisplayLocale,
  formatDay: (isoDate: string) => string,
): NotificationParams {
  if (locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE) return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      (NOTIFICATION_DAY_PARAMS as readonly string[]).includes(key) ? formatDay(value) : value,
    ]),
  );
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
  /**
   * What the title is worded with (see NotificationParamsSchema), so that a client shows it in its
   * reader's language through notificationTitleMessage; absent on notifications stored before.
   */
  params: NotificationParamsSchema.optional(),
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
