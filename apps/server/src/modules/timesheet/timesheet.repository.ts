import { weekStartOf, type PageRequest } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { anyContains } from '../../db/text-search.ts';
import {
  sql,
  type Insertable,
  type ExpressionBuilder,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import type { Database, EntryMonthTable, TimeEntryTable } from '../../db/schema.ts';
import { compiledOnce } from '../../db/compiled-query.ts';
import { runAlongside, type Runnable } from '../../db/alongside.ts';
import { countOf, pageOf } from '../../db/paging.ts';
import { priceOf, ratesOf, repriceEntries, type EntryPrice } from './entry-pricing.ts';
import { entryMonthsUpserts, sumEntryMonths } from './entry-months.ts';
import { valueOf, type PricedHours } from './entry-value.ts';
import { alertBudgetsOf, PROJECT_LIMIT_COLUMNS } from '../projects/budget-alerts.ts';

/** Text an entry's project, task or description contains. */
interface EntryFilter {
  search?: string | undefined;
}

function entriesOfUser(db: Db, tenantId: string, userId: string, { search }: EntryFilter) {
  return db
    .selectFrom('time_entries as e')
    .innerJoin('projects', (join) =>
      join.onRef('projects.tenant_id', '=', 'e.tenant_id').onRef('projects.id', '=', 'e.project_id'),
    )
    .innerJoin('tasks', (join) =>
      join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
    )
    .where('e.tenant_id', '=', tenantId)
    .where('e.user_id', '=', userId)
    .$if(Boolean(search), (query) =>
      query.where(({ ref }) =>
        anyContains([ref('projects.name'), ref('tasks.title'), ref('e.description')], search!),
      ),
    );
}

/** One user's entries with the names of their project, task and user, newest first. */
function namedEntriesOfUser(db: Db, tenantId: string, userId: string, filter: EntryFilter) {
  return entriesOfUser(db, tenantId, userId, filter)
    .innerJoin('users', (join) =>
      join.onRef('users.tenant_id', '=', 'e.tenant_id').onRef('users.id', '=', 'e.user_id'),
    )
    .select([
      'e.id',
      'e.project_id',
      'e.task_id',
      'e.user_id',
      'e.date',
      'e.centihours',
      'e.description',
      'e.billable',
      'projects.name as project_name',
      'tasks.title as task_name',
      'users.name as user_name',
    ])
    .orderBy('e.date', 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id');
}

// My Timesheet's page, unfiltered, and its count: the most frequent reads of all, compiled once.
const unfilteredPage = compiledOnce(
  (db: Db, tenantId: string, userId: string, limit: number, offset: number) =>
    namedEntriesOfUser(db, tenantId, userId, {}).limit(limit).offset(offset),
);
// Every entry has its project and task (foreign keys), so without a search the index alone
// counts them, instead of joining each of the user's entries to both.
const unfilteredCount = compiledOnce((db: Db, tenantId: string, userId: string) =>
  db
    .selectFrom('time_entries as e')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('e.tenant_id', '=', tenantId)
    .where('e.user_id', '=', userId),
);

/** One user's entries with the names of their project, task and user, newest first; with `page`, that page's. */
export function listEntriesOfUser(
  db: Db,
  tenantId: string,
  userId: string,
  filter: EntryFilter = {},
  page?: PageRequest,
) {
  if (page && !filter.search) {
    return unfilteredPage(db, tenantId, userId, page.pageSize, (page.page - 1) * page.pageSize);
  }
  return namedEntriesOfUser(db, tenantId, userId, filter).$call(pageOf(page)).execute();
}

export async function countEntriesOfUser(db: Db, tenantId: string, userId: string, filter: EntryFilter) {
  if (filter.search) return countOf(entriesOfUser(db, tenantId, userId, filter));
  const [row] = await unfilteredCount(db, tenantId, userId);
  // PostgreSQL answers a bigint count as a string.
  return Number(row?.count);
}

export function findEntry(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('time_entries')
    .select(['id', 'user_id', 'date', 'billable'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * What a change to the user's time on `date` checks once it holds the week's lock, in one
 * statement: the closed month holding the day (null when open; `closedMonth`, the working-time
 * module's query), the week's stored status (null when never touched), whether an approved
 * full-day absence covers the day (`absence`, the absences module's query; whether the person was
 * expected to work then is asked only when one does), the hundredths logged on the day, of the
 * cell of `taskId` on the day (none without one) how many entries it holds, and the first's id and
 * what it is worth (`EntryWorthRow`), and of the work time is logged on (`work`, none without) the live task's project,
 * the live project (`work.projectId`, else the task's) and what new time on it is priced at.
 */
export async function dayUnderChange(
  db: Db,
  tenantId: string,
  userId: string,
  date: string,
  elsewhere: {
    closedMonth: SelectQueryBuilder<Database, 'closed_months', { month: string }>;
    absence: SelectQueryBuilder<Database, 'absences', { type: string }>;
  },
  taskId: string | null,
  work: WorkItem | null,
) {
  // The task's cell: how many entries it holds and the first of them. Without a task there is no
  // cell to read. Under row-level security PostgreSQL does not fold `task_id = null` away, and
  // planned a parallel scan of every entry for each of these.
  const cellOf = (eb: ExpressionBuilder<Database, never>) => {
    if (taskId === null) {
      return [
        sql<number>`0`.as('cell_entries'),
        sql<string | null>`null`.as('cell_id'),
        sql<number | null>`null`.as('cell_centihours'),
        sql<string | null>`null`.as('cell_project_id'),
        sql<number | null>`null`.as('cell_billable'),
        sql<number | null>`null`.as('cell_bill_rate_minor'),
        sql<number | null>`null`.as('cell_cost_rate_minor'),
      ] as const;
    }
    const cell = eb
      .selectFrom('time_entries')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('date', '=', date)
      .where('task_id', '=', taskId);
    const first = cell.orderBy('id').limit(1);
    return [
      cell.select((inner) => inner.fn.countAll<number | string>().as('n')).as('cell_entries'),
      first.select('id').as('cell_id'),
      first.select('centihours').as('cell_centihours'),
      first.select('project_id').as('cell_project_id'),
      first.select('billable').as('cell_billable'),
      first.select('bill_rate_minor').as('cell_bill_rate_minor'),
      first.select('cost_rate_minor').as('cell_cost_rate_minor'),
    ] as const;
  };
  const workOf = (eb: ExpressionBuilder<Database, never>) => {
    if (work === null) {
      return [
        sql<string | null>`null`.as('task_project_id'),
        sql<string | null>`null`.as('live_project_id'),
        sql<number | null>`null`.as('billable'),
        sql<number | null>`null`.as('bill_rate_minor'),
        sql<number | null>`null`.as('cost_rate_minor'),
      ] as const;
    }
    const taskProject = eb
      .selectFrom('tasks')
      .select('project_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', work.taskId)
      .where('deleted_at', 'is', null);
    const price = priceOf({
      tenant_id: tenantId,
      user_id: userId,
      project_id: work.projectId ?? taskProject.$asScalar(),
      task_id: work.taskId,
      date,
    });
    return [
      taskProject.as('task_project_id'),
      eb
        .selectFrom('projects')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', work.projectId ?? taskProject)
        .where('deleted_at', 'is', null)
        .as('live_project_id'),
      price.billable.as('billable'),
      price.bill_rate_minor.as('bill_rate_minor'),
      price.cost_rate_minor.as('cost_rate_minor'),
    ] as const;
  };
  const row = await db
    .selectNoFrom((eb) => [
      elsewhere.closedMonth.as('closed_month'),
      eb
        .selectFrom('week_statuses')
        .select('status')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('week_start', '=', weekStartOf(date))
        .as('week_status'),
      elsewhere.absence.as('absence'),
      eb
        .selectFrom('time_entries')
        .select((inner) => inner.fn.sum<number | string | null>('centihours').as('total'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .as('logged'),
      ...cellOf(eb),
      ...workOf(eb),
    ])
    .executeTakeFirstOrThrow();
  return {
    closedMonth: row.closed_month,
    weekStatus: row.week_status,
    absent: row.absence !== null,
    loggedCentihours: Number(row.logged ?? 0),
    cell: {
      entries: Number(row.cell_entries),
      first:
        row.cell_id === null || taskId === null
          ? null
          : {
              id: row.cell_id,
              user_id: userId,
              date,
              project_id: row.cell_project_id!,
              task_id: taskId,
              centihours: Number(row.cell_centihours),
              billable: Number(row.cell_billable),
              bill_rate_minor: Number(row.cell_bill_rate_minor),
              cost_rate_minor: Number(row.cell_cost_rate_minor),
            },
    },
    work: {
      taskProjectId: row.task_project_id,
      liveProjectId: row.live_project_id,
      price: {
        billable: Number(row.billable ?? 0),
        bill_rate_minor: Number(row.bill_rate_minor ?? 0),
        cost_rate_minor: Number(row.cost_rate_minor ?? 0),
      },
    },
  };
}

/** The task time is logged on, and its project when the change names one. */
export interface WorkItem {
  taskId: string;
  projectId?: string | undefined;
}

/** What an entry adds to its project's, task's and month's running totals. */
interface EntryWorth extends PricedHours {
  user_id: string;
  date: string;
}

/** An entry's worth added to (`sign` 1, the default) or taken from (-1) the running totals. */
type TrackedEntry = EntryWorth & { project_id: string; task_id: string; sign?: 1 | -1 };

/**
 * Moves the running totals of the entries' projects, tasks and months (see `entry_months`) by
 * their worth, and tells of an estimate or budget the time passed. Every change of an entry goes
 * through the functions below, which call this in the same transaction, so the totals always equal
 * the entries' sums and no change passes a threshold untold. Each table is moved by one statement,
 * by none when its totals do not move (an entry's description changed); `changes` of the entries
 * themselves go with the projects' statement where they can (`runAlongside`).
 */
async function track(
  db: Db,
  tenantId: string,
  entries: readonly TrackedEntry[],
  changes: readonly Runnable[] = [],
) {
  const projects = new Map<string, { centihours: number; bill: number; cost: number }>();
  const tasks = new Map<string, number>();
  const months = new Map<string, Insertable<EntryMonthTable>>();
  for (const entry of entries) {
    const centihours = (entry.sign ?? 1) * entry.centihours;
    if (centihours === 0) continue;
    const { bill, cost } = valueOf({ ...entry, centihours });
    const project = projects.get(entry.project_id) ?? { centihours: 0, bill: 0, cost: 0 };
    projects.set(entry.project_id, {
      centihours: project.centihours + centihours,
      bill: project.bill + bill,
      cost: project.cost + cost,
    });
    tasks.set(entry.task_id, (tasks.get(entry.task_id) ?? 0) + centihours);
    const month = entry.date.slice(0, 7);
    const key = `${entry.user_id}:${entry.project_id}:${month}:${Number(entry.billable)}`;
    const sum = months.get(key);
    months.set(key, {
      tenant_id: tenantId,
      user_id: entry.user_id,
      project_id: entry.project_id,
      month,
      billable: Number(entry.billable),
      centihours: Number(sum?.centihours ?? 0) + centihours,
      bill_centi_minor: Number(sum?.bill_centi_minor ?? 0) + bill,
      cost_centi_minor: Number(sum?.cost_centi_minor ?? 0) + cost,
    });
  }
  // A change that took away what it added moves nothing.
  for (const [id, sum] of projects) {
    if (sum.centihours === 0 && sum.bill === 0 && sum.cost === 0) projects.delete(id);
  }
  for (const [id, centihours] of tasks) if (centihours === 0) tasks.delete(id);
  for (const [key, sum] of months) {
    if (sum.centihours === 0 && sum.bill_centi_minor === 0 && sum.cost_centi_minor === 0) months.delete(key);
  }
  // One statement per table, whatever the number of projects, tasks and months: on PostgreSQL a
  // statement is a round trip, and an import's batch touches hundreds of months.
  const addTo = (column: string, amounts: Map<string, number>) =>
    sql<number>`${sql.ref(column)} + case id ${sql.join(
      [...amounts].map(([id, amount]) => sql`when ${id} then cast(${amount} as bigint)`),
      sql` `,
    )} else 0 end`;
  const sides = [
    ...changes,
    ...(tasks.size > 0
      ? [
          db
            .updateTable('tasks')
            .set({ tracked_centihours: addTo('tracked_centihours', tasks) })
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', [...tasks.keys()]),
        ]
      : []),
    ...entryMonthsUpserts(db, [...months.values()]),
  ];
  if (projects.size === 0) {
    for (const side of sides) await side.execute();
    return;
  }
  const sums = (pick: (sum: { centihours: number; bill: number; cost: number }) => number) =>
    new Map([...projects].map(([id, sum]) => [id, pick(sum)]));
  // The projects as moved, read by the move itself: those that grew and have an estimate or a
  // budget are measured against it.
  const moved = await runAlongside(db, sides, (creator) =>
    creator
      .updateTable('projects')
      .set({
        tracked_centihours: addTo(
          'tracked_centihours',
          sums((sum) => sum.centihours),
        ),
        bill_centi_minor: addTo(
          'bill_centi_minor',
          sums((sum) => sum.bill),
        ),
        cost_centi_minor: addTo(
          'cost_centi_minor',
          sums((sum) => sum.cost),
        ),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...projects.keys()])
      .returning([...PROJECT_LIMIT_COLUMNS, 'deleted_at']),
  );
  const measured = moved.filter(
    ({ id, deleted_at, estimate_centihours, budget_minor }) =>
      deleted_at === null &&
      (estimate_centihours !== null || budget_minor !== null) &&
      (projects.get(id)?.centihours ?? 0) > 0,
  );
  await alertBudgetsOf(db, tenantId, measured);
}

/**
 * Prices every entry and sets every project's, task's and month's running totals from the entries,
 * for stores loaded in bulk (the demo and benchmark data) rather than through the functions below.
 */
export async function recomputeTrackedHours(db: Db): Promise<void> {
  const everything = { from: '0000-01-01', userId: null, projectId: null };
  const priced = new Set(
    (await db.selectFrom('rates').select('tenant_id').distinct().execute()).map((row) => row.tenant_id),
  );
  for (const tenantId of priced) await repriceEntries(db, tenantId, everything);
  const logged = await db.selectFrom('time_entries').select('tenant_id').distinct().execute();
  for (const { tenant_id } of logged) {
    if (!priced.has(tenant_id)) await sumEntryMonths(db, tenant_id, everything);
  }
  await db.updateTable('projects').set({ tracked_centihours: 0 }).execute();
  await db.updateTable('tasks').set({ tracked_centihours: 0 }).execute();
  // One grouped pass over the entries: a sum per task read each task's whole tenant.
  const sums = await db
    .selectFrom('time_entries')
    .select([
      'tenant_id',
      'project_id',
      'task_id',
      (eb) => eb.fn.sum<number | string>('centihours').as('total'),
    ])
    .groupBy(['tenant_id', 'project_id', 'task_id'])
    .execute();
  for (const sum of sums) {
    const add = (table: 'projects' | 'tasks', id: string) =>
      db
        .updateTable(table)
        .set((eb) => ({ tracked_centihours: eb('tracked_centihours', '+', Number(sum.total)) }))
        .where('tenant_id', '=', sum.tenant_id)
        .where('id', '=', id)
        .execute();
    await add('projects', sum.project_id);
    await add('tasks', sum.task_id);
  }
}

/** Rows one insert takes: well within every store's limit of bound values. */
const INSERT_CHUNK = 500;

/**
 * Stores many entries at once, each with its billable flag, priced at the rates of its day, and
 * moves the running totals once per project, task and month: what `insertEntry` does for one
 * entry, for an import. Run it in a transaction.
 */
export async function insertEntries(
  db: Db,
  tenantId: string,
  rows: readonly Omit<Insertable<TimeEntryTable>, 'tenant_id' | 'bill_rate_minor' | 'cost_rate_minor'>[],
): Promise<void> {
  if (rows.length === 0) return;
  // A tenant without rates prices every entry at 0, the columns' default: its statement then holds
  // no rate lookup per row.
  const rated =
    (await db.selectFrom('rates').select('id').where('tenant_id', '=', tenantId).limit(1).execute()).length >
    0;
  const priced = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({
      ...row,
      tenant_id: tenantId,
      ...(rated ? ratesOf({ ...row, tenant_id: tenantId }) : {}),
    }));
    // Priced as they are inserted and read back from the insert: a store that grew by an import's
    // batches a moment ago has no statistics of them yet to plan reading them by id again.
    priced.push(...(await db.insertInto('time_entries').values(chunk).returning(WORTH).execute()));
  }
  await track(db, tenantId, priced);
}

/**
 * In one statement: the project's id if it is live, and the project of the task if the task is
 * live (null for either that is not).
 */
export function liveWorkItem(db: Db, tenantId: string, projectId: string, taskId: string) {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('projects')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', projectId)
        .where('deleted_at', 'is', null)
        .as('live_project_id'),
      eb
        .selectFrom('tasks')
        .select('project_id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', taskId)
        .where('deleted_at', 'is', null)
        .as('task_project_id'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Stores an entry priced as `dayUnderChange` found it (billable as its task says, at the rates of
 * its day) and moves the running totals, in one statement on PostgreSQL; run it in a transaction.
 */
export async function insertEntry(db: Db, entry: Insertable<TimeEntryTable> & EntryPrice): Promise<void> {
  await track(db, entry.tenant_id, [entry], [db.insertInto('time_entries').values(entry)]);
}

const WORTH = [
  'user_id',
  'date',
  'project_id',
  'task_id',
  'centihours',
  'billable',
  'bill_rate_minor',
  'cost_rate_minor',
] as const;

/** What an entry is worth to the running totals, as stored. */
export type EntryWorthRow = Pick<Selectable<TimeEntryTable>, (typeof WORTH)[number]>;

/**
 * Changes an entry's hours, description or billable flag, with the running totals; run it in a
 * transaction. `before` is the entry's worth when the change has read it already (`dayUnderChange`).
 */
export async function updateEntry(
  db: Db,
  tenantId: string,
  id: string,
  changes: { centihours?: number; description?: string; billable?: number },
  before?: EntryWorthRow,
): Promise<void> {
  const worth =
    before ??
    (await db
      .selectFrom('time_entries')
      .select(WORTH)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst());
  if (!worth) return;
  const update = db
    .updateTable('time_entries')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  await track(
    db,
    tenantId,
    [
      { ...worth, sign: -1 },
      { ...worth, ...changes },
    ],
    [update],
  );
}

/**
 * Removes entries, with the running totals; run it in a transaction. `known` is what they are
 * worth when the change has read it already (`dayUnderChange`).
 */
export async function deleteEntries(
  db: Db,
  tenantId: string,
  ids: string[],
  known?: readonly EntryWorthRow[],
): Promise<void> {
  if (ids.length === 0) return;
  const gone =
    known ??
    (await db
      .selectFrom('time_entries')
      .select(WORTH)
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute());
  const remove = db.deleteFrom('time_entries').where('tenant_id', '=', tenantId).where('id', 'in', ids);
  await track(
    db,
    tenantId,
    gone.map((entry) => ({ ...entry, sign: -1 as const })),
    [remove],
  );
}

interface Period {
  startDate: string;
  endDate: string;
}

/**
 * The stored entries of a period with their task names. With `userId` only that user's; the
 * (tenant_id, user_id, date) or (tenant_id, date) index serves either.
 */
export function entriesInPeriod(db: Db, tenantId: string, { startDate, endDate }: Period, userId?: string) {
  if (userId) return userEntriesInPeriod(db, tenantId, startDate, endDate, userId);
  return entriesOfPeriod(db, tenantId, startDate, endDate)
    .orderBy('e.user_id')
    .orderBy('e.date')
    .orderBy('e.id')
    .execute();
}

function entriesOfPeriod(db: Db, tenantId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('time_entries as e')
    .innerJoin('tasks', (join) =>
      join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
    )
    .select([
      'e.id',
      'e.user_id',
      'e.project_id',
      'e.task_id',
      'tasks.title as task_name',
      'e.date',
      'e.centihours',
      'e.billable',
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.date', '>=', startDate)
    .where('e.date', '<=', endDate);
}

// The Overview's week of one user: compiled once.
const userEntriesInPeriod = compiledOnce(
  (db: Db, tenantId: string, startDate: string, endDate: string, userId: string) =>
    entriesOfPeriod(db, tenantId, startDate, endDate)
      .where('e.user_id', '=', userId)
      .orderBy('e.user_id')
      .orderBy('e.date')
      .orderBy('e.id'),
);

/**
 * Hours per user, task and date in a period, summed by the database. With `userId` only that
 * user's; the (tenant_id, user_id, date) or (tenant_id, date) index serves either.
 */
export function sumWeek(db: Db, tenantId: string, { startDate, endDate }: Period, userId?: string) {
  let query = db
    .selectFrom('time_entries as e')
    .innerJoin('tasks', (join) =>
      join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
    )
    .select((eb) => [
      'e.user_id',
      'e.project_id',
      'e.task_id',
      'tasks.title as task_name',
      'e.date',
      eb.fn.sum<number | string>('e.centihours').as('centihours'),
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.date', '>=', startDate)
    .where('e.date', '<=', endDate);
  if (userId) query = query.where('e.user_id', '=', userId);
  return query
    .groupBy(['e.user_id', 'e.project_id', 'e.task_id', 'tasks.title', 'e.date'])
    .orderBy('e.user_id')
    .orderBy('e.project_id')
    .orderBy('e.date')
    .execute();
}

/** Names of projects by id, deleted ones included: logged time keeps its names. */
export function projectNames(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'color'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

/** Names of users by id. */
export function userNames(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}
