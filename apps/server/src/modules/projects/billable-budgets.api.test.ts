import { api, type Notification, type Project, type ReportRow } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let ann: Member;
let bob: Member;
let clientId: string;
let quayId: string;
let lashing: string;
let training: string;
let depot: { projectId: string; taskIds: string[] };

const ok = async (answer: Promise<{ status: number; body: { id?: string } }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const log = (member: Member, projectId: string, taskId: string, date: string, hours: number) =>
  ok(
    callAs(server, member, api.timesheet.addTimeEntry, {
      userId: member.userId,
      date,
      hours,
      projectId,
      taskId,
      description: '',
    }),
  );
const quay = async (member: Member = admin) =>
  ((await callAs(server, member, api.projects.getAllProjects)).body.data as Project[]).find(
    (project) => project.id === quayId,
  )!;
const quayFields = {
  name: 'Quay',
  description: 'Quay walls',
  status: 'In Progress',
  startDate: '',
  endDate: '',
  teamSize: 3,
};
/** The budget alerts `member` holds, in title order: alerts of one change share their moment. */
const budgetAlerts = async (member: Member) =>
  ((await callAs(server, member, api.notifications.getNotifications)).body.data as Notification[])
    .filter((note) => note.kind === 'budget-reached')
    .map((note) => note.title)
    .sort();
const titles = (...lists: string[][]) => lists.flat().sort();
const report = async (groupBy: string[], filters?: Record<string, unknown>) => {
  const answer = await callAs(server, admin, api.reports.summary, {
    from: '2026-11-01',
    to: '2026-11-30',
    groupBy,
    ...(filters ? { filters } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    rows: ReportRow[];
    totalHours: number;
    totalBillableHours: number;
    totalBillableAmount: number;
    totalCost: number;
  };
};

/**
 * Quay: client Northwind, estimate 10 h, budget 1,000.00 in total. Rates: cost 100.00 an hour,
 * bill 150.00 an hour, for the tenant. So each hour costs 1 % of the budget and is 10 % of the
 * estimate's hours, and the thresholds fall on whole hours: 8 h is 80 % of both.
 */
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Max');
  ann = await addMember(server, admin, 'User', 'Ann');
  bob = await addMember(server, admin, 'User', 'Bob');
  clientId = (await ok(callAs(server, admin, api.clients.addClient, { name: 'Northwind' }))).id!;
  quayId = (
    await ok(
      callAs(server, admin, api.projects.addProject, {
        ...quayFields,
        estimateHours: 10,
        clientId,
        color: 'teal',
        budget: { period: 'total', amount: 100000 },
      }),
    )
  ).id!;
  lashing = (await ok(callAs(server, admin, api.tasks.addTask, { title: 'Lashing', projectId: quayId }))).id!;
  training = (
    await ok(
      callAs(server, admin, api.tasks.addTask, { title: 'Training', projectId: quayId, billable: false }),
    )
  ).id!;
  depot = await createProject(server, admin, 'Depot', ['Picking']);
  for (const fields of [
    { kind: 'cost', validFrom: '2026-01-01', amount: 10000 },
    { kind: 'bill', validFrom: '2026-01-01', amount: 15000 },
  ]) {
    await ok(callAs(server, admin, api.rates.setRate, fields));
  }
});
afterAll(async () => {
  await server?.close();
});

describe('billable time', () => {
  it('follows the task, else the project, when logged, and keeps it when they change later', async () => {
    await log(ann, quayId, lashing, '2026-11-02', 7);
    await log(ann, quayId, training, '2026-11-03', 1);
    const tasks = (await callAs(server, ann, api.tasks.getTasksByProject, { projectId: quayId })).body.data;
    expect(
      tasks.map((task: { title: string; billable: boolean | null; effectiveBillable: boolean }) => [
        task.title,
        task.billable,
        task.effectiveBillable,
      ]),
    ).toEqual([
      ['Lashing', null, true],
      ['Training', false, false],
    ]);
    // Training becomes billable: its hour logged before stays non-billable.
    await ok(
      callAs(server, admin, api.tasks.updateTask, {
        taskId: training,
        title: 'Training',
        projectId: quayId,
        billable: true,
      }),
    );
    const entries = (await callAs(server, ann, api.timesheet.getTimeEntries, { userId: ann.userId })).body
      .data;
    expect(
      entries.map((entry: { taskName: string; billable: boolean }) => [entry.taskName, entry.billable]),
    ).toEqual([
      ['Training', false],
      ['Lashing', true],
    ]);
    // 8 h, 7 of them billable: bill 7 × 150.00, cost 8 × 100.00.
    expect(await report(['project'])).toMatchObject({
      totalHours: 8,
      totalBillableHours: 7,
      totalBillableAmount: 105000,
      totalCost: 80000,
    });
  });

  it('is changed per entry by Managers and Admins only, and the amounts follow', async () => {
    const entries = (await callAs(server, ann, api.timesheet.getTimeEntries, { userId: ann.userId })).body
      .data;
    const trainingEntry = entries.find((entry: { taskName: string }) => entry.taskName === 'Training').id;
    const refused = await callAs(server, ann, api.timesheet.setTimeEntryBillable, {
      timeEntryId: trainingEntry,
      billable: true,
    });
    expect(refused.status).toBe(403);
    expect((await report(['project'])).totalBillableHours).toBe(7);
    const stranger = await newTenant(server);
    expect(
      (
        await callAs(server, stranger, api.timesheet.setTimeEntryBillable, {
          timeEntryId: trainingEntry,
          billable: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callAs(server, manager, api.timesheet.setTimeEntryBillable, {
          timeEntryId: trainingEntry,
          billable: true,
        })
      ).body,
    ).toEqual({ result: 1, msg: 'Time entry marked billable' });
    expect(await report(['project'])).toMatchObject({ totalBillableHours: 8, totalBillableAmount: 120000 });
    expect(await quay()).toMatchObject({ billableAmount: 120000, cost: 80000, budgetSpent: 80000 });
  });
});

describe('budgets and estimates', () => {
  it('tell Managers and Admins once as 80 % and once as 100 % pass, and again once an estimate is raised', async () => {
    // The 8 h logged above are 80 % of the estimate and of the budget, exactly.
    const at80 = titles([
      'Quay has reached 80% of its estimated hours',
      'Quay has reached 80% of its budget',
    ]);
    expect(await budgetAlerts(admin)).toEqual(at80);
    expect(await budgetAlerts(manager)).toEqual(at80);
    expect(await budgetAlerts(ann)).toEqual([]);

    await log(bob, quayId, lashing, '2026-11-04', 1.5);
    expect(await budgetAlerts(admin)).toEqual(at80);
    // 10.5 h: past both limits at once, each told once.
    await log(bob, quayId, lashing, '2026-11-05', 1);
    const at100 = titles(at80, [
      'Quay has reached 100% of its estimated hours',
      'Quay has reached 100% of its budget',
    ]);
    expect(await budgetAlerts(admin)).toEqual(at100);
    await log(bob, quayId, lashing, '2026-11-06', 1);
    await ok(
      callAs(server, admin, api.rates.setRate, { kind: 'cost', validFrom: '2026-11-06', amount: 10000 }),
    );
    expect(await budgetAlerts(admin)).toEqual(at100);

    // 11.5 h of a raised 20 h estimate is 57.5 %; 16 h is 80 % again.
    await ok(
      callAs(server, admin, api.projects.updateProject, {
        projectId: quayId,
        ...quayFields,
        estimateHours: 20,
      }),
    );
    await log(bob, quayId, lashing, '2026-11-09', 4.5);
    expect(await budgetAlerts(manager)).toEqual(
      titles(at100, ['Quay has reached 80% of its estimated hours']),
    );
    // Leaving the budget out of the update kept it.
    expect(await quay()).toMatchObject({ budget: { period: 'total', amount: 100000 }, budgetSpent: 160000 });
  });

  it('count a monthly budget against this month only', async () => {
    const monthly = (
      await ok(
        callAs(server, admin, api.projects.addProject, {
          ...quayFields,
          name: 'Crane hire',
          budget: { period: 'monthly', amount: 50000 },
        }),
      )
    ).id!;
    const task = (await ok(callAs(server, admin, api.tasks.addTask, { title: 'Hire', projectId: monthly })))
      .id!;
    // Cost 100.00 an hour last year too.
    await ok(
      callAs(server, admin, api.rates.setRate, { kind: 'cost', validFrom: '2000-01-01', amount: 10000 }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const earlier = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
    await log(admin, monthly, task, earlier, 3);
    await log(admin, monthly, task, `${today.slice(0, 7)}-01`, 2);
    const project = ((await callAs(server, admin, api.projects.getAllProjects)).body.data as Project[]).find(
      (candidate) => candidate.id === monthly,
    );
    expect(project).toMatchObject({
      cost: 50000,
      budgetSpent: 20000,
      budget: { period: 'monthly', amount: 50000 },
    });
  });
});

describe('money on the board', () => {
  it('never reaches a User, nor a Manager until the tenant allows it; a budget is set only by those who see money', async () => {
    for (const member of [ann, manager]) {
      const seen = await quay(member);
      expect(seen).toMatchObject({
        billable: true,
        color: 'teal',
        clientName: 'Northwind',
        trackedHours: 16,
      });
      for (const field of ['budget', 'cost', 'billableAmount', 'budgetSpent'])
        expect(seen).not.toHaveProperty(field);
    }
    const refused = await callAs(server, manager, api.projects.updateProject, {
      projectId: quayId,
      ...quayFields,
      budget: null,
    });
    expect(refused.status).toBe(403);
    expect(await quay()).toMatchObject({ budget: { period: 'total', amount: 100000 } });
  });
});

describe('reports by client', () => {
  it('group by the project’s client, projects of none under an empty key, and filter by client', async () => {
    await log(ann, depot.projectId, depot.taskIds[0]!, '2026-11-10', 2);
    const { rows } = await report(['client', 'project'], { projectIds: [depot.projectId, quayId] });
    expect(
      rows.map((row) => [...row.keys.map((key) => `${key.id === '' ? '-' : key.label}`), row.hours]),
    ).toEqual([
      ['-', 'Depot', 2],
      ['Northwind', 'Quay', 16],
    ]);
    expect(rows[1]!.keys[0]).toEqual({ by: 'client', id: clientId, label: 'Northwind' });
    expect((await report(['project'], { clientIds: [clientId] })).totalHours).toBe(16);
    // An invoice counts billable time only; Training's hour was made billable above.
    expect(await report(['project'], { clientIds: [clientId], billable: true })).toMatchObject({
      totalHours: 16,
      totalBillableHours: 16,
    });
    expect((await report(['project'], { billable: false })).totalHours).toBe(0);
    const stranger = await newTenant(server);
    const foreign = (await ok(callAs(server, stranger, api.clients.addClient, { name: 'Elsewhere' }))).id!;
    const refused = await callAs(server, admin, api.reports.summary, {
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: ['client'],
      filters: { clientIds: [foreign] },
    });
    expect(refused.status).toBe(404);
  });

  it('add up the projects of a client, at either level, with their amounts', async () => {
    const pier = (
      await ok(callAs(server, admin, api.projects.addProject, { ...quayFields, name: 'Pier', clientId }))
    ).id!;
    const mooring = (
      await ok(callAs(server, admin, api.tasks.addTask, { title: 'Mooring', projectId: pier }))
    ).id!;
    await log(ann, pier, mooring, '2026-11-11', 3);
    const projectIds = [depot.projectId, quayId, pier];
    const shown = (rows: ReportRow[]) =>
      rows.map((row) => [
        ...row.keys.map((key) => (key.id === '' ? '-' : key.label)),
        row.hours,
        row.billableAmount,
        row.cost,
      ]);
    // Every hour at the tenant's rates: bill 150.00, cost 100.00.
    expect(shown((await report(['client'], { projectIds })).rows)).toEqual([
      ['-', 2, 30000, 20000],
      ['Northwind', 19, 285000, 190000],
    ]);
    expect(shown((await report(['user', 'client'], { projectIds })).rows)).toEqual([
      ['Ann Member', '-', 2, 30000, 20000],
      ['Ann Member', 'Northwind', 11, 165000, 110000],
      ['Bob Member', 'Northwind', 8, 120000, 80000],
    ]);
  });
});
