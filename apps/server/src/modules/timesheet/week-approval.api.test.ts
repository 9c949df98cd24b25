import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, createProject, logTime, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let other: Member;
let project: { projectId: string; taskIds: string[] };

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  call(server.url, endpoint.path, {
    token: member.token,
    body: { tenantId: member.tenantId, ...body },
  });

const log = (member: Member, date: string, hours = 2) => logTime(server, member, project, date, hours);

const statusOf = async (member: Member, userId: string, weekStart: string) =>
  (await post(member, api.weekApproval.getWeekStatus, { userId, weekStart })).body.week.status;

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  other = await newTenant(server);
  project = await createProject(server, admin, 'Depot', ['Picking']);
});
afterAll(async () => {
  await server?.close();
});

describe('the approval cycle', () => {
  const week = '2026-10-04'; // Sunday 4 to Saturday 10 October

  it('runs submit → reject with a reason → fix → resubmit → approve, and locks approved time', async () => {
    const first = await log(user, '2026-10-05');
    expect(await statusOf(user, user.userId, week)).toBe('Open');

    expect((await post(user, api.weekApproval.submitWeek, { weekStart: week })).body).toEqual({
      result: 1,
      msg: 'Week submitted for approval',
    });
    expect(await statusOf(user, user.userId, week)).toBe('Submitted');

    // Submitted time is locked.
    const locked = await log(user, '2026-10-06');
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('This week is submitted and locked');
    expect((await post(user, api.timesheet.deleteTimeEntry, { timeEntryId: first.body.id })).status).toBe(
      409,
    );

    const rejected = await post(manager, api.weekApproval.rejectWeek, {
      userId: user.userId,
      weekStart: week,
      reason: 'Missing Friday',
    });
    expect(rejected.body).toEqual({ result: 1, msg: 'Week rejected' });
    const seen = await post(user, api.weekApproval.getWeekStatus, { userId: user.userId, weekStart: week });
    expect(seen.body.week).toMatchObject({
      status: 'Rejected',
      reason: 'Missing Friday',
      updatedBy: 'Mia Member',
    });

    // The fix opens the week again; the user resubmits and the manager approves.
    expect((await log(user, '2026-10-09', 8)).status).toBe(200);
    expect(await statusOf(user, user.userId, week)).toBe('Open');
    expect((await post(user, api.weekApproval.submitWeek, { weekStart: week })).status).toBe(200);
    expect(
      (await post(manager, api.weekApproval.approveWeek, { userId: user.userId, weekStart: week })).body,
    ).toEqual({
      result: 1,
      msg: 'Week approved',
    });

    const listed = (await post(user, api.timesheet.getTimeEntries, { userId: user.userId })).body.data;
    expect(listed.find((entry: { id: string }) => entry.id === first.body.id).weekStatus).toBe('Approved');

    const approvedAdd = await log(user, '2026-10-07');
    expect(approvedAdd.status).toBe(409);
    expect(approvedAdd.body.msg).toBe('This week is approved and locked');
    // Another week is unaffected.
    expect((await log(user, '2026-10-12')).status).toBe(200);

    const history = (
      await post(admin, api.weekApproval.getWeekStatus, { userId: user.userId, weekStart: week })
    ).body.history;
    expect(history.map((step: any) => [step.from, step.to, step.by, step.reason])).toEqual([
      ['Open', 'Submitted', 'Uma Member', null],
      ['Submitted', 'Rejected', 'Mia Member', 'Missing Friday'],
      ['Rejected', 'Open', 'Uma Member', null],
      ['Open', 'Submitted', 'Uma Member', null],
      ['Submitted', 'Approved', 'Mia Member', null],
    ]);
    expect(history.every((step: any) => typeof step.at === 'string')).toBe(true);
  });

  it('lets only an Admin reopen an approved week, with a reason', async () => {
    const week2 = '2026-10-11';
    await log(user, '2026-10-13');
    await post(user, api.weekApproval.submitWeek, { weekStart: week2 });
    await post(manager, api.weekApproval.approveWeek, { userId: user.userId, weekStart: week2 });
    expect(
      (
        await post(manager, api.weekApproval.reopenWeek, {
          userId: user.userId,
          weekStart: week2,
          reason: 'Typo',
        })
      ).status,
    ).toBe(403);
    expect(
      (await post(admin, api.weekApproval.reopenWeek, { userId: user.userId, weekStart: week2 })).status,
    ).toBe(400);
    const reopened = await post(admin, api.weekApproval.reopenWeek, {
      userId: user.userId,
      weekStart: week2,
      reason: 'Wrong task',
    });
    expect(reopened.body).toEqual({ result: 1, msg: 'Week reopened' });
    expect(await statusOf(admin, user.userId, week2)).toBe('Open');
    expect((await log(user, '2026-10-14')).status).toBe(200);
  });

  it('shows each user’s status in the review and the overview', async () => {
    const week3 = '2026-10-18';
    await log(user, '2026-10-19');
    await log(manager, '2026-10-20');
    await post(user, api.weekApproval.submitWeek, { weekStart: week3 });
    const review = await post(admin, api.timesheet.getTimeEntriesReview, {
      startDate: week3,
      endDate: '2026-10-24',
    });
    expect(review.body.users).toEqual([
      expect.objectContaining({ id: manager.userId, status: 'Open', reason: null }),
      expect.objectContaining({ id: user.userId, status: 'Submitted' }),
    ]);
    const overview = await post(user, api.timesheet.getTimeEntriesOverview, {
      userId: user.userId,
      startDate: week3,
      endDate: '2026-10-24',
    });
    expect(overview.body.week).toMatchObject({ userId: user.userId, weekStart: week3, status: 'Submitted' });

    const all = await post(admin, api.weekApproval.approveAllSubmitted, { weekStart: week3 });
    expect(all.body).toEqual({ result: 1, msg: '1 week approved', approved: 1 });
    expect(await statusOf(admin, user.userId, week3)).toBe('Approved');
    expect(await statusOf(admin, manager.userId, week3)).toBe('Open');
  });
});

