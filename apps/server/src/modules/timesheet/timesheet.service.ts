import {
  api,
  HOURS_PRECISION,
  pageRequest,
  addCalendarDays,
  calendarDaysBetween,
  type OverviewAnswer,
  type ReviewAnswer,
  type ReviewGridAnswer,
  type TimeEntry,
  weekStartOf,
} from '@portal/contract';
import type { z } from 'zod';
import type { AddTimeEntryBody, GetTimeEntriesBody } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { listOrPage, type ListOrPage } from '../../lib/paging.ts';
import { StreamedList } from '../../streamed-list.ts';
import { recordEvents } from '../../context/effects.ts';
import * as audit from '../audit/audit.service.ts';
import type { Caller } from '../../context/caller.ts';
import { presentTimeEntry, presentWeekEntry, toHours } from './timesheet.presenter.ts';
import * as repository from './timesheet.repository.ts';
import { weekState, weekStatesByUser, weekStatusesOfUser } from './week-approval.service.ts';
import {
  lockOpenWeek,
  logEntryInOpenWeek,
  refuseAbsenceDay,
  refuseOverlongPeriod,
  refuseUnlessMayActFor,
} from './week-rules.ts';

type NewEntry = z.output<typeof AddTimeEntryBody>;

/**
 * A user's entries, newest first; one page of them when a page is asked for. The whole list is
 * answered as it is written (see `StreamedList`).
 */
export async function listTimeEntries(
  db: Db,
  caller: Caller,
  { userId, ...query }: Omit<z.output<typeof GetTimeEntriesBody>, 'tenantId'>,
): Promise<ListOrPage<TimeEntry> | StreamedList<TimeEntry>> {
  await refuseUnlessMayActFor(db, caller, userId);
  const filter = { search: query.search };
  const page = pageRequest(query);
  if (!page) {
    const entries = await repository.listEntriesOfUser(db, caller.tenantId, userId, filter);
    const weeks = await weekStatusesOfUser(db, caller.tenantId, userId);
    return StreamedList.of(entries, (row) =>
      presentTimeEntry(row, weeks.get(weekStartOf(row.date)) ?? 'Open'),
    );
  }
  return listOrPage(
    page,
    async (rows) => {
      const entries = await repository.listEntriesOfUser(db, caller.tenantId, userId, filter, rows);
      // A page needs the states of its own weeks only, so its cost does not grow with history.
      const weekStarts = [...new Set(entries.map((entry) => weekStartOf(entry.date)))];
      const weeks = await weekStatusesOfUser(db, caller.tenantId, userId, weekStarts);
      return entries.map((row) => presentTimeEntry(row, weeks.get(weekStartOf(row.date)) ?? 'Open'));
    },
    () => repository.countEntriesOfUser(db, caller.tenantId, userId, filter),
  );
}

export async function addTimeEntry(db: Db, caller: Caller, body: NewEntry): Promise<string> {
  await refuseUnlessMayActFor(db, caller, body.userId);
  return db.transaction().execute(async (trx) => {
    const work = { projectId: body.projectId, taskId: body.taskId };
    const day = await lockOpenWeek(trx, caller, body.userId, body.date, { work });
    await refuseAbsenceDay(trx, caller.tenantId, body.userId, day, body.confirmAbsenceDay);
    const entry = {
      userId: body.userId,
      date: body.date,
      centihours: Math.round(body.hours * HOURS_PRECISION),
      description: body.description,
    };
    const id = await logEntryInOpenWeek(trx, caller, entry, day);
    await audit.record(trx, caller, api.timesheet.addTimeEntry, id);
    return id;
  });
}

/**
 * Stores entries an import has checked against the rules of `logEntry` (open weeks, whose locks it
 * holds, open months, the days' limits) all at once. Run it in the import's transaction.
 */
export function storeImportedEntries(
  trx: Db,
  tenantId: string,
  rows: Parameters<typeof repository.insertEntries>[2],
) {
  return repository.insertEntries(trx, tenantId, rows);
}

export async function deleteTimeEntry(db: Db, caller: Caller, id: string): Promise<void> {
  const entry = await repository.findEntry(db, caller.tenantId, id);
  if (!entry) throw refuse(404, 'time-entry-not-found');
  if (caller.role === 'User' && entry.user_id !== caller.userId) {
    throw refuse(403, 'own-time-entries-only');
  }
  await db.transaction().execute(async (trx) => {
    await lockOpenWeek(trx, caller, entry.user_id, entry.date);
    await repository.deleteEntries(trx, caller.tenantId, [id]);
    await audit.record(trx, caller, api.timesheet.deleteTimeEntry, id);
    // The body names no owner, so the owner's screens are told here: a reviewer may delete it.
    recordEvents({ type: 'entries', userId: entry.user_id, date: entry.date });
  });
}

/**
 * Marks an entry billable or not. Its hours are what a week's approval is about, so a submitted or
 * approved week's entry may still change here; the project's amounts follow in the transaction.
 */
