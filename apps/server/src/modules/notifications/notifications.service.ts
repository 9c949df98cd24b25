import crypto from 'node:crypto';
import {
  api,
  DEFAULT_LOCALE,
  localeOf,
  MAX_NOTIFICATIONS_LISTED,
  REMINDER_QUIET_MINUTES,
  type GetNotificationsAnswer,
  type LiveEvent,
  type NotificationKind,
  type NotificationLink,
  type NotificationParams,
  type WeekStatus,
  weekEndOf,
  weekStartOf,
} from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Caller } from '../../context/caller.ts';
import { mailContext, recordEvents } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import type { EmailOutboxTable, NotificationTable } from '../../db/schema.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { peopleWithNothingToLog } from '../working-time/working-time.service.ts';
import { notificationTitle, renderEmail, type EmailContent } from './notifications.email.ts';
import { absenceParams, presentNotification, type AbsenceSubject } from './notifications.presenter.ts';
import * as repository from './notifications.repository.ts';

/** One notification to write, and whether its recipient also gets it by email. */
interface Note {
  to: repository.Recipient;
  kind: NotificationKind;
  /** What its title is worded with, in whichever language it is read. */
  params: NotificationParams;
  body: string | null;
  link: NotificationLink;
  email: boolean;
}

/**
 * Writes notifications, and their emails when email is configured, in the caller's transaction,
 * and records a live event for each recipient. The title is stored in English; an email is
 * written in its recipient's language: their own, else their tenant's default, else English.
 */
async function write(trx: Db, tenantId: string, actorId: string | null, notes: Note[], at: string) {
  const mail = mailContext();
  const rows: Insertable<NotificationTable>[] = notes.map((note) => ({
    tenant_id: tenantId,
    id: crypto.randomUUID(),
    user_id: note.to.id,
    kind: note.kind,
    title: notificationTitle(DEFAULT_LOCALE, note.kind, note.params),
    body: note.body,
    params: JSON.stringify(note.params),
    link_screen: note.link.screen,
    link_week: note.link.weekStart,
    link_user_id: note.link.userId,
    actor_id: actorId,
    created_at: at,
    read_at: null,
  }));
  const emailed = mail ? notes.filter((note) => note.email) : [];
  const tenantLanguage = emailed.length > 0 ? await repository.tenantLanguage(trx, tenantId) : null;
  const emails: Insertable<EmailOutboxTable>[] = mail
    ? emailed.map((note) => {
        const content = renderEmail(note, mail.publicUrl, localeOf(note.to.language, tenantLanguage));
        return {
          tenant_id: tenantId,
          id: crypto.randomUUID(),
          to_address: note.to.email,
          subject: content.subject,
          text_body: content.text,
          html_body: content.html,
          created_at: at,
          next_attempt_at: at,
          sent_at: null,
          failed_at: null,
          last_error: null,
        };
      })
    : [];
  await repository.insertNotifications(trx, rows);
  await repository.insertEmails(trx, emails);
  recordEvents(...notes.map((note): LiveEvent => ({ type: 'notifications', userId: note.to.id })));
}

/** A file an email carries. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Queues emails that are no notification (a scheduled report) in the caller's transaction, to be
 * sent by the outbox's sender once it committed, attachments and all.
 */
export async function queueEmails(
  trx: Db,
  tenantId: string,
  emails: { to: string; content: EmailContent; attachments: EmailAttachment[] }[],
  at: string,
): Promise<void> {
  await repository.insertEmails(
    trx,
    emails.map(({ to, content, attachments }) => ({
      tenant_id: tenantId,
      id: crypto.randomUUID(),
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      attachments: JSON.stringify(
        attachments.map((file) => ({ ...file, content: file.content.toString('base64') })),
      ),
      created_at: at,
      next_attempt_at: at,
      sent_at: null,
      failed_at: null,
      last_error: null,
    })),
  );
}

/**
 * Tells the people a week's status change concerns, in the change's transaction: its owner of a
 * decision (approved, rejected with the reason, reopened with the reason; also by email), the
 * tenant's Managers and Admins of a submission. Nobody is told of their own doing. Call it last in
 * the transaction.
 */
