import crypto from 'node:crypto';
import {
  api,
  importNameKey,
  changed,
  DEFAULT_TEAM_SIZE,
  HOURS_PRECISION,
  readImportRow,
  weekStartOf,
  type CheckImportTimeEntriesAnswer,
  type ImportRefusedRow,
  type ImportRowRead,
  type ImportTimeEntriesAnswer,
  type ImportTimeEntriesBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import { recordEvents } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import * as audit from '../audit/audit.service.ts';
import { toHours } from '../timesheet/timesheet.presenter.ts';
import { storeImportedEntries } from '../timesheet/timesheet.service.ts';
import { DAY_LIMIT_CENTIHOURS, lockWeeks, recordWeekTransition } from '../timesheet/week-rules.ts';
import * as repository from './imports.repository.ts';

type Batch = z.output<typeof ImportTimeEntriesBody>;

/**
 * A row's source identity: the file's kind, its cells and its occurrence among identical rows.
 * The same file gives every row the same identity again, so a second import finds them all.
 */
const importKey = (source: string, cells: readonly string[], occurrence: number) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([source, cells, occurrence]))
    .digest('hex');

/** A row that reads, not imported before, with the person it names. */
interface ReadRow extends ImportRowRead {
  line: number;
  key: string;
  userId: string;
}

/** A row that will become an entry: its project and task found, or to be created (null ids). */
interface PlannedRow extends ReadRow {
  centihours: number;
  projectKey: string;
  projectId: string | null;
  taskId: string | null;
}

/** The rows read and matched to people: step one of a batch, before weeks are locked. */
interface ReadBatch {
  rows: ReadRow[];
  alreadyImported: number;
  refused: ImportRefusedRow[];
  people: Map<string, { userId: string; name: string }>;
}

async function readBatch(db: Db, caller: Caller, batch: Batch): Promise<ReadBatch> {
  const refused: ImportRefusedRow[] = [];
  const read: (ImportRowRead & { line: number; key: string })[] = [];
  for (const row of batch.rows) {
    const result = readImportRow(batch.columns, batch.mapping, batch.dateOrder, row.cells, batch.source);
    if ('problem' in result) refused.push({ line: row.line, problem: result.problem });
    else read.push({ ...result, line: row.line, key: importKey(batch.source, row.cells, row.occurrence) });
  }
  const [imported, users] = await Promise.all([
    repository.importedKeys(
      db,
      caller.tenantId,
      read.map((row) => row.key),
    ),
    repository.people(db, caller.tenantId),
  ]);
  const byEmail = new Map(users.map((user) => [user.email.toLowerCase(), user]));
  const byName = new Map<string, typeof users>();
  for (const user of users)
    byName.set(importNameKey(user.name), [...(byName.get(importNameKey(user.name)) ?? []), user]);

  const seen = new Set<string>();
  const rows: ReadRow[] = [];
  const people = new Map<string, { userId: string; name: string }>();
  let alreadyImported = 0;
  for (const row of read) {
    if (imported.has(row.key) || seen.has(row.key)) {
      alreadyImported++;
      continue;
    }
    seen.add(row.key);
    const named = row.email ?? row.person!;
    const matches =
      row.email !== null ? [byEmail.get(row.email)].filter(Boolean) : byName.get(importNameKey(named));
    if (!matches || matches.length === 0) refused.push({ line: row.line, problem: 'person-not-found' });
    else if (matches.length > 1) refused.push({ line: row.line, problem: 'person-ambiguous' });
    else {
      const user = matches[0]!;
      people.set(named, { userId: user.id, name: user.name });
      rows.push({ ...row, userId: user.id });
    }
  }
  return { rows, alreadyImported, refused, people };
}

/** What a batch does once its weeks are locked: the rows to enter, and what it creates or refuses. */
interface Plan {
  rows: PlannedRow[];
  refused: ImportRefusedRow[];
  newProjects: Map<string, string>;
  /** By `projectKey:task`: each task to create, in its project found (projectId) or to be created. */
  newTasks: Map<string, { projectKey: string; projectId: string | null; project: string; task: string }>;
  /** Rejected weeks a row reopens, as a change of a rejected week's time does. */
  reopened: { userId: string; weekStart: string }[];
  /** Each project's billable flag, and each task's choice (null: its project's). */
  billable: { projects: Map<string, number>; tasks: Map<string, number | null> };
}

