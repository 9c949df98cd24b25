import crypto from 'node:crypto';
import {
  HOURS_PRECISION,
  MAX_HOURS_PER_DAY,
  MAX_PERIOD_DAYS,
  type OverviewAnswer,
  type ReviewAnswer,
  type TimeEntry,
  weekStartOf,
} from '@portal/contract';
import type { z } from 'zod';
import type { AddTimeEntryBody } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { BadRequest, Forbidden, NotFound } from '../../errors.ts';
import { changeInTransaction } from '../audit/change-transaction.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findActiveProject } from '../projects/projects.repository.ts';
import { findActiveTask } from '../tasks/tasks.repository.ts';
import { findUser } from '../users/users.repository.ts';
import { presentTimeEntry, presentWeekEntry, toHours } from './timesheet.presenter.ts';
import * as repository from './timesheet.repository.ts';
import {
  assertWeekEditable,
  lockWeek,
  weekState,
  weekStatesByUser,
  weekStatusesOfUser,
} from './week-approval.service.ts';

type NewEntry = z.output<typeof AddTimeEntryBody>;

/** A role User works only with their own time; Managers and Admins with anyone's in the tenant. */
async function assertMayActFor(db: Db, caller: Caller, userId: string) {
  if (caller.role === 'User' && userId !== caller.userId) {
    throw Forbidden('You can only work with your own time entries');
  }
  if (userId !== caller.userId && !(await findUser(db, caller.tenantId, userId))) {
    throw NotFound('User not found');
  }
}

/** Whole days from one calendar date to another. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

function assertPeriod(startDate: string, endDate: string) {
  if (daysBetween(startDate, endDate) >= MAX_PERIOD_DAYS)
    throw BadRequest(`endDate: a period may span at most ${MAX_PERIOD_DAYS} days`);
}

export async function listTimeEntries(db: Db, caller: Caller, userId: string): Promise<TimeEntry[]> {
  await assertMayActFor(db, caller, userId);
  const [rows, weeks] = await Promise.all([
    repository.listEntriesOfUser(db, caller.tenantId, userId),
    weekStatusesOfUser(db, caller.tenantId, userId),
  ]);
  return rows.map((row) => presentTimeEntry(row, weeks.get(weekStartOf(row.date)) ?? 'Open'));
}

export async function addTimeEntry(db: Db, caller: Caller, body: NewEntry): Promise<string> {
  await assertMayActFor(db, caller, body.userId);
  const [project, task] = await Promise.all([
    findActiveProject(db, caller.tenantId, body.projectId),
    findActiveTask(db, caller.tenantId, body.taskId),
  ]);
  if (!project) throw NotFound('Project not found');
  if (!task) throw NotFound('Task not found');
  if (task.project_id !== project.id)
    throw BadRequest('taskId: the task does not belong to the chosen project');

  const centihours = Math.round(body.hours * HOURS_PRECISION);
  return changeInTransaction(db, async (trx) => {
    // Under the week's lock, two adds cannot both pass the daily limit, nor slip past a submit.
    await lockWeek(trx, caller.tenantId, body.userId, weekStartOf(body.date));
    await assertWeekEditable(trx, caller, body.userId, body.date);
    const logged = await repository.centihoursOnDate(trx, caller.tenantId, body.userId, body.date);
    if (logged + centihours > MAX_HOURS_PER_DAY * HOURS_PRECISION) {
      throw BadRequest(
        `hours: ${body.date} would have ${toHours(logged + centihours)} hours; a day holds at most ${MAX_HOURS_PER_DAY}`,
      );
    }
    const id = crypto.randomUUID();
    await repository.insertEntry(trx, {
      tenant_id: caller.tenantId,
      id,
      user_id: body.userId,
      project_id: project.id,
      task_id: task.id,
      date: body.date,
      centihours,
      description: body.description,
      created_at: new Date().toISOString(),
    });
    return id;
  });
}

export async function deleteTimeEntry(db: Db, caller: Caller, id: string): Promise<void> {
  const entry = await repository.findEntry(db, caller.tenantId, id);
  if (!entry) throw NotFound('Time entry not found');
  if (caller.role === 'User' && entry.user_id !== caller.userId) {
    throw Forbidden('You can only work with your own time entries');
  }
  await changeInTransaction(db, async (trx) => {
    await lockWeek(trx, caller.tenantId, entry.user_id, weekStartOf(entry.date));
    await assertWeekEditable(trx, caller, entry.user_id, entry.date);
    await repository.deleteEntry(trx, caller.tenantId, id);
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
  await assertMayActFor(db, caller, userId);
  assertPeriod(period.startDate, period.endDate);
  const rows = await repository.sumWeek(db, caller.tenantId, period, userId);
  const [projects, week] = await Promise.all([
    repository.projectNames(db, caller.tenantId, [...new Set(rows.map((row) => row.project_id))]),
    weekState(db, caller.tenantId, userId, weekStartOf(period.startDate)),
  ]);
  return { result: 1, entries: rows.map(presentWeekEntry), projects, week };
}

export async function review(db: Db, caller: Caller, period: Period): Promise<ReviewAnswer> {
  if (caller.role === 'User') throw Forbidden('Only Managers and Admins review timesheets');
  assertPeriod(period.startDate, period.endDate);
  const rows = await repository.sumWeek(db, caller.tenantId, period);
  const weeks = await weekStatesByUser(db, caller.tenantId, weekStartOf(period.startDate));
  // Users with a decision pending or made are listed even when their hours have gone since.
  const userIds = new Set([...rows.map((row) => row.user_id), ...weeks.keys()]);
  const [projects, users] = await Promise.all([
    repository.projectNames(db, caller.tenantId, [...new Set(rows.map((row) => row.project_id))]),
    repository.userNames(db, caller.tenantId, [...userIds]),
  ]);
  const { entries, tasks, totals } = reviewGrid(rows, period);
  return {
    result: 1,
    entries,
    projects,
    tasks,
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

/** The grouped cells as one row per user, project and task, with the hours of each day. */
function reviewGrid(rows: Awaited<ReturnType<typeof repository.sumWeek>>, { startDate, endDate }: Period) {
  const days = daysBetween(startDate, endDate) + 1;
  const grid = new Map<string, { userId: string; projectId: string; taskId: string; centihours: number[] }>();
  const tasks = new Map<string, string>();
  const totals = new Map<string, number>();
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
    const centihours = Number(row.centihours);
    line.centihours[daysBetween(startDate, row.date)] = centihours;
    tasks.set(row.task_id, row.task_name);
    totals.set(row.user_id, (totals.get(row.user_id) ?? 0) + centihours);
  }
  return {
    entries: [...grid.values()].map(({ centihours, ...line }) => ({
      ...line,
      hours: centihours.map(toHours),
    })),
    tasks: [...tasks].map(([id, name]) => ({ id, name })),
    totals,
  };
}
