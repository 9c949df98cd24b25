import crypto from 'node:crypto';
import type { CopyWeekBody, SetDayHoursBody } from '@portal/contract';
import {
  api,
  HOURS_PRECISION,
  addCalendarDays,
  calendarDaysBetween,
  weekEndOf,
  type CopyWeekAnswer,
} from '@portal/contract';

type CellChange = Omit<z.output<typeof SetDayHoursBody>, 'tenantId'>;
type WeekCopy = Omit<z.output<typeof CopyWeekBody>, 'tenantId'>;
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { fullDayAbsenceDays } from '../absences/absences.service.ts';
import * as audit from '../audit/audit.service.ts';
import { findActiveTask } from '../tasks/tasks.service.ts';
import * as repository from './timesheet.repository.ts';
import { refuseClosedMonths } from '../working-time/working-time.service.ts';
import * as grid from './week-grid.repository.ts';
import {
  DAY_LIMIT_CENTIHOURS,
  lockOpenWeek,
  logEntryInOpenWeek,
  refuseAbsenceDay,
  refusePastDayLimit,
  refuseUnlessMayActFor,
} from './week-rules.ts';

/**
 * Sets one week-grid cell: afterwards the user's hours on the task and date total `hours`. One
 * entry is changed, an empty cell gets one, 0 removes the cell's entries; a cell of several
 * entries is not set to other hours, so no description is silently merged away.
 */
export async function setDayHours(db: Db, caller: Caller, body: CellChange): Promise<void> {
  await refuseUnlessMayActFor(db, caller, body.userId);
  const centihours = Math.round(body.hours * HOURS_PRECISION);
  await db.transaction().execute(async (trx) => {
    // Emptying a cell needs no live task (its task may be gone); filling one does.
    const day = await lockOpenWeek(trx, caller, body.userId, body.date, {
      cell: body.taskId,
      work: centihours > 0 ? { taskId: body.taskId } : null,
    });
    const { work } = day;
    if (work) await refuseAbsenceDay(trx, caller.tenantId, body.userId, day, body.confirmAbsenceDay);
    const { cell } = day;
    if (!work) {
      if (cell.entries === 0 && !(await findActiveTask(trx, caller.tenantId, body.taskId))) {
        throw refuse(404, 'task-not-found');
      }
      if (cell.entries > 1) {
        const ids = (await grid.entriesInCell(trx, caller.tenantId, body.userId, body.taskId, body.date)).map(
          (entry) => entry.id,
        );
        await repository.deleteEntries(trx, caller.tenantId, ids);
      } else if (cell.first) {
        await repository.deleteEntries(trx, caller.tenantId, [cell.first.id], [cell.first]);
      }
    } else if (cell.entries > 1) {
      throw refuse(409, 'several-entries-in-cell');
    } else if (cell.first) {
      refusePastDayLimit(day, centihours, cell.first.centihours);
      await repository.updateEntry(
        trx,
        caller.tenantId,
        cell.first.id,
        { centihours, ...(body.description === undefined ? {} : { description: body.description }) },
        cell.first,
      );
    } else {
      const entry = {
        userId: body.userId,
        date: body.date,
        centihours,
        description: body.description ?? '',
      };
      await logEntryInOpenWeek(trx, caller, entry, day);
    }
    await audit.record(trx, caller, api.timesheet.setDayHours, `${body.userId}:${body.taskId}:${body.date}`);
  });
}

/**
 * Copies every entry of one week to the same weekday of another. Left out, and counted: entries
 * whose cell already held hours in the target week, whose day would pass 24 hours or is one of an
 * approved full-day absence, or whose task or project is gone. A target week touching a closed
 * month is refused (409).
 */
export async function copyWeek(
  db: Db,
  caller: Caller,
  { userId, fromWeekStart, toWeekStart }: WeekCopy,
): Promise<Omit<CopyWeekAnswer, 'result'>> {
  await refuseUnlessMayActFor(db, caller, userId);
  const shift = calendarDaysBetween(fromWeekStart, toWeekStart);
  return db.transaction().execute(async (trx) => {
    await lockOpenWeek(trx, caller, userId, toWeekStart);
    const target = { startDate: toWeekStart, endDate: weekEndOf(toWeekStart) };
    await refuseClosedMonths(trx, caller.tenantId, userId, target.startDate, target.endDate);
    // A copy asks nobody, so no copied time lands on a day of approved full-day absence.
    const absent = await fullDayAbsenceDays(trx, caller.tenantId, userId, target.startDate, target.endDate);
    const held = await repository.entriesInPeriod(trx, caller.tenantId, target, userId);
    const filledCells = new Set(held.map((entry) => `${entry.task_id}:${entry.date}`));
    const dayTotals = new Map<string, number>();
    for (const entry of held)
      dayTotals.set(entry.date, (dayTotals.get(entry.date) ?? 0) + Number(entry.centihours));

    const source = await grid.entriesToCopy(
      trx,
      caller.tenantId,
      userId,
      fromWeekStart,
      weekEndOf(fromWeekStart),
    );
    const copies = [];
    for (const entry of source) {
      const date = addCalendarDays(entry.date, shift);
      const dayTotal = (dayTotals.get(date) ?? 0) + entry.centihours;
      if (
        entry.task_deleted_at !== null ||
        entry.project_deleted_at !== null ||
        filledCells.has(`${entry.task_id}:${date}`) ||
        absent.has(date) ||
        dayTotal > DAY_LIMIT_CENTIHOURS
      ) {
        continue;
      }
      copies.push({
        id: crypto.randomUUID(),
        user_id: userId,
        project_id: entry.project_id,
        task_id: entry.task_id,
        date,
        centihours: entry.centihours,
        description: entry.description,
        billable: Number(entry.billable),
        created_at: new Date().toISOString(),
      });
      dayTotals.set(date, dayTotal);
    }
    await repository.insertEntries(trx, caller.tenantId, copies);
    await audit.record(trx, caller, api.timesheet.copyWeek, `${userId}:${toWeekStart}`);
    return { copied: copies.length, skipped: source.length - copies.length };
  });
}