async function planBatch(db: Db, caller: Caller, batch: Batch, read: ReadBatch): Promise<Plan> {
  const { tenantId } = caller;
  const refused = [...read.refused];
  const projects = await repository.liveProjects(db, tenantId);
  const projectByName = new Map<string, (typeof projects)[number]>();
  for (const project of projects) {
    if (!projectByName.has(importNameKey(project.name)))
      projectByName.set(importNameKey(project.name), project);
  }
  const namedIds = [...new Set(read.rows.map((row) => projectByName.get(importNameKey(row.project))?.id))];
  const tasks = await repository.liveTasks(
    db,
    tenantId,
    namedIds.filter((id) => id !== undefined),
  );
  const taskByName = new Map<string, (typeof tasks)[number]>();
  for (const task of tasks) {
    const key = `${task.project_id}:${importNameKey(task.title)}`;
    if (!taskByName.has(key)) taskByName.set(key, task);
  }

  const userIds = [...new Set(read.rows.map((row) => row.userId))];
  const dates = [...new Set(read.rows.map((row) => row.date))];
  const [weeks, closed, logged] = await Promise.all([
    repository.weekStatuses(db, tenantId, userIds, [...new Set(dates.map(weekStartOf))]),
    repository.closedMonths(db, tenantId, userIds, [...new Set(dates.map((date) => date.slice(0, 7)))]),
    repository.loggedOnDays(db, tenantId, userIds, dates),
  ]);
  const weekStatus = new Map(weeks.map((week) => [`${week.user_id}:${week.week_start}`, week.status]));
  const closedMonth = new Set(closed.map((month) => `${month.user_id}:${month.month}`));
  const dayTotal = new Map(logged.map((day) => [`${day.user_id}:${day.date}`, Number(day.centihours)]));

  const plan: Plan = {
    rows: [],
    refused,
    newProjects: new Map(),
    newTasks: new Map(),
    reopened: [],
    billable: {
      projects: new Map(projects.map((project) => [project.id, Number(project.billable)])),
      tasks: new Map(tasks.map((task) => [task.id, task.billable === null ? null : Number(task.billable)])),
    },
  };
  const reopened = new Set<string>();
  for (const row of read.rows) {
    const refuse = (problem: ImportRefusedRow['problem']) => refused.push({ line: row.line, problem });
    const projectKey = importNameKey(row.project);
    const project = projectByName.get(projectKey);
    const task = project ? taskByName.get(`${project.id}:${importNameKey(row.task)}`) : undefined;
    if (!batch.createMissing && !project) {
      refuse('project-not-found');
      continue;
    }
    if (!batch.createMissing && !task) {
      refuse('task-not-found');
      continue;
    }
    const weekStart = weekStartOf(row.date);
    const week = `${row.userId}:${weekStart}`;
    const status = weekStatus.get(week) ?? 'Open';
    if (closedMonth.has(`${row.userId}:${row.date.slice(0, 7)}`)) {
      refuse('month-closed');
      continue;
    }
    if (status === 'Submitted' || status === 'Approved') {
      refuse(status === 'Submitted' ? 'week-submitted' : 'week-approved');
      continue;
    }
    const centihours = Math.round(row.hours * HOURS_PRECISION);
    const day = `${row.userId}:${row.date}`;
    const total = (dayTotal.get(day) ?? 0) + centihours;
    if (total > DAY_LIMIT_CENTIHOURS) {
      refuse('day-limit');
      continue;
    }
    dayTotal.set(day, total);
    if (status === 'Rejected' && !reopened.has(week)) {
      reopened.add(week);
      plan.reopened.push({ userId: row.userId, weekStart });
    }
    if (!project && !plan.newProjects.has(projectKey)) plan.newProjects.set(projectKey, row.project.trim());
    const taskKey = `${projectKey}:${importNameKey(row.task)}`;
    if (!task && !plan.newTasks.has(taskKey)) {
      const names = { project: project?.name ?? row.project.trim(), task: row.task.trim() };
      plan.newTasks.set(taskKey, { projectKey, projectId: project?.id ?? null, ...names });
    }
    plan.rows.push({
      ...row,
      centihours,
      projectKey,
      projectId: project?.id ?? null,
      taskId: task?.id ?? null,
    });
  }
  refused.sort((a, b) => a.line - b.line);
  return plan;
}

/** The names of what a plan creates, as the answers list them. */
function createdNames(plan: Plan) {
  return {
    newProjects: [...plan.newProjects.values()],
    newTasks: [...plan.newTasks.values()].map(({ project, task }) => ({ project, task })),
  };
}

const hoursOf = (rows: readonly PlannedRow[]) => toHours(rows.reduce((sum, row) => sum + row.centihours, 0));

