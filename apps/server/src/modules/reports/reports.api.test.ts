import { api, REPORT_GROUPINGS, type ReportGrouping, type ReportRow } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import {
  addMember,
  callAs,
  createProject,
  logTime,
  newTenant,
  type Member,
} from '../../../test/factories.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let zed: Member;
let bea: Member;
let stranger: Member;
let strangerProject: { projectId: string; taskIds: string[] };
let harbour: { projectId: string; taskIds: string[] };
let airport: { projectId: string; taskIds: string[] };

const ids = () => ({
  survey: harbour.taskIds[0]!,
  build: harbour.taskIds[1]!,
  design: airport.taskIds[0]!,
});

/**
 * The fixture's entries. Their hours in hundredths, by hand:
 *   Zed 1644, Bea 650, Mia 907; Airport 1545, Harbour 1656; all 3201.
 * 2028-02-26 is a Saturday and 2028-02-27 a Sunday; 2028 is a leap year.
 */
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  zed = await addMember(server, admin, 'User', 'Zed');
  bea = await addMember(server, admin, 'User', 'Bea');
  harbour = await createProject(server, admin, 'Harbour', ['Survey', 'Build']);
  airport = await createProject(server, admin, 'Airport', ['Design']);
  stranger = await newTenant(server);
  strangerProject = await createProject(server, stranger, 'Elsewhere', ['Secret']);

  const { survey, build, design } = ids();
  const entries: [Member, string, string, string, number][] = [
    [zed, harbour.projectId, survey, '2027-12-31', 1.25],
    [zed, harbour.projectId, survey, '2028-01-01', 2.5],
    [zed, airport.projectId, design, '2028-01-02', 0.75],
    [zed, harbour.projectId, build, '2028-02-26', 3.33],
    [zed, harbour.projectId, build, '2028-02-27', 1.01],
    [zed, airport.projectId, design, '2028-02-29', 7.5],
    [zed, harbour.projectId, survey, '2028-03-01', 0.1],
    [bea, airport.projectId, design, '2028-01-31', 4],
    [bea, airport.projectId, design, '2028-02-01', 2.2],
    [bea, harbour.projectId, survey, '2028-02-29', 0.2],
    [bea, harbour.projectId, survey, '2028-02-29', 0.1],
    [manager, harbour.projectId, build, '2028-02-28', 8],
    [manager, harbour.projectId, build, '2028-03-04', 0.07],
    [manager, airport.projectId, design, '2028-03-05', 1],
  ];
  for (const [member, projectId, taskId, date, hours] of entries) {
    const added = await callAs(server, member, api.timesheet.addTimeEntry, {
      userId: member.userId,
      projectId,
      taskId,
      date,
      hours,
    });
    expect(added.status).toBe(200);
  }
  // Zed's leap-day week is Submitted, his New Year week Rejected; Bea's month-end week Approved.
  const decided = [
    await callAs(server, zed, api.weekApproval.submitWeek, { weekStart: '2028-02-27' }),
    await callAs(server, zed, api.weekApproval.submitWeek, { weekStart: '2027-12-26' }),
    await callAs(server, admin, api.weekApproval.rejectWeek, {
      userId: zed.userId,
      weekStart: '2027-12-26',
      reason: 'Wrong task',
    }),
    await callAs(server, bea, api.weekApproval.submitWeek, { weekStart: '2028-01-30' }),
    await callAs(server, manager, api.weekApproval.approveWeek, {
      userId: bea.userId,
      weekStart: '2028-01-30',
    }),
  ];
  expect(decided.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  // A deleted project (and with it its task) keeps its name and its time.
  expect(
    (await callAs(server, admin, api.projects.deleteProject, { projectId: airport.projectId })).status,
  ).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const WHOLE = { from: '2027-12-01', to: '2028-03-31' };

/** The answer's money, which reports-money.api.test.ts is about: this file is about hours. */
const MONEY_FIELDS = ['currency', 'totalBillableAmount', 'totalCost', 'totalMargin'];
const ROW_MONEY_FIELDS = ['billableAmount', 'cost', 'margin'];
const withoutKeys = (value: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const summary = async (
  member: Member,
  groupBy: readonly ReportGrouping[],
  period: { from: string; to: string } = WHOLE,
  filters?: Record<string, unknown>,
) => {
  const answer = await callAs(server, member, api.reports.summary, {
    ...period,
    groupBy,
    ...(filters ? { filters } : {}),
  });
  if (answer.status !== 200) return answer;
  const { rows, ...rest } = answer.body as { rows: Record<string, unknown>[] };
  return {
    ...answer,
    body: { ...withoutKeys(rest, MONEY_FIELDS), rows: rows.map((row) => withoutKeys(row, ROW_MONEY_FIELDS)) },
  };
};

/** The answer's rows as `[label, label…, hours]`, after checking the total is their exact sum. */
async function table(
  member: Member,
  groupBy: readonly ReportGrouping[],
  period?: { from: string; to: string },
  filters?: Record<string, unknown>,
) {
  const answer = await summary(member, groupBy, period, filters);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = answer.body.rows as ReportRow[];
  const hundredths = rows.reduce((sum, row) => sum + Math.round(row.hours * 100), 0);
  expect(Math.round(answer.body.totalHours * 100)).toBe(hundredths);
  return {
    rows: rows.map((row) => [...row.keys.map((key) => key.label), row.hours]),
    total: answer.body.totalHours,
  };
}

describe('sums by one grouping', () => {
  it('sums per user, by name, with the exact total', async () => {
    expect(await table(admin, ['user'])).toEqual({
      rows: [
        ['Bea Member', 6.5],
        ['Mia Member', 9.07],
        ['Zed Member', 16.44],
      ],
      total: 32.01,
    });
  });

  it('sums per project and per task, deleted ones keeping their names and time', async () => {
    expect(await table(admin, ['project'])).toEqual({
      rows: [
        ['Airport', 15.45],
        ['Harbour', 16.56],
      ],
      total: 32.01,
    });
    expect(await table(admin, ['task'])).toEqual({
      rows: [
        ['Build', 12.41],
        ['Design', 15.45],
        ['Survey', 4.15],
      ],
      total: 32.01,
    });
  });

  it('sums per day, keyed yyyy-MM-dd, across the leap day', async () => {
    const answer = await summary(admin, ['day']);
    expect(answer.body.rows.map((row: ReportRow) => [row.keys[0]!.id, row.hours])).toEqual([
      ['2027-12-31', 1.25],
      ['2028-01-01', 2.5],
      ['2028-01-02', 0.75],
      ['2028-01-31', 4],
      ['2028-02-01', 2.2],
      ['2028-02-26', 3.33],
      ['2028-02-27', 1.01],
      ['2028-02-28', 8],
      ['2028-02-29', 7.8],
      ['2028-03-01', 0.1],
      ['2028-03-04', 0.07],
      ['2028-03-05', 1],
    ]);
    expect(answer.body.rows[0].keys[0]).toEqual({ by: 'day', id: '2027-12-31', label: '2027-12-31' });
  });

  it('sums per week, keyed by its Sunday, across a year end, a Saturday/Sunday and a month end', async () => {
    const answer = await summary(admin, ['week']);
    expect(answer.body.rows.map((row: ReportRow) => [row.keys[0]!.id, row.hours])).toEqual([
      ['2027-12-26', 3.75],
      ['2028-01-02', 0.75],
      ['2028-01-30', 6.2],
      ['2028-02-20', 3.33],
      ['2028-02-27', 16.98],
      ['2028-03-05', 1],
    ]);
    expect(answer.body.rows[4].keys[0]).toEqual({
      by: 'week',
      id: '2028-02-27',
      label: '2028-02-27 – 2028-03-04',
    });
    expect(answer.body.totalHours).toBe(32.01);
  });

  it('sums per month, keyed yyyy-MM', async () => {
    const answer = await summary(admin, ['month']);
    expect(answer.body.rows).toEqual([
      { keys: [{ by: 'month', id: '2027-12', label: 'December 2027' }], hours: 1.25, billableHours: 1.25 },
      { keys: [{ by: 'month', id: '2028-01', label: 'January 2028' }], hours: 7.25, billableHours: 7.25 },
      { keys: [{ by: 'month', id: '2028-02', label: 'February 2028' }], hours: 22.34, billableHours: 22.34 },
      { keys: [{ by: 'month', id: '2028-03', label: 'March 2028' }], hours: 1.17, billableHours: 1.17 },
    ]);
  });

  it('names users, projects and tasks by id and label', async () => {
    const answer = await summary(admin, ['project', 'task'], WHOLE, { taskIds: [ids().design] });
    expect(answer.body).toEqual({
      result: 1,
      rows: [
        {
          keys: [
            { by: 'project', id: airport.projectId, label: 'Airport' },
            { by: 'task', id: ids().design, label: 'Design' },
          ],
          hours: 15.45,
          billableHours: 15.45,
        },
      ],
      totalHours: 15.45,
      totalBillableHours: 15.45,
    });
    const users = await summary(admin, ['user'], WHOLE, { userIds: [bea.userId] });
    expect(users.body.rows[0].keys).toEqual([{ by: 'user', id: bea.userId, label: 'Bea Member' }]);
  });
});

describe('sums by two groupings', () => {
  it('sums per project, then user', async () => {
    expect((await table(admin, ['project', 'user'])).rows).toEqual([
      ['Airport', 'Bea Member', 6.2],
      ['Airport', 'Mia Member', 1],
      ['Airport', 'Zed Member', 8.25],
      ['Harbour', 'Bea Member', 0.3],
      ['Harbour', 'Mia Member', 8.07],
      ['Harbour', 'Zed Member', 8.19],
    ]);
  });

  it('sums per week, then task', async () => {
    const answer = await summary(admin, ['week', 'task']);
    expect(
      answer.body.rows.map((row: ReportRow) => [row.keys[0]!.id, row.keys[1]!.label, row.hours]),
    ).toEqual([
      ['2027-12-26', 'Survey', 3.75],
      ['2028-01-02', 'Design', 0.75],
      ['2028-01-30', 'Design', 6.2],
      ['2028-02-20', 'Build', 3.33],
      ['2028-02-27', 'Build', 9.08],
      ['2028-02-27', 'Design', 7.5],
      ['2028-02-27', 'Survey', 0.4],
      ['2028-03-05', 'Design', 1],
    ]);
  });

  it('sums per user, then month', async () => {
    const answer = await summary(admin, ['user', 'month']);
    expect(
      answer.body.rows.map((row: ReportRow) => [row.keys[0]!.label, row.keys[1]!.id, row.hours]),
    ).toEqual([
      ['Bea Member', '2028-01', 4],
      ['Bea Member', '2028-02', 2.5],
      ['Mia Member', '2028-02', 8],
      ['Mia Member', '2028-03', 1.07],
      ['Zed Member', '2027-12', 1.25],
      ['Zed Member', '2028-01', 3.25],
      ['Zed Member', '2028-02', 11.84],
      ['Zed Member', '2028-03', 0.1],
    ]);
  });

  it('agrees with the one-level sums for every pair of groupings', async () => {
    for (const first of REPORT_GROUPINGS) {
      const single = (await summary(admin, [first])).body;
      for (const second of REPORT_GROUPINGS.filter((by) => by !== first)) {
        const { body } = await summary(admin, [first, second]);
        const label = `${first}, ${second}`;
        expect(body.totalHours, label).toBe(single.totalHours);
        const byFirst = new Map<string, number>();
        for (const row of body.rows as ReportRow[]) {
          expect(
            row.keys.map((key) => key.by),
            label,
          ).toEqual([first, second]);
          const id = row.keys[0]!.id;
          byFirst.set(id, (byFirst.get(id) ?? 0) + Math.round(row.hours * 100));
        }
        expect(
          [...byFirst].map(([id, hundredths]) => [id, hundredths / 100]),
          label,
        ).toEqual(single.rows.map((row: ReportRow) => [row.keys[0]!.id, row.hours]));
      }
    }
  });
});

describe('the period', () => {
  it('counts both of its ends, whatever the week or month', async () => {
    // Sunday to the leap day.
    expect((await table(admin, ['week'], { from: '2028-02-27', to: '2028-02-29' })).rows).toEqual([
      ['2028-02-27 – 2028-03-04', 16.81],
    ]);
    // A Saturday alone, the end of the week before.
    expect((await table(admin, ['user'], { from: '2028-02-26', to: '2028-02-26' })).rows).toEqual([
      ['Zed Member', 3.33],
    ]);
    // The leap day and the next month's first.
    expect((await table(admin, ['month'], { from: '2028-02-29', to: '2028-03-01' })).rows).toEqual([
      ['February 2028', 7.8],
      ['March 2028', 0.1],
    ]);
    // A week is keyed by its Sunday even when that falls before the period.
    const january = await summary(admin, ['week'], { from: '2028-01-01', to: '2028-01-31' });
    expect(january.body.rows.map((row: ReportRow) => [row.keys[0]!.id, row.hours])).toEqual([
      ['2027-12-26', 2.5],
      ['2028-01-02', 0.75],
      ['2028-01-30', 4],
    ]);
  });

  it('answers no rows and 0 for a period without time', async () => {
    expect((await summary(admin, ['user', 'day'], { from: '2028-04-01', to: '2028-04-30' })).body).toEqual({
      result: 1,
      rows: [],
      totalHours: 0,
      totalBillableHours: 0,
    });
  });

  it('matches the Review of the same week to the hundredth', async () => {
    const week = { startDate: '2028-02-27', endDate: '2028-03-04' };
    const review = await callAs(server, admin, api.timesheet.getTimeEntriesReview, week);
    const reported = await summary(admin, ['user'], { from: week.startDate, to: week.endDate });
    const reviewed = (review.body.users as { id: string; totalHours: number }[])
      .filter((user) => user.totalHours > 0)
      .map((user) => [user.id, user.totalHours])
      .sort();
    expect(reported.body.rows.map((row: ReportRow) => [row.keys[0]!.id, row.hours]).sort()).toEqual(reviewed);
  });
});

describe('filters', () => {
  it('narrows to the users, projects and tasks named', async () => {
    expect((await table(admin, ['project'], WHOLE, { userIds: [bea.userId] })).rows).toEqual([
      ['Airport', 6.2],
      ['Harbour', 0.3],
    ]);
    expect((await table(admin, ['user'], WHOLE, { projectIds: [harbour.projectId] })).rows).toEqual([
      ['Bea Member', 0.3],
      ['Mia Member', 8.07],
      ['Zed Member', 8.19],
    ]);
    expect((await table(admin, ['task'], WHOLE, { taskIds: [ids().survey, ids().build] })).rows).toEqual([
      ['Build', 12.41],
      ['Survey', 4.15],
    ]);
    // A deleted project can still be reported on.
    expect((await table(admin, ['user'], WHOLE, { projectIds: [airport.projectId] })).total).toBe(15.45);
  });

  it("narrows by the status of each user's own week, a week without a status being Open", async () => {
    expect((await table(admin, ['user'], WHOLE, { weekStatuses: ['Open'] })).rows).toEqual([
      ['Bea Member', 0.3],
      ['Mia Member', 9.07],
      ['Zed Member', 4.08],
    ]);
    expect((await table(admin, ['user', 'week'], WHOLE, { weekStatuses: ['Submitted'] })).rows).toEqual([
      ['Zed Member', '2028-02-27 – 2028-03-04', 8.61],
    ]);
    expect((await table(admin, ['user'], WHOLE, { weekStatuses: ['Approved', 'Rejected'] })).rows).toEqual([
      ['Bea Member', 6.2],
      ['Zed Member', 3.75],
    ]);
  });

  it('applies every filter given at once', async () => {
    expect(
      (
        await table(admin, ['day'], WHOLE, {
          userIds: [zed.userId, bea.userId],
          projectIds: [harbour.projectId],
          taskIds: [ids().survey],
          weekStatuses: ['Open', 'Submitted'],
        })
      ).rows,
    ).toEqual([
      ['2028-02-29', 0.3],
      ['2028-03-01', 0.1],
    ]);
  });
});

describe('who sees what', () => {
  it('gives a role User only their own time', async () => {
    expect(await table(zed, ['user'])).toEqual({ rows: [['Zed Member', 16.44]], total: 16.44 });
    expect((await table(zed, ['project'])).rows).toEqual([
      ['Airport', 8.25],
      ['Harbour', 8.19],
    ]);
    expect((await table(zed, ['user'], WHOLE, { userIds: [zed.userId] })).total).toBe(16.44);
    expect((await table(bea, ['day'], { from: '2028-02-29', to: '2028-02-29' })).rows).toEqual([
      ['2028-02-29', 0.3],
    ]);
  });

  it("refuses a role User naming anyone else's id with 403, whoever it names", async () => {
    for (const userIds of [[bea.userId], [zed.userId, bea.userId], [stranger.userId], ['no-such-user']]) {
      const answer = await summary(zed, ['user'], WHOLE, { userIds });
      expect(answer.status, JSON.stringify(userIds)).toBe(403);
      expect(answer.body.result).toBe(0);
    }
  });

  it("lets Managers and Admins see everyone's time", async () => {
    expect((await table(manager, ['user'])).total).toBe(32.01);
    expect((await table(manager, ['user'], WHOLE, { userIds: [zed.userId] })).total).toBe(16.44);
  });

  it("refuses another tenant's ids and unknown ones with 404, as missing", async () => {
    const foreign = [
      { userIds: [stranger.userId] },
      { userIds: [zed.userId, 'no-such-user'] },
      { projectIds: [strangerProject.projectId] },
      { projectIds: ['no-such-project'] },
      { taskIds: [strangerProject.taskIds[0]!] },
      { taskIds: [ids().build, 'no-such-task'] },
    ];
    for (const filters of foreign) {
      const answer = await summary(admin, ['user'], WHOLE, filters);
      expect(answer.status, JSON.stringify(filters)).toBe(404);
      expect(answer.body.result).toBe(0);
    }
    expect((await summary(zed, ['user'], WHOLE, { projectIds: [strangerProject.projectId] })).status).toBe(
      404,
    );
    // The stranger's own report shows nothing of this tenant.
    expect((await summary(stranger, ['user', 'project'])).body).toEqual({
      result: 1,
      rows: [],
      totalHours: 0,
      totalBillableHours: 0,
    });
  });
});

describe('refused input', () => {
  it.each([
    [{ from: '2027-01-01', to: '2028-01-02' }, ['user'], 'to'],
    [{ from: '2028-01-01', to: '2029-01-01' }, ['user'], 'to'],
    [{ from: '2028-03-01', to: '2028-02-29' }, ['user'], 'to'],
    [{ from: '2027-02-29', to: '2027-03-01' }, ['user'], 'from'],
    [{ from: '2028-01-01', to: '2028-1-31' }, ['user'], 'to'],
    [{ from: '0000-01-01', to: '0000-12-31' }, ['week'], 'from'],
    [{ from: '2100-06-01', to: '2101-01-01' }, ['week'], 'to'],
    [WHOLE, ['quarter'], 'groupBy'],
    [WHOLE, [], 'groupBy'],
    [WHOLE, ['user', 'user'], 'groupBy'],
    [WHOLE, ['user', 'project', 'task', 'day'], 'groupBy'],
  ])('refuses %o grouped by %o with 400 naming %s', async (period, groupBy, field) => {
    const answer = await summary(admin, groupBy as ReportGrouping[], period);
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe(0);
    expect(answer.body.msg.startsWith(field), answer.body.msg).toBe(true);
  });

  it('accepts the longest period, 366 days', async () => {
    expect((await summary(admin, ['month'], { from: '2027-01-01', to: '2028-01-01' })).status).toBe(200);
    expect((await summary(admin, ['month'], { from: '2028-01-01', to: '2028-12-31' })).status).toBe(200);
  });

  it.each([
    [{ userIds: [] }, 'filters.userIds'],
    [{ projectIds: 'all' }, 'filters.projectIds'],
    [{ taskIds: Array.from({ length: 501 }, (_, index) => `task-${index}`) }, 'filters.taskIds'],
    [{ weekStatuses: ['Closed'] }, 'filters.weekStatuses'],
    [{ weekStatuses: [] }, 'filters.weekStatuses'],
  ])('refuses the filters %o with 400 naming %s', async (filters, field) => {
    const answer = await summary(admin, ['user'], WHOLE, filters);
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field), answer.body.msg).toBe(true);
  });

  it('changes nothing, refused or not', async () => {
    const before = await snapshotTenant(server.db, admin.tenantId);
    await summary(admin, ['user', 'week']);
    await summary(admin, ['quarter' as ReportGrouping]);
    await summary(zed, ['user'], WHOLE, { userIds: [bea.userId] });
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });
});

