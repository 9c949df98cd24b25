import { api, type Role } from '@portal/contract';
import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../src/db/dialect.ts';
import { runAsSystem, runAsTenant } from '../src/db/tenant-context.ts';
import * as projects from '../src/modules/projects/projects.service.ts';
import * as tasks from '../src/modules/tasks/tasks.service.ts';
import * as timesheet from '../src/modules/timesheet/timesheet.service.ts';
import * as users from '../src/modules/users/users.service.ts';
import { findCaller, findUserByEmail } from '../src/modules/users/users.repository.ts';
import type { Caller } from '../src/context/caller.ts';
import { reviewWeekOf } from './dataset.ts';
import { deleteEntriesWithSums } from './running-sums.ts';

/** Entries the benchmark adds say so, and are removed when it ends. */
export const ADDED_DESCRIPTION = 'bench addTimeEntry';
/** Added entries go to days no seeded entry is on, one day after another, so no day passes 24 hours. */
const FIRST_ADDED_DAY = Date.parse('2031-01-01T00:00:00Z');
const ADDED_DAYS = 3_650;

export interface Subjects {
  admin: Caller;
  /** The user with the most entries. */
  heavy: Caller & { entries: number };
  week: { startDate: string; endDate: string };
  project: { id: string; taskId: string };
}

export async function callerOf(db: Db, email: string): Promise<Caller> {
  const found = await runAsSystem(() => findUserByEmail(db, email));
  const user = found && (await runAsSystem(() => findCaller(db, 'id', found.id)));
  if (!user) throw new Error(`No user ${email}`);
  return {
    tenantId: user.tenant_id,
    userId: user.id,
    role: user.role as Role,
    email: user.email,
    subscriptionEndsOn: user.subscription_ends_on,
  };
}

/** Who and what the endpoints are called for, found in the seeded store (owner connection). */
export async function findSubjects(db: Db): Promise<Subjects> {
  const admin = await db
    .selectFrom('users')
    .select('email')
    .where('tenant_id', '=', 'bench-t00')
    .where('role', '=', 'Admin')
    .orderBy('id')
    .executeTakeFirst();
  if (!admin) throw new Error('No bench data set here: run `npm run seed:bench` first.');
  const heaviest = await db
    .selectFrom('time_entries')
    .select(['tenant_id', 'user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('date', '<', '2030-01-01')
    .groupBy(['tenant_id', 'user_id'])
    .orderBy('n', 'desc')
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  const heavyUser = await db
    .selectFrom('users')
    .select('email')
    .where('tenant_id', '=', heaviest.tenant_id)
    .where('id', '=', heaviest.user_id)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.max('date').as('date'))
    .where('tenant_id', '=', 'bench-t00')
    .where('date', '<', '2030-01-01')
    .executeTakeFirstOrThrow();
  const task = await db
    .selectFrom('tasks')
    .select(['project_id', 'id'])
    .where('tenant_id', '=', 'bench-t00')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    admin: await callerOf(db, admin.email),
    heavy: { ...(await callerOf(db, heavyUser.email)), entries: Number(heaviest.n) },
    week: reviewWeekOf(String(last.date)),
    project: { id: task.project_id, taskId: task.id },
  };
}

/** Removes the entries addTimeEntry made (the audit log is append-only and keeps its rows). */
export async function removeAddedEntries(db: Db): Promise<number> {
  // Deleted behind the services' backs, so the running sums are taken back with them.
  const removed = await deleteEntriesWithSums(db, (eb) =>
    eb.and([eb('e.tenant_id', 'like', 'bench-%'), eb('e.description', '=', ADDED_DESCRIPTION)]),
  );
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return removed;
}

/** The benchmark's name for the Review in its grid shape. */
export const REVIEW_GRID = 'getTimeEntriesReview-grid';

export interface Endpoint {
  /** Unique among the endpoints: one path may be benchmarked with several bodies. */
  name: string;
  path: string;
  /** Who calls it. */
  as: 'admin' | 'heavy';
  read: boolean;
  /** The request body; a write's changes on every call. */
  body: () => Record<string, unknown>;
  /** The service call the route makes, for capturing its SQL. */
  handle: (db: Db, caller: Caller, body: Record<string, unknown>) => Promise<unknown>;
}

export function endpoints(subjects: Subjects): Endpoint[] {
  const { admin, heavy, week } = subjects;
  let addedDay = 0;
  return [
    {
      name: 'getTimeEntriesReview',
      path: api.timesheet.getTimeEntriesReview.path,
      as: 'admin',
      read: true,
      body: () => ({ tenantId: admin.tenantId, ...week }),
      handle: (db, caller) => timesheet.review(db, caller, week),
    },
    {
      // The shape the Review screen asks for.
      name: REVIEW_GRID,
      path: api.timesheet.getTimeEntriesReview.path,
      as: 'admin',
      read: true,
      body: () => ({ tenantId: admin.tenantId, ...week, shape: 'grid' }),
      handle: (db, caller) => timesheet.reviewGrid(db, caller, week),
    },
    {
      name: 'getTimeEntriesOverview',
      path: api.timesheet.getTimeEntriesOverview.path,
      as: 'heavy',
      read: true,
      body: () => ({ tenantId: heavy.tenantId, userId: heavy.userId, ...week }),
      handle: (db, caller) => timesheet.overview(db, caller, { userId: heavy.userId, ...week }),
    },
    {
      name: 'getTimeEntries',
      path: api.timesheet.getTimeEntries.path,
      as: 'heavy',
      read: true,
      body: () => ({ tenantId: heavy.tenantId, userId: heavy.userId }),
      handle: (db, caller) => timesheet.listTimeEntries(db, caller, { userId: heavy.userId }),
    },
    {
      name: 'getAllProjects',
      path: api.projects.getAllProjects.path,
      as: 'admin',
      read: true,
      body: () => ({ tenantId: admin.tenantId, userId: admin.userId }),
      handle: (db, caller) => projects.listProjects(db, caller),
    },
    {
      name: 'getAllTasks',
      path: api.tasks.getAllTasks.path,
      as: 'admin',
      read: true,
      body: () => ({ tenantId: admin.tenantId, userId: admin.userId }),
      handle: (db, caller) => tasks.listTasks(db, caller),
    },
    {
      name: 'getAllUsers',
      path: api.users.getAllUsers.path,
      as: 'admin',
      read: true,
      body: () => ({ tenantId: admin.tenantId }),
      handle: (db, caller) => users.listUsers(db, caller),
    },
    {
      name: 'addTimeEntry',
      path: api.timesheet.addTimeEntry.path,
      as: 'admin',
      read: false,
      body: () => {
        const day = new Date(FIRST_ADDED_DAY + (addedDay++ % ADDED_DAYS) * 86_400_000);
        return {
          tenantId: admin.tenantId,
          userId: admin.userId,
          date: day.toISOString().slice(0, 10),
          projectId: subjects.project.id,
          taskId: subjects.project.taskId,
          description: ADDED_DESCRIPTION,
          hours: 0.25,
        };
      },
      // The service writes the audit record in the entry's own transaction, as in the server.
      handle: (db, caller, body) =>
        timesheet.addTimeEntry(db, caller, body as Parameters<typeof timesheet.addTimeEntry>[2]),
    },
  ];
}

/** One request's SQL: the auth plugin's lookup of the caller, then the route's own statements. */
export async function requestSql(db: Db, endpoint: Endpoint, caller: Caller): Promise<void> {
  await runAsSystem(() => findCaller(db, 'id', caller.userId));
  await runAsTenant(caller.tenantId, () => endpoint.handle(db, caller, endpoint.body()));
}
