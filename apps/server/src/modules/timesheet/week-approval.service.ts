import crypto from 'node:crypto';
import {
  WEEK_MESSAGES,
  weekStartOf,
  type WeekState,
  type WeekStatus,
  type WeekStatusAnswer,
} from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { changeInTransaction } from '../audit/change-transaction.ts';
import { findUser } from '../users/users.repository.ts';
import * as repository from './week-approval.repository.ts';

/** The Saturday that ends the week starting on `weekStart`. */
export function weekEndOf(weekStart: string): string {
  const day = new Date(`${weekStart}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
}

/**
 * Takes the lock of one user's week for the rest of the transaction: status changes and time
 * entry changes of that week wait for each other, so none sees the other half-done.
 */
export function lockWeek(trx: Db, tenantId: string, userId: string, weekStart: string) {
  return lockKey(trx, `week:${tenantId}:${userId}:${weekStart}`);
}

async function statusOf(db: Db, tenantId: string, userId: string, weekStart: string): Promise<WeekStatus> {
  return (await repository.findWeek(db, tenantId, userId, weekStart))?.status ?? 'Open';
}

function record(
  db: Db,
  caller: Caller,
  userId: string,
  weekStart: string,
  from: WeekStatus,
  to: WeekStatus,
  reason: string | null,
) {
  return repository.recordTransition(db, {
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

/**
 * Refuses a change to time in a submitted or approved week. A rejected week opens again with the
 * change. Call it inside the change's transaction, holding the week's lock.
 */
export async function assertWeekEditable(
  trx: Db,
  caller: Caller,
  userId: string,
  date: string,
): Promise<void> {
  const weekStart = weekStartOf(date);
  const status = await statusOf(trx, caller.tenantId, userId, weekStart);
  if (status === 'Submitted') throw Conflict(WEEK_MESSAGES.submittedLocked);
  if (status === 'Approved') throw Conflict(WEEK_MESSAGES.approvedLocked);
  if (status === 'Rejected') await record(trx, caller, userId, weekStart, 'Rejected', 'Open', null);
}

interface Change {
  userId: string;
  weekStart: string;
  from: readonly WeekStatus[];
  to: WeekStatus;
  reason?: string | null;
  /** Further checks made under the week's lock. */
  check?: (trx: Db) => Promise<void>;
}

async function changeStatus(db: Db, caller: Caller, change: Change): Promise<void> {
  await changeInTransaction(db, async (trx) => {
    await lockWeek(trx, caller.tenantId, change.userId, change.weekStart);
    const current = await statusOf(trx, caller.tenantId, change.userId, change.weekStart);
    if (!change.from.includes(current)) {
      throw Conflict(`This week is ${current.toLowerCase()}, so it cannot become ${change.to.toLowerCase()}`);
    }
    await change.check?.(trx);
    await record(trx, caller, change.userId, change.weekStart, current, change.to, change.reason ?? null);
  });
}

/**
 * Managers and Admins decide on weeks, never on their own unless they are the tenant's only
 * Admin (someone has to approve that Admin's time).
 */
async function assertMayDecide(db: Db, caller: Caller, userId: string, { adminOnly = false } = {}) {
  if (caller.role === 'User' || (adminOnly && caller.role !== 'Admin')) {
    throw Forbidden(
      adminOnly ? 'Only Admins reopen approved weeks' : 'Only Managers and Admins approve timesheets',
    );
  }
  if (userId === caller.userId) {
    if (caller.role !== 'Admin' || (await repository.countAdmins(db, caller.tenantId)) > 1) {
      throw Forbidden('You cannot decide on your own week');
    }
  } else if (!(await findUser(db, caller.tenantId, userId))) {
    throw NotFound('User not found');
  }
}

export function submitWeek(db: Db, caller: Caller, weekStart: string): Promise<void> {
  return changeStatus(db, caller, {
    userId: caller.userId,
    weekStart,
    from: ['Open', 'Rejected'],
    to: 'Submitted',
    check: async (trx) => {
      const entries = await repository.countEntriesInWeek(
        trx,
        caller.tenantId,
        caller.userId,
        weekStart,
        weekEndOf(weekStart),
      );
      if (entries === 0) throw BadRequest('weekStart: there are no entries in this week to submit');
    },
  });
}

export async function approveWeek(db: Db, caller: Caller, userId: string, weekStart: string): Promise<void> {
  await assertMayDecide(db, caller, userId);
  await changeStatus(db, caller, { userId, weekStart, from: ['Submitted'], to: 'Approved' });
}

export async function rejectWeek(db: Db, caller: Caller, userId: string, weekStart: string, reason: string) {
  await assertMayDecide(db, caller, userId);
  await changeStatus(db, caller, { userId, weekStart, from: ['Submitted'], to: 'Rejected', reason });
}

export async function reopenWeek(db: Db, caller: Caller, userId: string, weekStart: string, reason: string) {
  await assertMayDecide(db, caller, userId, { adminOnly: true });
  await changeStatus(db, caller, { userId, weekStart, from: ['Approved'], to: 'Open', reason });
}

/** Approves every submitted week of `weekStart` the caller may decide on; answers how many. */
export async function approveAllSubmitted(db: Db, caller: Caller, weekStart: string): Promise<number> {
  if (caller.role === 'User') throw Forbidden('Only Managers and Admins approve timesheets');
  const submitted = (await repository.listWeeks(db, caller.tenantId, weekStart)).filter(
    (week) => week.status === 'Submitted',
  );
  let approved = 0;
  for (const week of submitted) {
    try {
      await approveWeek(db, caller, week.user_id, weekStart);
      approved += 1;
    } catch (error) {
      // The caller's own week, or one changed meanwhile, stays as it is.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return approved;
}

/** One user's week: its state, open when never touched. */
export async function weekState(
  db: Db,
  tenantId: string,
  userId: string,
  weekStart: string,
): Promise<WeekState> {
  const stored = await repository.findWeek(db, tenantId, userId, weekStart);
  return {
    userId,
    weekStart,
    status: stored?.status ?? 'Open',
    reason: stored?.reason ?? null,
    updatedAt: stored?.updated_at ?? null,
    updatedBy: stored?.updated_by_name ?? null,
  };
}

/** The states of one user's weeks by their start; weeks not listed are Open. */
export async function weekStatusesOfUser(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<Map<string, WeekStatus>> {
  const weeks = await repository.listWeeksOfUser(db, tenantId, userId);
  return new Map(weeks.map((week) => [week.week_start, week.status]));
}

/** The states of every user's week starting on `weekStart`, for the review. */
export async function weekStatesByUser(db: Db, tenantId: string, weekStart: string) {
  const weeks = await repository.listWeeks(db, tenantId, weekStart);
  return new Map(weeks.map((week) => [week.user_id, { status: week.status, reason: week.reason }]));
}

export async function getWeekStatus(
  db: Db,
  caller: Caller,
  userId: string,
  weekStart: string,
): Promise<WeekStatusAnswer> {
  if (caller.role === 'User' && userId !== caller.userId) throw Forbidden('You can only see your own weeks');
  if (userId !== caller.userId && !(await findUser(db, caller.tenantId, userId)))
    throw NotFound('User not found');
  const [week, history] = await Promise.all([
    weekState(db, caller.tenantId, userId, weekStart),
    repository.listTransitions(db, caller.tenantId, userId, weekStart),
  ]);
  return {
    result: 1,
    week,
    history: history.map((row) => ({
      from: row.from_status,
      to: row.to_status,
      by: row.actor_name,
      at: row.at,
      reason: row.reason,
    })),
  };
}
