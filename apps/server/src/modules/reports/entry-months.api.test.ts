import { api, WEEK_STATUSES, type ReportGrouping } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { monthSourcesOf } from './reports.repository.ts';

let server: TestServer;
let admin: Member;
let ann: Member;
let bob: Member;
let harbour: { projectId: string; taskIds: string[] };
let depot: { projectId: string; taskIds: string[] };
let clientId: string;

const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Record<string, unknown>;
};
const log = (member: Member, project: typeof harbour, task: number, date: string, hours: number) =>
  ok(
    callAs(server, admin, api.timesheet.addTimeEntry, {
      userId: member.userId,
      projectId: project.projectId,
      taskId: project.taskIds[task],
      date,
      hours,
      description: '',
    }),
  );

/**
 * A report asked twice: as it is, which reads the months' sums where it covers whole months, and
 * with every week status named, which counts the same entries but reads each of them.
 */
async function bothWays(groupBy: ReportGrouping[], from: string, to: string, filters: object = {}) {
  const ask = (more: object) =>
    ok(
      callAs(server, admin, api.reports.summary, {
        from,
        to,
        groupBy,
        filters: { ...filters, ...more },
      }),
    );
  return { months: await ask({}), entries: await ask({ weekStatuses: [...WEEK_STATUSES] }) };
}

const PERIODS: [string, string][] = [
  ['2026-01-01', '2026-12-31'],
  ['2026-11-01', '2026-11-30'],
  ['2026-10-10', '2026-12-05'],
  ['2026-10-31', '2026-12-01'],
  ['2026-11-02', '2026-11-29'],
  ['2026-11-10', '2026-11-20'],
  ['2026-10-20', '2026-12-29'],
];
const GROUPINGS: ReportGrouping[][] = [
  ['project', 'user'],
  ['client', 'project', 'user'],
  ['month', 'user'],
  ['task'],
  ['user'],
];

