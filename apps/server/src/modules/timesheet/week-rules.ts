import crypto from 'node:crypto';
import {
  HOURS_PRECISION,
  MAX_HOURS_PER_DAY,
  MAX_PERIOD_DAYS,
  calendarDaysBetween,
  refusalMonth,
  weekStartOf,
  type WeekStatus,
} from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey, lockKeyInStatement, lockKeys } from '../../db/locks.ts';
import { sql, type Expression } from 'kysely';
import { refuse, refuseField } from '../../errors.ts';
import { approvedFullDayTypeOn, fullDayAbsenceDays } from '../absences/absences.service.ts';
import { closedMonthOf } from '../working-time/working-time.service.ts';
import { userExists } from '../users/users.service.ts';
import { toHours } from './timesheet.presenter.ts';
import * as entries from './timesheet.repository.ts';
import type { EntryWorthRow, WorkItem } from './timesheet.repository.ts';
import type { EntryPrice } from './entry-pricing.ts';
import * as weeks from './week-approval.repository.ts';

/** The most a user's day holds, in the stored hundredths of an hour. */
export const DAY_LIMIT_CENTIHOURS = MAX_HOURS_PER_DAY * HOURS_PRECISION;

/**
 * Takes the lock of one user's week for the rest of the transaction: status changes and time
 * entry changes of that week wait for each other, so none sees the other half-done.
 */
export function lockWeek(trx: Db, tenantId: string, userId: string, weekStart: string) {
  return lockKey(trx, weekLockOf(tenantId, userId, weekStart));
}

const weekLockOf = (tenantId: string, userId: string, weekStart: string) =>
  `week:${tenantId}:${userId}:${weekStart}`;

/**
 * `lockWeek` of the week holding `date`, a date PostgreSQL reads in the same statement (a taken
 * timer's), as SQL to select: the week starts on its Sunday, as `weekStartOf` says.
 */
export function lockWeekInStatement(tenantId: string, userId: string, date: Expression<string>) {
  const weekStart = sql<string>`to_char(cast(${date} as date) - cast(extract(dow from cast(${date} as date)) as integer), 'YYYY-MM-DD')`;
  return lockKeyInStatement(sql<string>`${weekLockOf(tenantId, userId, '')} || ${weekStart}`);
}

/** `lockWeek` for many weeks at once, in one round trip. */
export function lockWeeks(
  trx: Db,
  tenantId: string,
  weeks: readonly { userId: string; weekStart: string }[],
) {
  return lockKeys(
    trx,
    weeks.map((week) => weekLockOf(tenantId, week.userId, week.weekStart)),
  );
}

/** One user's week status, Open when never touched. */
export async function weekStatusOf(
  db: Db,
  tenantId: string,
  userId: string,
  weekStart: string,
): Promise<WeekStatus> {
  return (await weeks.findWeek(db, tenantId, userId, weekStart))?.status ?? 'Open';
}

/** Records one step of a week's history, taken by the caller. */
export function recordWeekTransition(
  db: Db,
  caller: Caller,
  userId: string,
  weekStart: string,
  from: WeekStatus,
  to: WeekStatus,
  reason: string | null,
) {
  return weeks.recordTransition(db, {
    tenant_id: caller.tenantId,
    id: crypto.randomUUID(),
    user_id: userId,
    week_start: weekStart,
    from_status: from,
    to_status: to,
    actor_id: caller.userId,
    reason,
    at: new Date().toISOString(),
  });
}

/** What `lockOpenWeek` found of the day it opened, for the change's own checks. */
export interface OpenDay {
  date: string;
  /** Whether an approved full-day absence covers the day (`refuseAbsenceDay` asks the rest). */
  absent: boolean;
  /** The hundredths already logged on the day. */
  loggedCentihours: number;
  /** The entries of the week-grid cell of the task `lockOpenWeek` was given, on the day. */
  cell: {
    entries: number;
    /** The first of them, and what it is worth to the running totals; null for an empty cell. */
    first: (EntryWorthRow & { id: string }) | null;
  };
  /** The live project and task of the work `lockOpenWeek` was given, and its price; null without. */
  work: (LiveWork & { price: EntryPrice }) | null;
}

/** A live task and its live project, which time may be logged on. */
export interface LiveWork {
  projectId: string;
  taskId: string;
}

/**
 * The work time is logged on, refused unless its task and project are live (404) and, when the
 * change names the project, the task is the project's (400).
 */
function liveWork(
  work: WorkItem,
  { taskProjectId, liveProjectId }: { taskProjectId: string | null; liveProjectId: string | null },
): LiveWork {
  if (work.projectId === undefined) {
    if (taskProjectId === null) throw refuse(404, 'task-not-found');
    if (liveProjectId === null) throw refuse(404, 'project-not-found');
    return { projectId: taskProjectId, taskId: work.taskId };
  }
  if (liveProjectId === null) throw refuse(404, 'project-not-found');
  if (taskProjectId === null) throw refuse(404, 'task-not-found');
  if (taskProjectId !== work.projectId) throw refuseField('taskId', 'task-not-in-project');
  return { projectId: work.projectId, taskId: work.taskId };
}

/**
 * Takes the lock of the user's week holding `date` and refuses a change to its time when the
 * date's month is closed for the user, or the week is submitted or approved (409). A rejected week
 * opens again with the change. Call it inside the change's transaction, before the change's own
 * checks: under the lock, two changes cannot both pass the day's limit, nor slip past a submit.
 * What it read of the day after taking the lock is what those checks use: of the cell of `cell`
 * (a task id) when given, and the work time is logged on (`work`, refused first when not live).
 * `weekLocked`: the change took the lock already (`lockWeekInStatement`).
 */
