import {
  addCalendarDays,
  api,
  MAX_PINNED_TASKS,
  MAX_RECENT_TASKS,
  RECENT_TASK_DAYS,
  type QuickTask,
} from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { findActiveTask } from '../tasks/tasks.service.ts';
import { presentQuickTask } from './pins.presenter.ts';
import * as repository from './pins.repository.ts';

/** One person's pins wait for each other, so that two at once cannot pass the limit together. */
const lockPins = (trx: Db, caller: Caller) => lockKey(trx, `pins:${caller.tenantId}:${caller.userId}`);

/**
 * The caller's pinned tasks, and the others they logged time on in the RECENT_TASK_DAYS up to
 * `today` (the browser's date, so that an entry made late in the evening counts as today's).
 */
export async function getQuickTasks(
  db: Db,
  caller: Caller,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ pinned: QuickTask[]; recent: QuickTask[] }> {
  const range = { from: addCalendarDays(today, 1 - RECENT_TASK_DAYS), to: today };
  const [pinned, recent] = await Promise.all([
    repository.listPinned(db, caller.tenantId, caller.userId, MAX_PINNED_TASKS),
    repository.listRecent(db, caller.tenantId, caller.userId, range, MAX_RECENT_TASKS),
  ]);
  return { pinned: pinned.map(presentQuickTask), recent: recent.map(presentQuickTask) };
}

/**
 * Pins a task of the caller's tenant for the caller (404 for a task it does not have), at most
 * MAX_PINNED_TASKS of those still offered (409). Answers whether it was not pinned already.
 */
export async function pinTask(db: Db, caller: Caller, taskId: string): Promise<boolean> {
  if (!(await findActiveTask(db, caller.tenantId, taskId))) throw refuse(404, 'task-not-found');
  return db.transaction().execute(async (trx) => {
    await lockPins(trx, caller);
    if (await repository.findPin(trx, caller.tenantId, caller.userId, taskId)) return false;
    if ((await repository.countPinned(trx, caller.tenantId, caller.userId)) >= MAX_PINNED_TASKS) {
      throw refuse(409, 'pins-limit', { max: MAX_PINNED_TASKS });
    }
    await repository.insertPin(trx, {
      tenantId: caller.tenantId,
      userId: caller.userId,
      taskId,
      pinnedAt: new Date().toISOString(),
    });
    await audit.record(trx, caller, api.pins.pinTask, taskId);
    return true;
  });
}

/**
 * Unpins a task for the caller; a deleted task too, though it is no longer listed. A task id the
 * caller's tenant does not have is refused (404). Answers whether it was pinned.
 */
export async function unpinTask(db: Db, caller: Caller, taskId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockPins(trx, caller);
    if (!(await repository.deletePin(trx, caller.tenantId, caller.userId, taskId))) {
      if (!(await repository.taskExists(trx, caller.tenantId, taskId))) throw refuse(404, 'task-not-found');
      return false;
    }
    await audit.record(trx, caller, api.pins.unpinTask, taskId);
    return true;
  });
}