describe('refused transitions', () => {
  const week = '2026-11-01';

  beforeAll(async () => {
    await log(user, '2026-11-02');
    await log(manager, '2026-11-02');
  });

  it('refuses to submit a week without entries, or a week not open', async () => {
    const empty = await post(user, api.weekApproval.submitWeek, { weekStart: '2026-06-07' });
    expect(empty.status).toBe(400);
    expect((await post(user, api.weekApproval.submitWeek, { weekStart: '2026-11-03' })).status).toBe(400); // not a Sunday
    expect((await post(user, api.weekApproval.submitWeek, { weekStart: week })).status).toBe(200);
    expect((await post(user, api.weekApproval.submitWeek, { weekStart: week })).status).toBe(409);
  });

  it('refuses decisions on weeks that are not submitted', async () => {
    expect(
      (await post(admin, api.weekApproval.approveWeek, { userId: manager.userId, weekStart: week })).status,
    ).toBe(409);
    expect(
      (
        await post(admin, api.weekApproval.rejectWeek, {
          userId: manager.userId,
          weekStart: week,
          reason: 'x',
        })
      ).status,
    ).toBe(409);
  });

  it('refuses decisions to role User, and anyone’s decision on their own week', async () => {
    expect(
      (await post(user, api.weekApproval.approveWeek, { userId: user.userId, weekStart: week })).status,
    ).toBe(403);
    expect((await post(user, api.weekApproval.approveAllSubmitted, { weekStart: week })).status).toBe(403);
    expect(
      (await post(user, api.weekApproval.getWeekStatus, { userId: manager.userId, weekStart: week })).status,
    ).toBe(403);
    await post(manager, api.weekApproval.submitWeek, { weekStart: week });
    expect(
      (await post(manager, api.weekApproval.approveWeek, { userId: manager.userId, weekStart: week })).status,
    ).toBe(403);
    expect(await statusOf(admin, manager.userId, week)).toBe('Submitted');
  });

  it('lets the tenant’s only Admin approve their own week, but not once there is a second Admin', async () => {
    await log(admin, '2026-11-03');
    await post(admin, api.weekApproval.submitWeek, { weekStart: week });
    expect(
      (await post(admin, api.weekApproval.approveWeek, { userId: admin.userId, weekStart: week })).status,
    ).toBe(200);

    const solo = await newTenant(server);
    const project2 = await createProject(server, solo, 'Solo', ['Work']);
    await post(solo, api.timesheet.addTimeEntry, {
      userId: solo.userId,
      date: '2026-11-04',
      hours: 1,
      projectId: project2.projectId,
      taskId: project2.taskIds[0],
    });
    await post(solo, api.weekApproval.submitWeek, { weekStart: week });
    await addMember(server, solo, 'Admin', 'Second');
    expect(
      (await post(solo, api.weekApproval.approveWeek, { userId: solo.userId, weekStart: week })).status,
    ).toBe(403);
  });

  it('keeps another tenant out', async () => {
    expect(
      (await post(other, api.weekApproval.approveWeek, { userId: user.userId, weekStart: week })).status,
    ).toBe(404);
    expect(
      (await post(other, api.weekApproval.getWeekStatus, { userId: user.userId, weekStart: week })).status,
    ).toBe(404);
    const foreign = await call(server.url, api.weekApproval.rejectWeek.path, {
      token: other.token,
      body: { tenantId: admin.tenantId, userId: user.userId, weekStart: week, reason: 'x' },
    });
    expect(foreign.status).toBe(403);
    expect(await statusOf(admin, user.userId, week)).toBe('Submitted');
  });
});