async function expectSameEverywhere() {
  for (const [from, to] of PERIODS) {
    for (const groupBy of GROUPINGS) {
      for (const filters of [{}, { billable: true }, { clientIds: [clientId] }, { userIds: [bob.userId] }]) {
        const { months, entries } = await bothWays(groupBy, from, to, filters);
        expect(months, `${from}..${to} by ${groupBy.join(',')} ${JSON.stringify(filters)}`).toEqual(entries);
      }
    }
  }
  // The months' sums are the entries' sums, row for row.
  const sums = (table: 'entry_months' | 'time_entries') =>
    sql<Record<string, unknown>>`select user_id, project_id, ${
      table === 'entry_months' ? sql.ref('month') : sql`substr(date, 1, 7)`
    } as month, billable, sum(centihours) as hours, sum(${
      table === 'entry_months' ? sql.ref('bill_centi_minor') : sql`centihours * bill_rate_minor * billable`
    }) as bill, sum(${table === 'entry_months' ? sql.ref('cost_centi_minor') : sql`centihours * cost_rate_minor`}) as cost
      from ${sql.table(table)} where tenant_id = ${admin.tenantId}
      group by 1, 2, 3, 4 having sum(centihours) <> 0 order by 1, 2, 3, 4`
      .execute(server.db)
      .then((result) => result.rows.map((row) => Object.values(row).map(String)));
  expect(await sums('entry_months')).toEqual(await sums('time_entries'));
}

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  ann = await addMember(server, admin, 'User', 'Ann');
  bob = await addMember(server, admin, 'User', 'Bob');
  harbour = await createProject(server, admin, 'Harbour', ['Berths', 'Training']);
  depot = await createProject(server, admin, 'Depot', ['Picking']);
  clientId = (
    (await ok(callAs(server, admin, api.clients.addClient, { name: 'Northwind' }))) as { id: string }
  ).id;
  await ok(
    callAs(server, admin, api.projects.updateProject, {
      projectId: harbour.projectId,
      name: 'Harbour',
      description: 'Harbour',
      clientId,
    }),
  );
  await ok(
    callAs(server, admin, api.tasks.updateTask, {
      taskId: harbour.taskIds[1],
      projectId: harbour.projectId,
      title: 'Training',
      billable: false,
    }),
  );
  for (const fields of [
    { kind: 'bill', userId: null, validFrom: '2026-01-01', amount: 10_000 },
    { kind: 'cost', userId: null, validFrom: '2026-01-01', amount: 4_000 },
    {
      kind: 'bill',
      userId: ann.userId,
      projectId: harbour.projectId,
      validFrom: '2026-11-11',
      amount: 15_050,
    },
  ]) {
    await ok(callAs(server, admin, api.rates.setRate, fields));
  }
  for (const [member, project, task, date, hours] of [
    [ann, harbour, 0, '2026-10-12', 2.5],
    [ann, harbour, 0, '2026-10-31', 1.25],
    [ann, harbour, 1, '2026-11-01', 3],
    [ann, depot, 0, '2026-11-12', 7.75],
    [bob, harbour, 0, '2026-11-12', 0.33],
    [bob, harbour, 0, '2026-11-30', 4],
    [bob, depot, 0, '2026-12-01', 1.5],
    [bob, harbour, 1, '2026-12-04', 2],
    [ann, depot, 0, '2026-12-31', 0.25],
  ] as const) {
    await log(member, project, task, date, hours);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('the sources of a period read through the months’ sums', () => {
  it('are its whole months, and of a month it covers in part the fewer days: those inside, or the month less those outside', () => {
    const days = (from: string, to: string) => ({ from, to });
    expect(monthSourcesOf('2026-01-01', '2026-12-31')).toEqual({
      days: [],
      months: { from: '2026-01', to: '2026-12' },
      without: [],
    });
    expect(monthSourcesOf('2026-10-10', '2026-12-05')).toEqual({
      days: [days('2026-12-01', '2026-12-05')],
      months: { from: '2026-10', to: '2026-11' },
      without: [days('2026-10-01', '2026-10-09')],
    });
    expect(monthSourcesOf('2026-10-20', '2026-12-05')).toEqual({
      days: [days('2026-10-20', '2026-10-31'), days('2026-12-01', '2026-12-05')],
      months: { from: '2026-11', to: '2026-11' },
      without: [],
    });
    expect(monthSourcesOf('2028-02-01', '2028-02-29')).toEqual({
      days: [],
      months: { from: '2028-02', to: '2028-02' },
      without: [],
    });
    expect(monthSourcesOf('2026-11-02', '2026-11-29')).toEqual({
      days: [],
      months: { from: '2026-11', to: '2026-11' },
      without: [days('2026-11-01', '2026-11-01'), days('2026-11-30', '2026-11-30')],
    });
    expect(monthSourcesOf('2026-11-10', '2026-11-20')).toEqual({
      days: [days('2026-11-10', '2026-11-20')],
      months: null,
      without: [],
    });
    expect(monthSourcesOf('2026-12-15', '2027-01-14')).toEqual({
      days: [days('2027-01-01', '2027-01-14')],
      months: { from: '2026-12', to: '2026-12' },
      without: [days('2026-12-01', '2026-12-14')],
    });
    expect(monthSourcesOf('2026-12-20', '2027-01-10')).toEqual({
      days: [days('2026-12-20', '2026-12-31'), days('2027-01-01', '2027-01-10')],
      months: null,
      without: [],
    });
  });
});

describe('reports over whole months', () => {
  it('read the months’ sums and agree with the entries to the cent, at the ends of a period too', async () => {
    await expectSameEverywhere();
    const year = (await bothWays(['project'], '2026-01-01', '2026-12-31')).months as {
      totalHours: number;
      totalBillableHours: number;
    };
    expect([year.totalHours, year.totalBillableHours]).toEqual([22.58, 17.58]);

    // It is the months' sums that a year's report reads, and that most of a month's does; the
    // entries that a smaller part of a month's does.
    const shift = (centihours: number) =>
      sql`update entry_months set centihours = centihours + ${centihours}
        where tenant_id = ${admin.tenantId} and month = '2026-11'`.execute(server.db);
    await shift(100);
    try {
      const shifted = await bothWays(['project'], '2026-01-01', '2026-12-31');
      expect(shifted.months.totalHours).toBeGreaterThan(shifted.entries.totalHours as number);
      const most = await bothWays(['project'], '2026-11-02', '2026-11-29');
      expect(most.months.totalHours).toBeGreaterThan(most.entries.totalHours as number);
      const part = await bothWays(['project'], '2026-11-10', '2026-11-20');
      expect(part.months).toEqual(part.entries);
    } finally {
      await shift(-100);
    }
  });

  it('keep agreeing as entries are changed, made non-billable, deleted, and repriced', async () => {
    const entries = async () =>
      (
        (await ok(callAs(server, admin, api.timesheet.getTimeEntries, { userId: bob.userId }))) as {
          data: { id: string; date: string; hours: number }[];
        }
      ).data;
    const [first, second] = (await entries()).filter((entry) => entry.date.startsWith('2026-11'));
    await ok(
      callAs(server, admin, api.timesheet.setDayHours, {
        userId: bob.userId,
        taskId: harbour.taskIds[0],
        date: '2026-11-30',
        hours: 6.5,
      }),
    );
    await ok(
      callAs(server, admin, api.timesheet.setTimeEntryBillable, { timeEntryId: first!.id, billable: false }),
    );
    await ok(callAs(server, admin, api.timesheet.deleteTimeEntry, { timeEntryId: second!.id }));
    await ok(
      callAs(server, admin, api.rates.setRate, {
        kind: 'cost',
        userId: bob.userId,
        validFrom: '2026-11-15',
        amount: 5_555,
      }),
    );
    await expectSameEverywhere();
  });
});