describe('the years the date pickers offer, 1900 to 2100', () => {
  it('sums the time of their first and last days by day, week and month, weeks running past them', async () => {
    const owner = await newTenant(server);
    const project = await createProject(server, owner, 'Centuries', ['Log']);
    // 1900-01-01 is a Monday and 2100-12-31 a Friday.
    for (const date of ['1900-01-01', '2100-12-31']) {
      expect((await logTime(server, owner, project, date, 1.5)).status).toBe(200);
    }
    const rows = async (groupBy: ReportGrouping[], period: { from: string; to: string }) => {
      const answer = await summary(owner, groupBy, period);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.rows as ReportRow[];
    };
    expect(await rows(['week', 'day'], { from: '1900-01-01', to: '1900-12-31' })).toEqual([
      {
        keys: [
          { by: 'week', id: '1899-12-31', label: '1899-12-31 – 1900-01-06' },
          { by: 'day', id: '1900-01-01', label: '1900-01-01' },
        ],
        hours: 1.5,
        billableHours: 1.5,
      },
    ]);
    expect(await rows(['month', 'week'], { from: '2100-01-01', to: '2100-12-31' })).toEqual([
      {
        keys: [
          { by: 'month', id: '2100-12', label: 'December 2100' },
          { by: 'week', id: '2100-12-26', label: '2100-12-26 – 2101-01-01' },
        ],
        hours: 1.5,
        billableHours: 1.5,
      },
    ]);
  });

  it('refuses time on a day before them, so that no report meets a week it cannot name', async () => {
    const owner = await newTenant(server);
    const project = await createProject(server, owner, 'Antiquity', ['Log']);
    const logged = await logTime(server, owner, project, '0000-01-01', 1);
    expect(logged.status).toBe(400);
    expect(logged.body.msg).toBe('date: must be between 1900-01-01 and 2100-12-31');
    const answer = await callAs(server, owner, api.reports.summary, {
      from: '0000-01-01',
      to: '0000-12-31',
      groupBy: ['week'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 0, msg: 'from: must be between 1900-01-01 and 2100-12-31' });
  });
});
