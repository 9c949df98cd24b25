import { api, WEEK_STATUSES, addCalendarDays, type Endpoint, type ReportGrouping } from '@portal/contract';
import fc from 'fast-check';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';

/*
 * The running sums every change of an entry moves in its transaction (`entry_months`, and the
 * projects' and tasks' tracked hours and amounts) against the entries themselves, after random
 * sequences of every kind of change made through the API, each on the tenant emptied again. The API
 * has no call that changes an entry's date, task or project: My Timesheet moves an entry by
 * deleting it and logging it again, and a task can be moved to another project.
 */

/** Sequences per store: few and short, so that each store's run stays within a minute on two busy cores. */
const RUNS = Number(process.env.ROLLUP_RUNS ?? 25);
const MAX_STEPS = 12;

/** Four weeks (Sunday to Saturday) over three months: two cross a month's end, copies go between any two. */
const WEEKS = ['2026-09-27', '2026-10-04', '2026-10-25', '2026-11-01'];
const DAYS = WEEKS.flatMap((week) => [0, 1, 2, 3, 4, 5, 6].map((day) => addCalendarDays(week, day)));
/**
 * Periods read through the months' sums: whole months; a few days at either end, read from the
 * entries; most of a month at one end or both, read as the month less the entries of its other days.
 */
const PERIODS: [string, string][] = [
  ['2026-09-01', '2026-11-30'],
  ['2026-09-29', '2026-11-03'],
  ['2026-10-03', '2026-11-06'],
  ['2026-10-02', '2026-10-30'],
];
const GROUPINGS: ReportGrouping[][] = [
  ['project', 'user'],
  ['client', 'project'],
  ['month', 'user'],
];

let server: TestServer;
let admin: Member;
let ann: Member;

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  ann = await addMember(server, admin, 'User', 'Ann');
});
afterAll(async () => {
  await server?.close();
});

/** The people, projects and tasks of one sequence. */
interface World {
  admin: Member;
  ann: Member;
  /** Harbour's Berths (billable) and Training (not), Depot's Picking. */
  tasks: { taskId: string; title: string }[];
  projectIds: string[];
}

const person = fc.constantFrom('admin' as const, 'ann' as const);
const task = fc.nat({ max: 2 });
const day = fc.nat({ max: DAYS.length - 1 });
const week = fc.nat({ max: WEEKS.length - 1 });
const hours = fc.constantFrom(0.25, 1, 2.5, 3.33, 7.75, 12);
/** An entry of the tenant's, by its place among them when the step runs. */
const pick = fc.nat({ max: 40 });

const add = fc.record({
  kind: fc.constant('add' as const),
  who: person,
  task,
  day,
  hours,
  note: fc.string({ maxLength: 3 }),
});