export async function lockOpenWeek(
  trx: Db,
  caller: Caller,
  userId: string,
  date: string,
  {
    cell = null,
    work = null,
    weekLocked = false,
  }: { cell?: string | null; work?: WorkItem | null; weekLocked?: boolean } = {},
): Promise<OpenDay> {
  const weekStart = weekStartOf(date);
  if (!weekLocked) await lockWeek(trx, caller.tenantId, userId, weekStart);
  const day = await entries.dayUnderChange(
    trx,
    caller.tenantId,
    userId,
    date,
    {
      closedMonth: closedMonthOf(trx, caller.tenantId, userId, date),
      absence: approvedFullDayTypeOn(trx, caller.tenantId, userId, date),
    },
    cell,
    work,
  );
  const live = work && liveWork(work, day.work);
  if (day.closedMonth) throw refuse(409, 'month-closed', { month: refusalMonth(day.closedMonth) });
  const status = day.weekStatus ?? 'Open';
  if (status === 'Submitted') throw refuse(409, 'week-submitted');
  if (status === 'Approved') throw refuse(409, 'week-approved');
  if (status === 'Rejected')
    await recordWeekTransition(trx, caller, userId, weekStart, 'Rejected', 'Open', null);
  return {
    date,
    absent: day.absent,
    loggedCentihours: day.loggedCentihours,
    cell: day.cell,
    work: live && { ...live, price: day.work.price },
  };
}

/**
 * Refuses to work with another user's time for a role User (403), and with a user who is not the
 * tenant's (404); Managers and Admins work with anyone's in the tenant.
 */
export async function refuseUnlessMayActFor(db: Db, caller: Caller, userId: string): Promise<void> {
  if (caller.role === 'User' && userId !== caller.userId) throw refuse(403, 'own-time-entries-only');
  if (userId !== caller.userId && !(await userExists(db, caller.tenantId, userId))) {
    throw refuse(404, 'user-not-found');
  }
}

/**
 * Refuses new time on a day of the user's approved full-day absence (409) unless the change
 * confirms it: time logged on such a day is on-call work, and counts as overtime.
 */
export async function refuseAbsenceDay(
  db: Db,
  tenantId: string,
  userId: string,
  day: Pick<OpenDay, 'date'> & Partial<OpenDay>,
  confirmed: boolean | undefined,
): Promise<void> {
  // A day read under its week's lock says whether an absence covers it; any other day is asked.
  if (confirmed || day.absent === false) return;
  const type = (await fullDayAbsenceDays(db, tenantId, userId, day.date, day.date)).get(day.date);
  if (type) throw refuse(409, 'absence-day', { date: day.date, type });
}

/** Refuses a period of more than MAX_PERIOD_DAYS days to read at once (400). */
export function refuseOverlongPeriod({ startDate, endDate }: { startDate: string; endDate: string }): void {
  if (calendarDaysBetween(startDate, endDate) >= MAX_PERIOD_DAYS)
    throw refuseField('endDate', 'read-period-too-long');
}

/** The active project and task time is logged on; the task must belong to the project. */
export async function findWorkItem(db: Db, tenantId: string, projectId: string, taskId: string) {
  const found = await entries.liveWorkItem(db, tenantId, projectId, taskId);
  return liveWork(
    { projectId, taskId },
    { taskProjectId: found.task_project_id, liveProjectId: found.live_project_id },
  );
}

/**
 * Refuses a change that would take the user's day past 24 hours (400): `centihours` more, in place
 * of `replaced` of what is logged. What is logged was read holding the week's lock, so two changes
 * cannot both pass.
 */
export function refusePastDayLimit(day: OpenDay, centihours: number, replaced = 0): void {
  const total = day.loggedCentihours - replaced + centihours;
  if (total > DAY_LIMIT_CENTIHOURS) {
    throw refuse(400, 'day-limit', { date: day.date, hours: toHours(total), maxHours: MAX_HOURS_PER_DAY });
  }
}

/** What one logged entry holds beyond its work. */
export interface EntryFields {
  userId: string;
  date: string;
  centihours: number;
  description: string;
}

/**
 * Logs an entry on `work` inside the caller's transaction under the rules of every way of logging
 * time: a live task of a live project, the week's lock, an open week, the day's limit. Answers the
 * new entry's id.
 */
export async function logEntry(
  trx: Db,
  caller: Caller,
  work: Required<WorkItem>,
  entry: EntryFields,
  { weekLocked = false } = {},
): Promise<string> {
  const day = await lockOpenWeek(trx, caller, entry.userId, entry.date, { work, weekLocked });
  return logEntryInOpenWeek(trx, caller, entry, day);
}

/**
 * `logEntry` for a change that has already locked the entry's open week and day, with its work
 * (`lockOpenWeek`): the entry is logged on that work, at the price the day's statement found.
 */
export async function logEntryInOpenWeek(
  trx: Db,
  caller: Caller,
  entry: EntryFields,
  day: OpenDay,
): Promise<string> {
  if (!day.work) throw new Error('An entry is logged on the work its day was opened for');
  refusePastDayLimit(day, entry.centihours);
  const id = crypto.randomUUID();
  await entries.insertEntry(trx, {
    tenant_id: caller.tenantId,
    id,
    user_id: entry.userId,
    project_id: day.work.projectId,
    task_id: day.work.taskId,
    date: entry.date,
    centihours: entry.centihours,
    description: entry.description,
    created_at: new Date().toISOString(),
    ...day.work.price,
  });
  return id;
}