export async function notifyWeekChange(
  trx: Db,
  actor: Caller,
  change: { userId: string; weekStart: string; from: WeekStatus; to: WeekStatus; reason: string | null },
): Promise<void> {
  const { userId, weekStart, to } = change;
  const kind: NotificationKind | undefined =
    to === 'Submitted'
      ? 'week-submitted'
      : to === 'Approved'
        ? 'week-approved'
        : to === 'Rejected'
          ? 'week-rejected'
          : change.from === 'Approved'
            ? 'week-reopened'
            : undefined;
  const notes: Note[] = [];
  if (kind === 'week-submitted') {
    const reviewers = await repository.activeReviewers(trx, actor.tenantId);
    const owner = (await repository.activePeople(trx, actor.tenantId, [userId]))[0];
    for (const reviewer of reviewers.filter((person) => person.id !== actor.userId)) {
      notes.push({
        to: reviewer,
        kind,
        params: { week: weekStart, ...(owner ? { name: owner.name } : {}) },
        body: null,
        link: { screen: '/timesheet-review', weekStart, userId },
        email: false,
      });
    }
  } else if (kind && userId !== actor.userId) {
    const people = await repository.activePeople(trx, actor.tenantId, [userId, actor.userId]);
    const owner = people.find((person) => person.id === userId);
    const by = people.find((person) => person.id === actor.userId)?.name;
    if (owner) {
      notes.push({
        to: owner,
        kind,
        params: { week: weekStart, ...(by === undefined ? {} : { name: by }) },
        body: change.reason,
        link: { screen: '/timesheet-overview', weekStart, userId: null },
        email: true,
      });
    }
  }
  await write(trx, actor.tenantId, actor.userId, notes, new Date().toISOString());
  // approveAllSubmitted's input does not name the weeks it approves, so each is told here.
  recordEvents({ type: 'week', userId, weekStart });
}

/** A change of an absence, as its notifications tell it. */
export interface AbsenceChange {
  kind: Extract<NotificationKind, `absence-${string}`>;
  absence: AbsenceSubject & { userId: string; note: string; reason: string | null };
}

/**
 * Tells the people an absence change concerns, in the change's transaction, in the bell and by
 * email: of a request (or of sick leave recorded) the Managers and Admins who may decide for the
 * person; of a decision or a cancellation the person. Nobody is told of their own doing. Call it
 * last in the transaction.
 */
export async function notifyAbsenceChange(trx: Db, actor: Caller, { kind, absence }: AbsenceChange) {
  const link: NotificationLink = { screen: '/absences', weekStart: weekStartOf(absence.from), userId: null };
  const person = (await repository.activePeople(trx, actor.tenantId, [absence.userId]))[0];
  const notes: Note[] = [];
  if (kind === 'absence-requested') {
    const reviewers = await repository.activeReviewers(trx, actor.tenantId);
    // Managers decide for people of role User only, and nobody decides their own.
    const deciders = reviewers.filter(
      (reviewer) =>
        reviewer.id !== actor.userId &&
        reviewer.id !== absence.userId &&
        (reviewer.role === 'Admin' || person?.role === 'User'),
    );
    for (const decider of deciders) {
      notes.push({
        to: decider,
        kind,
        params: absenceParams(absence, person?.name),
        body: absence.note || null,
        link: { ...link, userId: absence.userId },
        email: true,
      });
    }
  } else if (person && absence.userId !== actor.userId) {
    notes.push({
      to: person,
      kind,
      params: absenceParams(absence),
      body: absence.reason,
      link,
      email: true,
    });
  }
  await write(trx, actor.tenantId, actor.userId, notes, new Date().toISOString());
}

/**
 * Tells the tenant's Managers and Admins, in the bell and by email, that a project reached a
 * threshold of its estimate or budget. Call it in the transaction that claimed the alert.
 */
export async function notifyBudgetReached(
  trx: Db,
  tenantId: string,
  alert: { projectId: string; project: string; measure: 'hours' | 'money'; percent: number },
): Promise<void> {
  const at = new Date().toISOString();
  const reviewers = await repository.activeReviewers(trx, tenantId);
  const notes: Note[] = reviewers.map((reviewer) => ({
    to: reviewer,
    kind: 'budget-reached',
    params: { project: alert.project, measure: alert.measure, percent: String(alert.percent) },
    body: null,
    link: { screen: '/projects', weekStart: weekStartOf(at.slice(0, 10)), userId: null },
    email: true,
  }));
  await write(trx, tenantId, null, notes, at);
}