const step = fc.oneof(
  add,
  fc.record({
    kind: fc.constant('cell' as const),
    who: person,
    task,
    day,
    hours: fc.oneof(hours, fc.constant(0)),
    note: fc.option(fc.string({ maxLength: 3 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('editHours' as const), pick, hours }),
  fc.record({ kind: fc.constant('editNote' as const), pick, note: fc.string({ maxLength: 3 }) }),
  fc.record({ kind: fc.constant('billable' as const), pick, billable: fc.boolean() }),
  fc.record({ kind: fc.constant('moveDate' as const), pick, day }),
  fc.record({ kind: fc.constant('moveTask' as const), pick, task }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({
    kind: fc.constant('copy' as const),
    who: person,
    weeks: fc.tuple(week, week).filter(([from, to]) => from !== to),
  }),
  fc.record({
    kind: fc.constant('timer' as const),
    who: person,
    runs: fc.array(fc.record({ task, day, minutes: fc.integer({ min: 1, max: 600 }) }), {
      minLength: 1,
      maxLength: 2,
    }),
  }),
  fc.record({
    kind: fc.constant('import' as const),
    rows: fc.array(fc.record({ who: person, task, day, hours }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('taskToProject' as const), task, project: fc.nat({ max: 1 }) }),
  fc.record({
    kind: fc.constant('taskBillable' as const),
    task,
    billable: fc.constantFrom(true, false, null),
  }),
  fc.record({
    kind: fc.constant('rate' as const),
    rate: fc.constantFrom('bill' as const, 'cost' as const),
    who: fc.option(person, { nil: undefined }),
    project: fc.option(fc.nat({ max: 1 }), { nil: undefined }),
    day,
    amount: fc.constantFrom(0, 2_500, 9_999, 15_050),
  }),
  fc.record({ kind: fc.constant('deleteRate' as const), pick }),
  fc.record({ kind: fc.constant('submit' as const), who: person, week }),
  fc.record({ kind: fc.constant('reject' as const), who: person, week }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** A few entries first, so that the changes of entries have some to change from the start. */
const sequence = fc
  .tuple(
    fc.array(add, { minLength: 1, maxLength: 4 }),
    fc.array(step, { minLength: 1, maxLength: MAX_STEPS }),
  )
  .map(([adds, steps]): Step[] => [...adds, ...steps]);

/**
 * The tenant as new, but for its people: a tenant signed up per sequence took seconds of password
 * hashing on a busy machine, more than the sequence itself. What a sequence leaves is removed
 * beyond the API, entries and the sums they moved alike, so no sum is left out of step.
 */
async function newWorld(): Promise<World> {
  for (const table of [
    'time_entries',
    'entry_months',
    'rates',
    'week_statuses',
    'week_transitions',
    'timers',
    'budget_alerts',
    'tasks',
    'projects',
    'clients',
  ] as const) {
    await server.db.deleteFrom(table).where('tenant_id', '=', admin.tenantId).execute();
  }
  const harbour = await createProject(server, admin, 'Harbour', ['Berths', 'Training']);
  const depot = await createProject(server, admin, 'Depot', ['Picking']);
  const client = await callAs(server, admin, api.clients.addClient, { name: 'Northwind' });
  const changes: [Endpoint, Record<string, unknown>][] = [
    [
      api.projects.updateProject,
      { projectId: harbour.projectId, name: 'Harbour', description: 'Harbour', clientId: client.body.id },
    ],
    [
      api.tasks.updateTask,
      { taskId: harbour.taskIds[1], projectId: harbour.projectId, title: 'Training', billable: false },
    ],
    [api.rates.setRate, { kind: 'bill', validFrom: '2026-01-01', amount: 10_000 }],
    [api.rates.setRate, { kind: 'cost', validFrom: '2026-01-01', amount: 4_000 }],
    [
      api.rates.setRate,
      {
        kind: 'bill',
        userId: ann.userId,
        projectId: harbour.projectId,
        validFrom: '2026-10-11',
        amount: 15_050,
      },
    ],
  ];
  for (const [endpoint, body] of changes) {
    const { status } = await callAs(server, admin, endpoint, body);
    if (status !== 200) throw new Error(`setting up the tenant: ${endpoint.path} answered ${status}`);
  }
  return {
    admin,
    ann,
    tasks: [
      { taskId: harbour.taskIds[0]!, title: 'Berths' },
      { taskId: harbour.taskIds[1]!, title: 'Training' },
      { taskId: depot.taskIds[0]!, title: 'Picking' },
    ],
    projectIds: [harbour.projectId, depot.projectId],
  };
}

interface StoredEntry {
  id: string;
  user_id: string;
  task_id: string;
  date: string;
  centihours: number;
  description: string;
}

/** The tenant's entries, oldest first: what a step's `pick` chooses from. */
async function entriesOf(tenantId: string): Promise<StoredEntry[]> {
  const rows = await server.db
    .selectFrom('time_entries')
    .select(['id', 'user_id', 'task_id', 'date', 'centihours', 'description'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, centihours: Number(row.centihours) }));
}

/** The task a step names: its current project, as a task may have moved. */
async function taskOf(world: World, index: number) {
  const { taskId, title } = world.tasks[index]!;
  const row = await server.db
    .selectFrom('tasks as t')
    .innerJoin('projects as p', (join) =>
      join.onRef('p.tenant_id', '=', 't.tenant_id').onRef('p.id', '=', 't.project_id'),
    )
    .select(['t.project_id', 'p.name'])
    .where('t.tenant_id', '=', world.admin.tenantId)
    .where('t.id', '=', taskId)
    .executeTakeFirstOrThrow();
  return { taskId, title, projectId: row.project_id, projectName: row.name };
}

/**
 * Makes one step through the API. Refusals (a day past 24 hours, a submitted week, a cell of
 * several entries...) are part of the sequence: they must leave every sum as it was. Answers the
 * calls' statuses.
 */
async function run(world: World, change: Step): Promise<number[]> {
  const member = (who: 'admin' | 'ann') => world[who];
  const asAdmin = (endpoint: Endpoint, body: Record<string, unknown>) =>
    callAs(server, world.admin, endpoint, body);
  const statuses: number[] = [];
  const send = async (answer: ReturnType<typeof callAs>) => {
    const { status, body } = await answer;
    statuses.push(status);
    return body as Record<string, unknown>;
  };
  const picked = async (index: number) => {
    const entries = await entriesOf(world.admin.tenantId);
    return entries.length === 0 ? undefined : entries[index % entries.length]!;
  };
  const logAgain = async (entry: StoredEntry, date: string, taskIndex: number | null) => {
    const stored = await server.db
      .selectFrom('time_entries')
      .select(['project_id'])
      .where('tenant_id', '=', world.admin.tenantId)
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    const target =
      taskIndex === null
        ? { projectId: stored.project_id, taskId: entry.task_id }
        : await taskOf(world, taskIndex);
    await send(asAdmin(api.timesheet.deleteTimeEntry, { timeEntryId: entry.id }));
    await send(
      asAdmin(api.timesheet.addTimeEntry, {
        userId: entry.user_id,
        projectId: target.projectId,
        taskId: target.taskId,
        date,
        hours: entry.centihours / 100,
        description: entry.description,
      }),
    );
  };
  switch (change.kind) {
    case 'add': {
      const work = await taskOf(world, change.task);
      await send(
        asAdmin(api.timesheet.addTimeEntry, {
          userId: member(change.who).userId,
          projectId: work.projectId,
          taskId: work.taskId,
          date: DAYS[change.day],
          hours: change.hours,
          description: change.note,
        }),
      );
      break;
    }
    case 'cell':
      await send(
        callAs(server, member(change.who), api.timesheet.setDayHours, {
          userId: member(change.who).userId,
          taskId: world.tasks[change.task]!.taskId,
          date: DAYS[change.day],
          hours: change.hours,
          ...(change.note === undefined ? {} : { description: change.note }),
        }),
      );
      break;
    case 'editHours':
    case 'editNote': {
      const entry = await picked(change.pick);
      if (!entry) break;
      await send(
        asAdmin(api.timesheet.setDayHours, {
          userId: entry.user_id,
          taskId: entry.task_id,
          date: entry.date,
          ...(change.kind === 'editHours'
            ? { hours: change.hours }
            : { hours: entry.centihours / 100, description: change.note }),
        }),
      );
      break;
    }
    case 'billable': {
      const entry = await picked(change.pick);
      if (entry) {
        await send(
          asAdmin(api.timesheet.setTimeEntryBillable, { timeEntryId: entry.id, billable: change.billable }),
        );
      }
      break;
    }
    case 'moveDate': {
      const entry = await picked(change.pick);
      if (entry) await logAgain(entry, DAYS[change.day]!, null);
      break;
    }
    case 'moveTask': {
      const entry = await picked(change.pick);
      if (entry) await logAgain(entry, entry.date, change.task);
      break;
    }
    case 'delete': {
      const entry = await picked(change.pick);
      if (entry) await send(asAdmin(api.timesheet.deleteTimeEntry, { timeEntryId: entry.id }));
      break;
    }
    case 'copy':
      await send(
        asAdmin(api.timesheet.copyWeek, {
          userId: member(change.who).userId,
          fromWeekStart: WEEKS[change.weeks[0]],
          toWeekStart: WEEKS[change.weeks[1]],
        }),
      );
      break;
    case 'timer': {
      // Started offline that long ago; starting the next stops the one running into its entry.
      const total = change.runs.reduce((sum, segment) => sum + segment.minutes, 0);
      let startedAt = Date.now() - total * 60_000;
      for (const segment of change.runs) {
        const work = await taskOf(world, segment.task);
        await send(
          callAs(server, member(change.who), api.timesheet.startTimer, {
            projectId: work.projectId,
            taskId: work.taskId,
            date: DAYS[segment.day],
            description: 'timed',
            startedAt: new Date(startedAt).toISOString(),
          }),
        );
        startedAt += segment.minutes * 60_000;
      }
      await send(callAs(server, member(change.who), api.timesheet.stopTimer));
      // A stop refused (a locked week, a full day) keeps the timer: the next timer starts afresh.
      await send(callAs(server, member(change.who), api.timesheet.discardTimer));
      break;
    }
    case 'import': {
      const rows = [];
      for (const [at, row] of change.rows.entries()) {
        const work = await taskOf(world, row.task);
        rows.push({
          line: at + 2,
          cells: [DAYS[row.day]!, String(row.hours), member(row.who).email, work.projectName, work.title],
          occurrence: 0,
        });
      }
      await send(
        asAdmin(api.imports.importTimeEntries, {
          source: 'csv',
          columns: ['Date', 'Hours', 'Email', 'Project', 'Task'],
          mapping: { date: 'Date', hours: 'Hours', email: 'Email', project: 'Project', task: 'Task' },
          dateOrder: 'ymd',
          rows,
        }),
      );
      break;
    }
    case 'taskToProject': {
      const work = await taskOf(world, change.task);
      await send(
        asAdmin(api.tasks.updateTask, {
          taskId: work.taskId,
          projectId: world.projectIds[change.project],
          title: work.title,
        }),
      );
      break;
    }
    case 'taskBillable': {
      const work = await taskOf(world, change.task);
      await send(
        asAdmin(api.tasks.updateTask, {
          taskId: work.taskId,
          projectId: work.projectId,
          title: work.title,
          billable: change.billable,
        }),
      );
      break;
    }
    case 'rate':
      await send(
        asAdmin(api.rates.setRate, {
          kind: change.rate,
          userId: change.who === undefined ? null : member(change.who).userId,
          projectId: change.project === undefined ? null : world.projectIds[change.project],
          validFrom: DAYS[change.day],
          amount: change.amount,
        }),
      );
      break;
    case 'deleteRate': {
      const { rates } = (await send(asAdmin(api.rates.getRates, {}))) as { rates: { id: string }[] };
      if (rates.length > 0) {
        await send(asAdmin(api.rates.deleteRate, { rateId: rates[change.pick % rates.length]!.id }));
      }
      break;
    }
    case 'submit':
      await send(
        callAs(server, member(change.who), api.weekApproval.submitWeek, { weekStart: WEEKS[change.week] }),
      );
      break;
    case 'reject':
      await send(
        asAdmin(api.weekApproval.rejectWeek, {
          userId: member(change.who).userId,
          weekStart: WEEKS[change.week],
          reason: 'Check the hours',
        }),
      );
      break;
  }
  return statuses;
}

/** Sums come back as numbers from SQLite and as text from PostgreSQL. */
const SUMS = new Set([
  'billable',
  'centihours',
  'bill_centi_minor',
  'cost_centi_minor',
  'tracked_centihours',
]);
const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, SUMS.has(key) ? Number(value) : value]));

/**
 * The running sums as kept, beside the same sums computed from the entries: the months' rows
 * (rows left at zero by a change that took everything away do not count), every project's
 * tracked hours and amounts, and every task's tracked hours.
 */
async function keptAndComputed(tenantId: string) {
  const run = (query: RawBuilder<Record<string, unknown>>) =>
    query.execute(server.db).then((result) => result.rows.map(numbers));
  const months = {
    kept: await run(sql`select user_id, project_id, month, billable, centihours, bill_centi_minor, cost_centi_minor
      from entry_months where tenant_id = ${tenantId}
        and not (centihours = 0 and bill_centi_minor = 0 and cost_centi_minor = 0)
      order by user_id, project_id, month, billable`),
    computed: await run(sql`select user_id, project_id, substr(date, 1, 7) as month, billable,
        sum(centihours) as centihours, sum(centihours * bill_rate_minor * billable) as bill_centi_minor,
        sum(centihours * cost_rate_minor) as cost_centi_minor
      from time_entries where tenant_id = ${tenantId}
      group by user_id, project_id, substr(date, 1, 7), billable
      order by user_id, project_id, month, billable`),
  };
  const projects = {
    kept: await run(sql`select id, tracked_centihours, bill_centi_minor, cost_centi_minor
      from projects where tenant_id = ${tenantId} order by id`),
    computed: await run(sql`select p.id, coalesce(sum(e.centihours), 0) as tracked_centihours,
        coalesce(sum(e.centihours * e.bill_rate_minor * e.billable), 0) as bill_centi_minor,
        coalesce(sum(e.centihours * e.cost_rate_minor), 0) as cost_centi_minor
      from projects p left join time_entries e on e.tenant_id = p.tenant_id and e.project_id = p.id
      where p.tenant_id = ${tenantId} group by p.id order by p.id`),
  };
  const tasks = {
    kept: await run(sql`select id, tracked_centihours from tasks where tenant_id = ${tenantId} order by id`),
    computed: await run(sql`select t.id, coalesce(sum(e.centihours), 0) as tracked_centihours
      from tasks t left join time_entries e on e.tenant_id = t.tenant_id and e.task_id = t.id
      where t.tenant_id = ${tenantId} group by t.id order by t.id`),
  };
  return { months, projects, tasks };
}

/**
 * Each report asked twice: as it is, which reads the months' sums for the whole months it covers,
 * and with every week status named, which reads each entry.
 */
async function reportsBothWays(admin: Member) {
  const differences: string[] = [];
  for (const [from, to] of PERIODS) {
    for (const groupBy of GROUPINGS) {
      for (const filters of [{}, { billable: true }]) {
        const ask = (more: object) =>
          callAs(server, admin, api.reports.summary, { from, to, groupBy, filters: { ...filters, ...more } });
        const [months, entries] = [await ask({}), await ask({ weekStatuses: [...WEEK_STATUSES] })];
        expect(months.status, JSON.stringify(months.body)).toBe(200);
        expect(entries.status, JSON.stringify(entries.body)).toBe(200);
        if (JSON.stringify(months.body) !== JSON.stringify(entries.body)) {
          differences.push(
            `${from}..${to} by ${groupBy.join(' → ')} ${JSON.stringify(filters)}: ` +
              `${JSON.stringify(months.body)} from the months, ${JSON.stringify(entries.body)} from the entries`,
          );
        }
      }
    }
  }
  return differences;
}

describe('the running sums of the entries', () => {
  it('equal the entries’ sums after any sequence of changes, and reports read from them equal reports read from the entries', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        const world = await newWorld();
        for (const [at, change] of steps.entries()) {
          const statuses = await run(world, change);
          // A refusal is an answer; a failure of the server is not.
          if (statuses.some((status) => status >= 500)) {
            throw new Error(`step ${at} (${change.kind}) answered ${statuses.join(', ')}`);
          }
          const sums = await keptAndComputed(world.admin.tenantId);
          for (const [name, { kept, computed }] of Object.entries(sums)) {
            if (JSON.stringify(kept) !== JSON.stringify(computed)) {
              throw new Error(
                `after step ${at} (${change.kind}), the ${name}' sums kept ${JSON.stringify(kept)} ` +
                  `but the entries sum to ${JSON.stringify(computed)}`,
              );
            }
          }
        }
        const differences = await reportsBothWays(world.admin);
        if (differences.length > 0) throw new Error(differences.join('\n'));
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 240_000, markInterruptAsFailure: false },
    );
  }, 300_000);
});
