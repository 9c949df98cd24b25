import {
  api,
  type Endpoint,
  weekEndOf,
  type WeekState,
  type WeekStatus,
  type WeekStatusAnswer,
} from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { AppError, refuse, refuseField } from '../../errors.ts';
import type { Caller } from '../../context/caller.ts';
import * as audit from '../audit/audit.service.ts';
import { notifyWeekChange } from '../notifications/notifications.service.ts';
import { isOnlyActiveAdmin, userExists } from '../users/users.service.ts';
import * as repository from './week-approval.repository.ts';
import { lockWeek, recordWeekTransition, weekStatusOf } from './week-rules.ts';

interface Change {
  userId: string;
  weekStart: string;
  from: readonly WeekStatus[];
  to: WeekStatus;
  reason?: string | null;
  /** Further checks made under the week's lock. */
  check?: (trx: Db) => Promise<void>;
  /** The call that asks for the change, which the audit log records. */
  endpoint: Endpoint;
}

async function changeStatus(db: Db, caller: Caller, change: Change): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockWeek(trx, caller.tenantId, change.userId, change.weekStart);
    const current = await weekStatusOf(trx, caller.tenantId, change.userId, change.weekStart);
    if (!change.from.includes(current)) {
      throw refuse(409, 'week-status-change', {
        status: current.toLowerCase(),
        next: change.to.toLowerCase(),
      });
    }
    await change.check?.(trx);
    await recordWeekTransition(
      trx,
      caller,
      change.userId,
      change.weekStart,
      current,
      change.to,
      change.reason ?? null,
    );
    await audit.record(trx, caller, change.endpoint, `${change.userId}:${change.weekStart}`);
    // In the decision's transaction, so that no decision is kept without telling whom it concerns.
    await notifyWeekChange(trx, caller, { ...change, from: current, reason: change.reason ?? null });
  });
}

/**
 * Nobody decides on their own week unless they are the tenant's only Admin (someone has to approve
 * that Admin's time). Which roles decide at all, the endpoints say.
 */
async function refuseUnlessMayDecide(db: Db, caller: Caller, userId: string) {
  if (userId === caller.userId) {
    if (!(await isOnlyActiveAdmin(db, caller))) throw refuse(403, 'own-week-decision');
  } else if (!(await userExists(db, caller.tenantId, userId))) {
    throw refuse(404, 'user-not-found');
  }
}

export function submitWeek(db: Db, caller: Caller, weekStart: string): Promise<void> {
  return changeStatus(db, caller, {
    userId: caller.userId,
    weekStart,
    from: ['Open', 'Rejected'],
    to: 'Submitted',
    endpoint: api.weekApproval.submitWeek,
    check: async (trx) => {
      const entries = await repository.countEntriesInWeek(
        trx,
        caller.tenantId,
        caller.userId,
        weekStart,
        weekEndOf(weekStart),
      );
      if (entries === 0) throw refuseField('weekStart', 'week-without-entries');
    },
  });
}

export async function approveWeek(
  db: Db,
  caller: Caller,
  userId: string,
  weekStart: string,
  endpoint: Endpoint = api.weekApproval.approveWeek,
): Promise<void> {
  await refuseUnlessMayDecide(db, caller, userId);
  await changeStatus(db, caller, { userId, weekStart, from: ['Submitted'], to: 'Approved', endpoint });
}

export async function rejectWeek(db: Db, caller: Caller, userId: string, weekStart: string, reason: string) {
  await refuseUnlessMayDecide(db, caller, userId);
  await changeStatus(db, caller, {
    userId,
    weekStart,
    from: ['Submitted'],
    to: 'Rejected',
    reason,
    endpoint: api.weekApproval.rejectWeek,
  });
}

export async function reopenWeek(db: Db, caller: Caller, userId: string, weekStart: string, reason: string) {
  await refuseUnlessMayDecide(db, caller, userId);
  await changeStatus(db, caller, {
    userId,
    weekStart,
    from: ['Approved'],
    to: 'Open',
    reason,
    endpoint: api.weekApproval.reopenWeek,
  });
}

/** Approves every submitted week of `weekStart` the caller may decide on; answers how many. */
export async function approveAllSubmitted(db: Db, caller: Caller, weekStart: string): Promise<number> {
  const submitted = (await repository.listWeeks(db, caller.tenantId, weekStart)).filter(
    (week) => week.status === 'Submitted',
  );
  let approved = 0;
  for (const week of submitted) {
    try {
      await approveWeek(db, caller, week.user_id, weekStart, api.weekApproval.approveAllSubmitted);
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
  weekStarts?: string[],
): Promise<Map<string, WeekStatus>> {
  if (weekStarts?.length === 0) return new Map();
  const weeks = await repository.listWeeksOfUser(db, tenantId, userId, weekStarts);
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
  if (caller.role === 'User' && userId !== caller.userId) throw refuse(403, 'see-own-weeks-only');
  if (userId !== caller.userId && !(await userExists(db, caller.tenantId, userId)))
    throw refuse(404, 'user-not-found');
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
