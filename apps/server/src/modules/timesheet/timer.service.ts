import {
  api,
  HOURS_PRECISION,
  type StartTimerBody,
  type Timer,
  TIMER_START_MAX_AGE_DAYS,
} from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import type { TimerTable } from '../../db/schema.ts';
import { lockKey } from '../../db/locks.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import * as repository from './timer.repository.ts';
import { refuseClosedMonths } from '../working-time/working-time.service.ts';
import { findWorkItem, lockWeekInStatement, logEntry, refuseAbsenceDay } from './week-rules.ts';

const MS_PER_CENTIHOUR = 36_000;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** How far a device's clock may run ahead of the server's before its times are refused. */
const CLOCK_SKEW_MS = 60_000;

/**
 * When a timer started: the device's time when it started offline (checked against the server's
 * clock, a little skew taken as now), else now.
 */
function startTimeOf(startedAt: string | undefined, now: number): number {
  if (startedAt === undefined) return now;
  const at = Date.parse(startedAt);
  if (at > now + CLOCK_SKEW_MS) throw refuse(400, 'timer-start-in-future');
  if (at < now - TIMER_START_MAX_AGE_DAYS * MS_PER_DAY)
    throw refuse(400, 'timer-start-too-old', { days: TIMER_START_MAX_AGE_DAYS });
  return Math.min(at, now);
}

/** When a timer stopped: the device's time when it stopped offline, after its start; else now. */
function stopTimeOf(stoppedAt: string | undefined, startedAt: string, now: number): number {
  if (stoppedAt === undefined) return now;
  const at = Date.parse(stoppedAt);
  if (at > now + CLOCK_SKEW_MS || at <= Date.parse(startedAt)) throw refuse(400, 'timer-stop-out-of-range');
  return Math.min(at, now);
}

const presentTimer = (timer: TimerTable): Timer => ({
  projectId: timer.project_id,
  taskId: timer.task_id,
  description: timer.description,
  date: timer.date,
  startedAt: timer.started_at,
});

/**
 * Starts and discards of one person's timer wait for each other. A stop takes the timer's row
 * instead (`takeRunning`), which they wait for, and which it waits for: a stop that waited for a
 * start finds no timer to stop (404) rather than the one just started.
 */
const lockTimer = (trx: Db, caller: Caller) => lockKey(trx, `timer:${caller.tenantId}:${caller.userId}`);

/**
 * Turns a timer taken from its running state (`takeRunning`) into an entry of the hours it ran until
 * `stoppedAt` (to the hundredth, at least 0.01). Whatever refuses the entry (the day's limit, a
 * locked week, a task gone) rolls the transaction back, so the timer keeps running and nothing is
 * lost.
 */
async function stopInto(trx: Db, caller: Caller, timer: TimerTable, stoppedAt: number) {
  const centihours = Math.max(1, Math.round((stoppedAt - Date.parse(timer.started_at)) / MS_PER_CENTIHOUR));
  const work = { projectId: timer.project_id, taskId: timer.task_id };
  const entry = { userId: caller.userId, date: timer.date, centihours, description: timer.description };
  const id = await logEntry(trx, caller, work, entry, { weekLocked: true });
  return { id, hours: centihours / HOURS_PRECISION };
}

/** Takes the caller's running timer, if any, with the lock of its week (`stopInto` logs into it). */
const takeRunning = (trx: Db, caller: Caller) =>
  repository.takeTimer(trx, caller.tenantId, caller.userId, (date) =>
    lockWeekInStatement(caller.tenantId, caller.userId, date),
  );

export async function getTimer(db: Db, caller: Caller): Promise<Timer | null> {
  const timer = await repository.findTimer(db, caller.tenantId, caller.userId);
  return timer ? presentTimer(timer) : null;
}

/**
 * Starts the caller's timer, at `startedAt` when it was started offline; one already running is
 * stopped into its entry first, at that moment. Its date must not lie in a closed month, nor
 * (unconfirmed) be a day of approved full-day absence (409).
 */
export async function startTimer(
  db: Db,
  caller: Caller,
  body: Omit<z.output<typeof StartTimerBody>, 'tenantId'>,
): Promise<Timer> {
  const startedAt = startTimeOf(body.startedAt, Date.now());
  const work = await findWorkItem(db, caller.tenantId, body.projectId, body.taskId);
  return db.transaction().execute(async (trx) => {
    await lockTimer(trx, caller);
    await refuseClosedMonths(trx, caller.tenantId, caller.userId, body.date, body.date);
    await refuseAbsenceDay(trx, caller.tenantId, caller.userId, { date: body.date }, body.confirmAbsenceDay);
    const running = await takeRunning(trx, caller);
    if (running)
      await stopInto(trx, caller, running, Math.max(startedAt, Date.parse(running.started_at) + 1));
    const timer: TimerTable = {
      tenant_id: caller.tenantId,
      user_id: caller.userId,
      project_id: work.projectId,
      task_id: work.taskId,
      description: body.description,
      date: body.date,
      started_at: new Date(startedAt).toISOString(),
    };
    await repository.insertTimer(trx, timer);
    await audit.record(trx, caller, api.timesheet.startTimer, caller.userId);
    return presentTimer(timer);
  });
}

/** Stops the caller's timer into its entry, at `stoppedAt` when it was stopped offline. */
export async function stopTimer(
  db: Db,
  caller: Caller,
  stoppedAt?: string,
): Promise<{ id: string; hours: number }> {
  return db.transaction().execute(async (trx) => {
    // Taking the timer's row is what a start or a discard at the same time waits for.
    const running = await takeRunning(trx, caller);
    if (!running) throw refuse(404, 'no-timer');
    const stopped = await stopInto(
      trx,
      caller,
      running,
      stopTimeOf(stoppedAt, running.started_at, Date.now()),
    );
    await audit.record(trx, caller, api.timesheet.stopTimer, stopped.id);
    return stopped;
  });
}

/** Drops the caller's timer without logging time; with none running there is nothing to do. */
export async function discardTimer(db: Db, caller: Caller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTimer(trx, caller);
    if (await repository.deleteTimer(trx, caller.tenantId, caller.userId)) {
      await audit.record(trx, caller, api.timesheet.discardTimer, caller.userId);
    }
  });
}
