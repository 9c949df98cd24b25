import { api, type ReportSummaryAnswer } from '@portal/contract';
import { tableCsv } from '@portal/export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, newTenant, type Member } from '../../../test/factories.ts';
import { reportExportTable } from '../saved-reports/saved-reports.email.ts';

let server: TestServer;
let admin: Member;

const ok = async (answer: Promise<{ status: number; body: { id?: string } }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

/**
 * Two clients at different rates, a week logged by three people, and one rate changed mid-week
 * after the week was logged. By hand, in cents (hours × rate):
 *
 * Rates: bill 100.00 and cost 40.00 for the tenant; bill 120.00 on Harbour (Northwind), 95.50 on
 * Depot (Contoso); cost 55.55 for Bob. On Wednesday Harbour's bill rate becomes 130.00.
 *   Ann, Harbour, Mon–Fri 8 h: bill 2 × 8 × 120.00 + 3 × 8 × 130.00 = 5,040.00; cost 40 × 40.00 = 1,600.00
 *   Bob, Depot, Mon–Thu 7.5 h: bill 30 × 95.50 = 2,865.00; cost 30 × 55.55 = 1,666.50
 *   Bob, Harbour, Fri 2.25 h: bill 292.50; cost 124.9875
 *   Cy, Depot, Mon–Wed 6 h: bill 18 × 95.50 = 1,719.00; cost 720.00
 *   Cy, Harbour, Thu 4.75 h: bill 617.50; cost 190.00
 *   Cy, Harbour's Training (not billable), Fri 3 h: bill 0; cost 120.00
 * Contoso / Depot: 48 h, 48 billable, bill 4,584.00, cost 2,386.50, margin 2,197.50
 * Northwind / Harbour: 50 h, 47 billable, bill 5,950.00, cost 2,034.9875 → 2,034.99, margin 3,915.01
 * Total: 98 h, 95 billable, bill 10,534.00, cost 4,421.49, margin 6,112.51
 */
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  const [ann, bob, cy] = [
    await addMember(server, admin, 'User', 'Ann'),
    await addMember(server, admin, 'User', 'Bob'),
    await addMember(server, admin, 'User', 'Cy'),
  ];
  const client = async (name: string) =>
    (await ok(callAs(server, admin, api.clients.addClient, { name }))).id!;
  const project = async (name: string, clientId: string) =>
    (
      await ok(
        callAs(server, admin, api.projects.addProject, {
          name,
          description: name,
          status: 'In Progress',
          clientId,
        }),
      )
    ).id!;
  const task = async (title: string, projectId: string, billable?: boolean) =>
    (
      await ok(
        callAs(server, admin, api.tasks.addTask, {
          title,
          projectId,
          ...(billable === undefined ? {} : { billable }),
        }),
      )
    ).id!;
  const harbour = await project('Harbour', await client('Northwind'));
  const depot = await project('Depot', await client('Contoso'));
  const [berths, training, picking] = [
    await task('Berths', harbour),
    await task('Training', harbour, false),
    await task('Picking', depot),
  ];
  const rate = (fields: Record<string, unknown>) =>
    ok(
      callAs(server, admin, api.rates.setRate, {
        userId: null,
        projectId: null,
        validFrom: '2026-01-01',
        ...fields,
      }),
    );
  await rate({ kind: 'bill', amount: 10000 });
  await rate({ kind: 'cost', amount: 4000 });
  await rate({ kind: 'bill', projectId: harbour, amount: 12000 });
  await rate({ kind: 'bill', projectId: depot, amount: 9550 });
  await rate({ kind: 'cost', userId: bob.userId, amount: 5555 });

  const log = (member: Member, projectId: string, taskId: string, date: string, hours: number) =>
    ok(
      callAs(server, admin, api.timesheet.addTimeEntry, {
        userId: member.userId,
        projectId,
        taskId,
        date,
        hours,
        description: '',
      }),
    );
  for (const day of ['16', '17', '18', '19', '20']) await log(ann, harbour, berths, `2026-11-${day}`, 8);
  for (const day of ['16', '17', '18', '19']) await log(bob, depot, picking, `2026-11-${day}`, 7.5);
  await log(bob, harbour, berths, '2026-11-20', 2.25);
  for (const day of ['16', '17', '18']) await log(cy, depot, picking, `2026-11-${day}`, 6);
  await log(cy, harbour, berths, '2026-11-19', 4.75);
  await log(cy, harbour, training, '2026-11-20', 3);
  // The rate changes once the week is logged: the time from Wednesday on is priced again.
  await rate({ kind: 'bill', projectId: harbour, validFrom: '2026-11-18', amount: 13000 });
});
afterAll(async () => {
  await server?.close();
});

describe('a week of two clients, three people and a rate changed mid-week', () => {
  it('agrees to the cent between the hand calculation, the report and its export', async () => {
    const week = { key: 'weekly:2026-11-15', from: '2026-11-15', to: '2026-11-21' };
    const answer = (
      await callAs(server, admin, api.reports.summary, {
        from: week.from,
        to: week.to,
        groupBy: ['client', 'project'],
      })
    ).body as ReportSummaryAnswer;
    const rows = answer.rows.map((row) => [
      ...row.keys.map((key) => key.label),
      row.hours,
      row.billableHours,
      row.billableAmount,
      row.cost,
      row.margin,
    ]);
    expect(rows).toEqual([
      ['Contoso', 'Depot', 48, 48, 458400, 238650, 219750],
      ['Northwind', 'Harbour', 50, 47, 595000, 203499, 391501],
    ]);
    expect(answer).toMatchObject({
      totalHours: 98,
      totalBillableHours: 95,
      totalBillableAmount: 1053400,
      totalCost: 442149,
      totalMargin: 611251,
    });
    // The export the Reports screen and a scheduled report write, from the same answer.
    const csv = tableCsv(reportExportTable(answer, ['client', 'project'], week, 'en')).join('');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFClient,Project,Hours,Billable hours,Billable amount (EUR),Cost (EUR),Margin (EUR)',
      'Contoso,Depot,48.00,48.00,4584.00,2386.50,2197.50',
      'Contoso Total,,48.00,48.00,4584.00,2386.50,2197.50',
      'Northwind,Harbour,50.00,47.00,5950.00,2034.99,3915.01',
      'Northwind Total,,50.00,47.00,5950.00,2034.99,3915.01',
      'Total,,98.00,95.00,10534.00,4421.49,6112.51',
      '',
    ]);
  });
});