/**
 * Tells the tenant's Admins, in the bell and by email, that a webhook endpoint was disabled after
 * failing for a day. Call it in the transaction that disabled it.
 */
export async function notifyWebhookDisabled(
  trx: Db,
  tenantId: string,
  webhook: { url: string },
): Promise<void> {
  const at = new Date().toISOString();
  const notes: Note[] = (await repository.activeAdmins(trx, tenantId)).map((admin) => ({
    to: admin,
    kind: 'webhook-disabled',
    params: { url: webhook.url },
    body: null,
    link: { screen: '/settings', weekStart: weekStartOf(at.slice(0, 10)), userId: null },
    email: true,
  }));
  await write(trx, tenantId, null, notes, at);
}

/**
 * Reminds people to submit the week starting `weekStart`, in the caller's transaction: those of
 * `userIds` (all of whom must be active people of the tenant), or everyone active who has not
 * submitted it. Nobody who submitted it, or was reminded within REMINDER_QUIET_MINUTES, is reminded.
 */
export async function remindInTransaction(
  trx: Db,
  tenantId: string,
  actorId: string | null,
  weekStart: string,
  userIds: string[] | undefined,
  now: Date,
): Promise<{ reminded: number; skipped: number }> {
  const named = userIds && [...new Set(userIds)];
  const people = await repository.activePeople(trx, tenantId, named);
  if (named && people.length !== named.length) throw refuse(404, 'user-not-found');
  const submitted = await repository.submittedWeekOwners(trx, tenantId, weekStart);
  // Everyone who has not submitted, but not whoever had no hours to log that week (holidays, days
  // off, approved absences); someone named is reminded as asked.
  const excused = named
    ? new Set<string>()
    : await peopleWithNothingToLog(trx, tenantId, weekStart, weekEndOf(weekStart));
  const considered = named
    ? people
    : people.filter((person) => !submitted.has(person.id) && !excused.has(person.id));
  const since = new Date(now.getTime() - REMINDER_QUIET_MINUTES * 60_000).toISOString();
  const recent = await repository.remindedSince(
    trx,
    tenantId,
    considered.map((person) => person.id),
    since,
  );
  const due = considered.filter((person) => !submitted.has(person.id) && !recent.has(person.id));
  await write(
    trx,
    tenantId,
    actorId,
    due.map((person) => ({
      to: person,
      kind: 'reminder',
      params: { week: weekStart },
      body: null,
      link: { screen: '/timesheet-overview', weekStart, userId: null },
      email: true,
    })),
    now.toISOString(),
  );
  return { reminded: due.length, skipped: considered.length - due.length };
}

/** The lock that serialises a tenant's reminders, so that two at once see each other's. */
export const remindLockOf = (tenantId: string) => `remind:${tenantId}`;

/** A Manager's or Admin's reminder of one week. */
export async function remind(
  db: Db,
  caller: Caller,
  weekStart: string,
  userIds: string[] | undefined,
): Promise<{ reminded: number; skipped: number }> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, remindLockOf(caller.tenantId));
    const counts = await remindInTransaction(
      trx,
      caller.tenantId,
      caller.userId,
      weekStart,
      userIds,
      new Date(),
    );
    await audit.record(trx, caller, api.notifications.remind, weekStart);
    return counts;
  });
}

export async function getNotifications(
  db: Db,
  caller: Caller,
): Promise<Omit<GetNotificationsAnswer, 'result'>> {
  const [rows, unread] = await Promise.all([
    repository.listNotifications(db, caller.tenantId, caller.userId, MAX_NOTIFICATIONS_LISTED),
    repository.countUnread(db, caller.tenantId, caller.userId),
  ]);
  return { data: rows.map(presentNotification), unread };
}

/**
 * Marks the caller's notifications read; ids of anyone else's are passed over like unknown ones.
 * Like every change it is audited, once per call that marks any, with no target: the ids are many.
 */
export function markNotificationsRead(db: Db, caller: Caller, ids: string[] | undefined): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const marked = await repository.markRead(
      trx,
      caller.tenantId,
      caller.userId,
      ids,
      new Date().toISOString(),
    );
    if (marked > 0) await audit.record(trx, caller, api.notifications.markNotificationsRead, null);
    return marked;
  });
}