/** The dry run of a batch: what importing it would do, changing nothing. */
export async function checkImport(
  db: Db,
  caller: Caller,
  batch: Batch,
): Promise<CheckImportTimeEntriesAnswer> {
  const read = await readBatch(db, caller, batch);
  const plan = await planBatch(db, caller, batch, read);
  return {
    result: 1,
    toImport: plan.rows.length,
    hours: hoursOf(plan.rows),
    alreadyImported: read.alreadyImported,
    refused: plan.refused,
    people: [...read.people].map(([named, person]) => ({ named, ...person })),
    ...createdNames(plan),
  };
}

/**
 * Imports a batch in one transaction. The tenant's imports run one at a time, so that two sending
 * the same rows (two tabs) find each other's rows imported and create each missing project once;
 * the weeks the rows fall in are locked next, so a week submitted meanwhile refuses its rows rather
 * than taking time behind its reviewer's back.
 */
export async function importBatch(db: Db, caller: Caller, batch: Batch): Promise<ImportTimeEntriesAnswer> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `import:${caller.tenantId}`);
    const read = await readBatch(trx, caller, batch);
    await lockWeeks(
      trx,
      caller.tenantId,
      read.rows.map((row) => ({ userId: row.userId, weekStart: weekStartOf(row.date) })),
    );
    const plan = await planBatch(trx, caller, batch, read);
    const projectIds = await createProjects(trx, caller, plan);
    const taskIds = await createTasks(trx, caller, plan, projectIds);
    const now = new Date().toISOString();
    await storeImportedEntries(
      trx,
      caller.tenantId,
      plan.rows.map((row) => {
        const projectId = row.projectId ?? projectIds.get(row.projectKey)!;
        const taskId = row.taskId ?? taskIds.get(`${row.projectKey}:${importNameKey(row.task)}`)!;
        const taskBillable = plan.billable.tasks.get(taskId) ?? null;
        const billable =
          row.billable === null
            ? (taskBillable ?? plan.billable.projects.get(projectId) ?? 1)
            : Number(row.billable);
        return {
          id: crypto.randomUUID(),
          user_id: row.userId,
          project_id: projectId,
          task_id: taskId,
          date: row.date,
          centihours: row.centihours,
          description: row.description,
          created_at: now,
          billable,
          import_key: row.key,
        };
      }),
    );
    for (const { userId, weekStart } of plan.reopened) {
      await recordWeekTransition(trx, caller, userId, weekStart, 'Rejected', 'Open', null);
      recordEvents(changed.week(userId, weekStart));
    }
    await audit.record(trx, caller, api.imports.importTimeEntries, null);
    for (const userId of new Set(plan.rows.map((row) => row.userId)))
      recordEvents(changed.entries(userId, null));
    return {
      result: 1,
      imported: plan.rows.length,
      hours: hoursOf(plan.rows),
      alreadyImported: read.alreadyImported,
      refused: plan.refused,
      ...createdNames(plan),
    };
  });
}

/** Creates the projects the plan's rows name and none found; answers their ids by name key. */
async function createProjects(trx: Db, caller: Caller, plan: Plan): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (plan.newProjects.size === 0) return ids;
  const now = new Date().toISOString();
  const rows = [...plan.newProjects].map(([key, name]) => {
    const id = crypto.randomUUID();
    ids.set(key, id);
    return {
      tenant_id: caller.tenantId,
      id,
      name,
      description: '',
      status: 'In Progress',
      start_date: null,
      end_date: null,
      team_size: DEFAULT_TEAM_SIZE,
      created_by: caller.userId,
      created_at: now,
      deleted_at: null,
      estimate_centihours: null,
      client_id: null,
      color: null,
      budget_period: null,
      budget_minor: null,
    };
  });
  await trx.insertInto('projects').values(rows).execute();
  recordEvents(changed.projects());
  for (const id of ids.values()) plan.billable.projects.set(id, 1);
  return ids;
}

/** Creates the tasks the plan's rows name and none found; answers their ids by `projectKey:task`. */
async function createTasks(
  trx: Db,
  caller: Caller,
  plan: Plan,
  projectIds: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (plan.newTasks.size === 0) return ids;
  const now = new Date().toISOString();
  const rows = [...plan.newTasks].map(([taskKey, { projectKey, projectId, task }]) => {
    const id = crypto.randomUUID();
    ids.set(taskKey, id);
    return {
      tenant_id: caller.tenantId,
      id,
      project_id: projectId ?? projectIds.get(projectKey)!,
      title: task,
      status: 'in-progress',
      start_date: null,
      due_date: null,
      created_by: caller.userId,
      created_at: now,
      deleted_at: null,
      estimate_centihours: null,
      billable: null,
    };
  });
  await trx.insertInto('tasks').values(rows).execute();
  recordEvents(changed.tasks());
  for (const id of ids.values()) plan.billable.tasks.set(id, null);
  return ids;
}
