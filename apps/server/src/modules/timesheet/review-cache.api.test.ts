import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, createProject, logTime, newTenant, type Member } from '../../../test/factories.ts';

// Reviews are kept between calls: each change a Review shows must be in the very next one.

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let other: Member;
let project: { projectId: string; taskIds: string[] };

const week = { startDate: '2026-09-06', endDate: '2026-09-12' };

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  call(server.url, endpoint.path, { token: member.token, body: { tenantId: member.tenantId, ...body } });

/** The Review of `week` in both shapes, as `reviewer` reads it. */
async function reviewOf(reviewer: Member) {
  const [entries, grid] = await Promise.all([
    post(reviewer, api.timesheet.getTimeEntriesReview, week),
    post(reviewer, api.timesheet.getTimeEntriesReview, { ...week, shape: 'grid' }),
  ]);
  expect([entries.status, grid.status]).toEqual([200, 200]);
  expect(entries.body.users).toEqual(grid.body.users);
  return {
    users: grid.body.users.map((row: { name: string; totalHours: number; status: string }) => [
      row.name,
      row.totalHours,
      row.status,
    ]),
    projects: grid.body.projects.map((row: { name: string }) => row.name),
    entries: entries.body.entries.length,
  };
}

const log = (date: string, hours: number) => logTime(server, user, project, date, hours);

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

describe('a kept Review', () => {
  it('shows each change of its week in the next Review, whoever made it and whoever reads it', async () => {
    expect(await reviewOf(admin)).toEqual({ users: [], projects: [], entries: 0 });

    const added = await log('2026-09-08', 2);
    expect(added.status).toBe(200);
    expect(await reviewOf(admin)).toEqual({
      users: [['Uma Member', 2, 'Open']],
      projects: ['Depot'],
      entries: 1,
    });

    // A change in another week leaves it as it was.
    expect((await log('2026-09-14', 5)).status).toBe(200);
    expect((await reviewOf(manager)).users).toEqual([['Uma Member', 2, 'Open']]);

    const cell = await post(user, api.timesheet.setDayHours, {
      userId: user.userId,
      taskId: project.taskIds[0],
      date: '2026-09-09',
      hours: 3,
    });
    expect(cell.status).toBe(200);
    expect((await reviewOf(admin)).users).toEqual([['Uma Member', 5, 'Open']]);

    expect((await post(user, api.timesheet.deleteTimeEntry, { timeEntryId: added.body.id })).status).toBe(
      200,
    );
    expect(await reviewOf(manager)).toEqual({
      users: [['Uma Member', 3, 'Open']],
      projects: ['Depot'],
      entries: 1,
    });

    expect((await post(user, api.weekApproval.submitWeek, { weekStart: week.startDate })).status).toBe(200);
    expect((await reviewOf(admin)).users).toEqual([['Uma Member', 3, 'Submitted']]);
    const approved = await post(manager, api.weekApproval.approveWeek, {
      userId: user.userId,
      weekStart: week.startDate,
    });
    expect(approved.status).toBe(200);
    expect((await reviewOf(admin)).users).toEqual([['Uma Member', 3, 'Approved']]);

    const renamed = await post(admin, api.users.editUser, {
      userId: user.userId,
      name: 'Uma Renamed',
      email: user.email,
      role: 'User',
    });
    expect(renamed.status).toBe(200);
    expect((await reviewOf(manager)).users).toEqual([['Uma Renamed', 3, 'Approved']]);

    const moved = await post(admin, api.projects.updateProject, {
      userId: admin.userId,
      projectId: project.projectId,
      name: 'Depot North',
      description: 'Renamed',
      status: 'New',
      startDate: '2026-09-01',
      endDate: '2026-12-31',
      teamSize: 1,
    });
    expect(moved.status).toBe(200);
    expect((await reviewOf(admin)).projects).toEqual(['Depot North']);
  });

  it('answers identical Reviews asked for at once alike, as JSON', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(admin, api.timesheet.getTimeEntriesReview, { ...week, shape: 'grid' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body.users).toHaveLength(1);
    const kept = await fetch(`${server.url}${api.timesheet.getTimeEntriesReview.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: admin.tenantId, ...week, shape: 'grid' }),
    });
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await kept.json()).toEqual(answers[0]!.body);
  });

  it('keeps each tenant’s Review to that tenant', async () => {
    expect((await reviewOf(admin)).users).toHaveLength(1);
    expect(await reviewOf(other)).toEqual({ users: [], projects: [], entries: 0 });
    expect((await post(user, api.timesheet.getTimeEntriesReview, week)).status).toBe(403);
  });
});