export async function setTimeEntryBillable(
  db: Db,
  caller: Caller,
  id: string,
  billable: boolean,
): Promise<void> {
  const entry = await repository.findEntry(db, caller.tenantId, id);
  if (!entry) throw refuse(404, 'time-entry-not-found');
  await refuseUnlessMayActFor(db, caller, entry.user_id);
  await db.transaction().execute(async (trx) => {
    await repository.updateEntry(trx, caller.tenantId, id, { billable: billable ? 1 : 0 });
    await audit.record(trx, caller, api.timesheet.setTimeEntryBillable, id);
    recordEvents({ type: 'entries', userId: entry.user_id, date: entry.date });
  });
}

interface Period {
  startDate: string;
  endDate: string;
}

export async function overview(
  db: Db,
  caller: Caller,
  { userId, ...period }: Period & { userId: string },
): Promise<OverviewAnswer> {
  await refuseUnlessMayActFor(db, caller, userId);
  refuseOverlongPeriod(period);
  const rows = await repository.entriesInPeriod(db, caller.tenantId, period, userId);
  const [projects, week] = await Promise.all([
    repository.projectNames(db, caller.tenantId, [...new Set(rows.map((row) => row.project_id))]),
    weekState(db, caller.tenantId, userId, weekStartOf(period.startDate)),
  ]);
  return { result: 1, entries: rows.map(presentWeekEntry), projects, week };
}

/** The names of the projects `rows` are on, and the reviewed users with their totals and week status. */
async function reviewNames(
  db: Db,
  caller: Caller,
  period: Period,
  rows: readonly { user_id: string; project_id: string; centihours: number | string }[],
) {
  const weeks = await weekStatesByUser(db, caller.tenantId, weekStartOf(period.startDate));
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.user_id, (totals.get(row.user_id) ?? 0) + Number(row.centihours));
  // Users with a decision pending or made are listed even when their hours have gone since.
  const userIds = new Set([...totals.keys(), ...weeks.keys()]);
  const [projects, users] = await Promise.all([
    repository.projectNames(db, caller.tenantId, [...new Set(rows.map((row) => row.project_id))]),
    repository.userNames(db, caller.tenantId, [...userIds]),
  ]);
  return {
    projects,
    users: users
      .map((user) => ({
        id: user.id,
        name: user.name,
        totalHours: toHours(totals.get(user.id) ?? 0),
        status: weeks.get(user.id)?.status ?? ('Open' as const),
        reason: weeks.get(user.id)?.reason ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Everyone's stored entries of the period (spec §7), for Managers and Admins. */
export async function review(db: Db, caller: Caller, period: Period): Promise<ReviewAnswer> {
  refuseOverlongPeriod(period);
  const rows = await repository.entriesInPeriod(db, caller.tenantId, period);
  const { projects, users } = await reviewNames(db, caller, period, rows);
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const userProjects = new Map<string, ReviewAnswer['projects'][number]>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.project_id}`;
    if (!userProjects.has(key)) {
      userProjects.set(key, {
        id: row.project_id,
        name: projectName.get(row.project_id) ?? '',
        userId: row.user_id,
      });
    }
  }
  return { result: 1, entries: rows.map(presentWeekEntry), projects: [...userProjects.values()], users };
}

/** The review as one row per user, project and task with the hours of each day, summed by the database. */
export async function reviewGrid(db: Db, caller: Caller, period: Period): Promise<ReviewGridAnswer> {
  refuseOverlongPeriod(period);
  const rows = await repository.sumWeek(db, caller.tenantId, period);
  const { projects, users } = await reviewNames(db, caller, period, rows);
  const { entries, tasks } = gridRows(rows, period);
  return { result: 1, entries, projects, tasks, users };
}

/** The summed cells as one row per user, project and task, with the hours of each day. */
function gridRows(rows: Awaited<ReturnType<typeof repository.sumWeek>>, { startDate, endDate }: Period) {
  const days = calendarDaysBetween(startDate, endDate) + 1;
  // Looked up, not computed per row: date arithmetic on thousands of rows cost more than the query.
  const dayIndex = new Map(Array.from({ length: days }, (_, day) => [addCalendarDays(startDate, day), day]));
  const grid = new Map<string, { userId: string; projectId: string; taskId: string; centihours: number[] }>();
  const tasks = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.project_id}:${row.task_id}`;
    let line = grid.get(key);
    if (!line) {
      line = {
        userId: row.user_id,
        projectId: row.project_id,
        taskId: row.task_id,
        centihours: new Array<number>(days).fill(0),
      };
      grid.set(key, line);
    }
    line.centihours[dayIndex.get(row.date)!] = Number(row.centihours);
    tasks.set(row.task_id, row.task_name);
  }
  return {
    entries: [...grid.values()].map(({ centihours, ...line }) => ({
      ...line,
      hours: centihours.map(toHours),
    })),
    tasks: [...tasks].map(([id, name]) => ({ id, name })),
  };
}
