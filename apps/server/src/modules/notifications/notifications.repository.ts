import type { Insertable } from 'kysely';
import { type Locale, REVIEWER_ROLES, type Role } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import type { EmailOutboxTable, NotificationTable } from '../../db/schema.ts';

export async function insertNotifications(db: Db, rows: Insertable<NotificationTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
}

/** One person's newest notifications. */
export function listNotifications(db: Db, tenantId: string, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, tenantId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks one person's unread notifications read: those of `ids`, or all; answers how many. */
export async function markRead(
  db: Db,
  tenantId: string,
  userId: string,
  ids: string[] | undefined,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Who of `userIds` was reminded at `since` or later. */
export async function remindedSince(
  db: Db,
  tenantId: string,
  userIds: string[],
  since: string,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .where('created_at', '>=', since)
    .where('kind', '=', 'reminder')
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Someone a notification is for: whom its title may name, where its email goes, in which language. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Their own language; null follows their tenant's default. */
  language: Locale | null;
}

const RECIPIENT_COLUMNS = ['id', 'name', 'email', 'role', 'language'] as const;

/** The tenant's active people: those of `ids`, or everyone. */
export function activePeople(db: Db, tenantId: string, ids?: string[]): Promise<Recipient[]> {
  return db
    .selectFrom('users')
    .select(RECIPIENT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('deactivated_at', 'is', null)
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids!))
    .execute();
}

/** The tenant's active Managers and Admins. */
export function activeReviewers(db: Db, tenantId: string): Promise<Recipient[]> {
  return db
    .selectFrom('users')
    .select(RECIPIENT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('deactivated_at', 'is', null)
    .where('role', 'in', [...REVIEWER_ROLES])
    .execute();
}

export function activeAdmins(db: Db, tenantId: string): Promise<Recipient[]> {
  return db
    .selectFrom('users')
    .select(RECIPIENT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('deactivated_at', 'is', null)
    .where('role', '=', 'Admin')
    .execute();
}

/** Who has submitted the week starting `weekStart`, or had it approved. */
export async function submittedWeekOwners(db: Db, tenantId: string, weekStart: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('week_statuses')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('week_start', '=', weekStart)
    .where('status', 'in', ['Submitted', 'Approved'])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The tenant's default language, null when it has none. */
export async function tenantLanguage(db: Db, tenantId: string): Promise<Locale | null> {
  const row = await db
    .selectFrom('tenant_settings')
    .select('language')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.language ?? null;
}

export async function insertEmails(db: Db, rows: Insertable<EmailOutboxTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('email_outbox').values(rows).execute();
}

/**
 * Claims the automatic reminder of a tenant's week. Whoever inserts the row runs it; everyone else
 * inserts nothing, having waited for the first to commit or roll back.
 */
export async function claimReminderRun(db: Db, tenantId: string, weekStart: string, at: string) {
  const result = await db
    .insertInto('reminder_runs')
    .values({ tenant_id: tenantId, week_start: weekStart, ran_at: at })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'week_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes what is older than the retention, for every tenant: run in the system context. */
export async function purgeBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('notifications').where('created_at', '<', before).execute();
  await db.deleteFrom('reminder_runs').where('ran_at', '<', before).execute();
  // A scheduled report's period is due for a day only: its claim is not needed long after.
  await db.deleteFrom('saved_report_runs').where('ran_at', '<', before).execute();
  await db
    .deleteFrom('email_outbox')
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
    .execute();
}

/** Emails due at `now`, across tenants, oldest due first: read in the system context. */
export function dueEmails(db: Db, now: string, limit: number) {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes an email for one attempt, unless another sender (another instance) took it since it was
 * read: its attempts are counted and it rests until `leaseUntil`, when it is due again should this
 * sender never report back.
 */
export async function claimEmail(
  db: Db,
  email: { tenant_id: string; id: string; attempts: number },
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ attempts: email.attempts + 1, next_attempt_at: leaseUntil })
    .where('tenant_id', '=', email.tenant_id)
    .where('id', '=', email.id)
    .where('attempts', '=', email.attempts)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records how an attempt went: sent, due again at `retryAt`, or given up. */
export async function recordAttempt(
  db: Db,
  email: { tenant_id: string; id: string },
  outcome: { sentAt: string } | { retryAt: string; error: string } | { failedAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set(
      'sentAt' in outcome
        ? { sent_at: outcome.sentAt, last_error: null }
        : 'retryAt' in outcome
          ? { next_attempt_at: outcome.retryAt, last_error: outcome.error }
          : { failed_at: outcome.failedAt, last_error: outcome.error },
    )
    .where('tenant_id', '=', email.tenant_id)
    .where('id', '=', email.id)
    .execute();
}
