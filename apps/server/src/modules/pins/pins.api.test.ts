import { api, MAX_PINNED_TASKS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { auditRecords } from '../../../test/fail-audit.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { expectKnownRefusal } from '../../../test/refusals.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let work: { projectId: string; taskIds: string[] };
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  work = await createProject(server, admin, 'Harbour', ['Loading', 'Unloading', 'Paperwork']);
});
afterAll(async () => {
  await server?.close();
});

const pin = (member: Member, taskId: string) => callAs(server, member, api.pins.pinTask, { taskId });
const unpin = (member: Member, taskId: string) => callAs(server, member, api.pins.unpinTask, { taskId });
const quick = async (member: Member, today = '2026-11-20') => {
  const answer = await callAs(server, member, api.pins.getQuickTasks, { today });
  expect(answer.status).toBe(200);
  return answer.body as { pinned: { taskName: string }[]; recent: { taskName: string }[] };
};
const names = (tasks: { taskName: string }[]) => tasks.map((task) => task.taskName);
const log = (member: Member, taskIndex: number, date: string) =>
  callAs(server, member, api.timesheet.addTimeEntry, {
    userId: member.userId,
    date,
    hours: 1,
    projectId: work.projectId,
    taskId: work.taskIds[taskIndex],
  });

describe('pinned tasks', () => {
  it("are each person's own, newest first, with their project, and pinning twice pins once", async () => {
    const member = await addMember(server, admin, 'User');
    const other = await addMember(server, admin, 'Manager');
    expect(await quick(member)).toEqual({ result: 1, pinned: [], recent: [] });

    expect((await pin(member, work.taskIds[0]!)).body).toEqual({ result: 1, msg: 'Task pinned' });
    await pin(member, work.taskIds[1]!);
    const audited = (await auditRecords(server.db, admin.tenantId)).length;
    expect((await pin(member, work.taskIds[0]!)).status).toBe(200);
    expect((await auditRecords(server.db, admin.tenantId)).length).toBe(audited);

    const { pinned } = await quick(member);
    expect(pinned).toEqual([
      { projectId: work.projectId, projectName: 'Harbour', taskId: work.taskIds[1], taskName: 'Unloading' },
      { projectId: work.projectId, projectName: 'Harbour', taskId: work.taskIds[0], taskName: 'Loading' },
    ]);
    expect((await quick(other)).pinned).toEqual([]);

    expect((await unpin(member, work.taskIds[1]!)).body).toEqual({ result: 1, msg: 'Task unpinned' });
    expect(names((await quick(member)).pinned)).toEqual(['Loading']);
    // Unpinning what is not pinned changes nothing.
    expect((await unpin(member, work.taskIds[1]!)).status).toBe(200);
  });

  it('leave out a deleted task and the tasks of a Done project', async () => {
    const member = await addMember(server, admin, 'User');
    const done = await createProject(server, admin, 'Finished', ['Wrap-up']);
    const gone = await createProject(server, admin, 'Scrapped', ['Doomed']);
    await pin(member, work.taskIds[2]!);
    await pin(member, done.taskIds[0]!);
    await pin(member, gone.taskIds[0]!);
    expect(names((await quick(member)).pinned)).toEqual(['Doomed', 'Wrap-up', 'Paperwork']);

    await callAs(server, admin, api.projects.updateProjectStatus, {
      userId: admin.userId,
      projectId: done.projectId,
      status: 'Done',
    });
    await callAs(server, admin, api.tasks.deleteTask, { taskId: gone.taskIds[0] });
    expect(names((await quick(member)).pinned)).toEqual(['Paperwork']);
    // A deleted task is refused a new pin, and its old pin can still be taken away.
    expect((await pin(member, gone.taskIds[0]!)).status).toBe(404);
    expect((await unpin(member, gone.taskIds[0]!)).status).toBe(200);
  });

  it(`stop at ${MAX_PINNED_TASKS}`, async () => {
    const member = await addMember(server, admin, 'Admin');
    const many = await createProject(
      server,
      admin,
      'Many',
      Array.from({ length: MAX_PINNED_TASKS + 1 }, (_, index) => `Task ${index + 1}`),
    );
    for (const taskId of many.taskIds.slice(0, MAX_PINNED_TASKS))
      expect((await pin(member, taskId)).status).toBe(200);
    const refused = await pin(member, many.taskIds[MAX_PINNED_TASKS]!);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'pins-limit', params: { max: MAX_PINNED_TASKS } });
    expectKnownRefusal(refused);
    expect((await quick(member)).pinned).toHaveLength(MAX_PINNED_TASKS);
  });

  it("refuse another tenant's task as missing, changing nothing there or here", async () => {
    const stranger = await newTenant(server);
    const before = await Promise.all([
      snapshotTenant(server.db, admin.tenantId),
      snapshotTenant(server.db, stranger.tenantId),
    ]);
    for (const change of [pin, unpin]) {
      const answer = await change(stranger, work.taskIds[0]!);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'task-not-found' });
    }
    expect(
      await Promise.all([
        snapshotTenant(server.db, admin.tenantId),
        snapshotTenant(server.db, stranger.tenantId),
      ]),
    ).toEqual(before);
  });
});

describe('recent tasks', () => {
  it('are the tasks logged in the last 14 days up to today, latest first, pinned ones left out', async () => {
    const member = await addMember(server, admin, 'User');
    await log(member, 0, '2026-11-06'); // 15 days before the 20th: too old
    await log(member, 1, '2026-11-07');
    await log(member, 2, '2026-11-19');
    await log(member, 0, '2026-11-21'); // after today
    expect(names((await quick(member, '2026-11-20')).recent)).toEqual(['Paperwork', 'Unloading']);
    expect(names((await quick(member, '2026-11-21')).recent)).toEqual(['Loading', 'Paperwork']);

    await pin(member, work.taskIds[2]!);
    const answer = await quick(member, '2026-11-20');
    expect(names(answer.pinned)).toEqual(['Paperwork']);
    expect(names(answer.recent)).toEqual(['Unloading']);
    // Only the caller's own time counts.
    expect((await quick(admin, '2026-11-20')).recent).toEqual([]);
  });
});
