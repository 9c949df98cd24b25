import { api, MAX_ESTIMATE_HOURS, type Endpoint, type Project, type Task } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, callAs, newTenant, type Member } from '../../../test/factories.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let other: Member;

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  call(server.url, endpoint.path, {
    token: member.token,
    body: { tenantId: member.tenantId, userId: member.userId, ...body },
  });

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbour expansion',
  description: 'New berths for the container terminal',
  status: 'New',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  teamSize: 4,
  ...overrides,
});

const projectsOf = async (member: Member) => (await post(member, api.projects.getAllProjects)).body.data;
const findProject = async (member: Member, id: string) =>
  (await projectsOf(member)).find((row: { id: string }) => row.id === id);

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Uma');
  other = await newTenant(server);
});
afterAll(async () => {
  await server?.close();
});

describe('projects', () => {
  it('round-trips add, list, update, status change and delete', async () => {
    const added = await post(user, api.projects.addProject, project());
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ result: 1, id: expect.any(String) });
    expect(await findProject(admin, added.body.id)).toEqual({
      id: added.body.id,
      name: 'Harbour expansion',
      description: 'New berths for the container terminal',
      status: 'New',
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      teamSize: 4,
      taskCount: 0,
      user: 'Uma Member',
      estimateHours: null,
      trackedHours: 0,
      clientId: null,
      clientName: null,
      billable: true,
      color: null,
      // An Admin reads the money of a project without rates or budget.
      budget: null,
      billableAmount: 0,
      cost: 0,
      budgetSpent: 0,
    });

    const updated = await post(admin, api.projects.updateProject, {
      projectId: added.body.id,
      ...project({ name: 'Harbour phase 2', status: 'In Review', endDate: '', teamSize: 6 }),
    });
    expect(updated.body).toEqual({ result: 1, msg: 'Project updated' });
    expect(await findProject(admin, added.body.id)).toMatchObject({
      name: 'Harbour phase 2',
      status: 'In Review',
      endDate: null,
      teamSize: 6,
      user: 'Uma Member',
    });

    for (const status of ['In Progress', 'Done', 'New']) {
      const moved = await post(admin, api.projects.updateProjectStatus, { projectId: added.body.id, status });
      expect(moved.body).toEqual({ result: 1, msg: 'Project status updated' });
      expect((await findProject(admin, added.body.id)).status).toBe(status);
    }

    const deleted = await post(admin, api.projects.deleteProject, { projectId: added.body.id });
    expect(deleted.body).toEqual({ result: 1, msg: 'Project deleted' });
    expect(await findProject(admin, added.body.id)).toBeUndefined();
    expect((await post(admin, api.projects.deleteProject, { projectId: added.body.id })).status).toBe(404);
    expect(
      (await post(admin, api.projects.updateProjectStatus, { projectId: added.body.id, status: 'Done' }))
        .status,
    ).toBe(404);
  });

  it('defaults a new project to status New and team size 1', async () => {
    const added = await post(admin, api.projects.addProject, { name: 'Defaults', description: 'd' });
    expect(await findProject(admin, added.body.id)).toMatchObject({
      status: 'New',
      teamSize: 1,
      startDate: null,
    });
  });

  it.each([
    [{ status: 'completed' }, 'status'],
    [{ status: 'done' }, 'status'],
    [{ name: '  ' }, 'name'],
    [{ description: '' }, 'description'],
    [{ teamSize: 0 }, 'teamSize'],
    [{ teamSize: 1.5 }, 'teamSize'],
    [{ startDate: '2026-13-01' }, 'startDate'],
    [{ startDate: '2026-12-01', endDate: '2026-11-30' }, 'endDate'],
  ])('refuses %o with 400 naming the field, and stores nothing', async (override, field) => {
    const before = (await projectsOf(admin)).length;
    const answer = await post(admin, api.projects.addProject, project(override));
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
    expect((await projectsOf(admin)).length).toBe(before);
  });

  it('refuses an unknown status change with 400 and keeps the old status', async () => {
    const added = await post(admin, api.projects.addProject, project());
    const answer = await post(admin, api.projects.updateProjectStatus, {
      projectId: added.body.id,
      status: 'Archived',
    });
    expect(answer.status).toBe(400);
    expect((await findProject(admin, added.body.id)).status).toBe('New');
  });
});

describe('tasks', () => {
  it('round-trips every call and keeps taskCount right', async () => {
    const { body: created } = await post(admin, api.projects.addProject, project({ name: 'Fleet' }));
    const projectId = created.id;
    const first = await post(user, api.tasks.addTask, {
      title: 'Inspect trucks',
      project: 'Fleet',
      projectId,
      startDate: '2026-11-02',
      dueDate: '2026-11-09',
    });
    expect(first.body).toEqual({ result: 1, id: expect.any(String) });
    const second = await post(admin, api.tasks.addTask, {
      title: 'Order tyres',
      projectId,
      status: 'in-progress',
    });
    expect((await findProject(admin, projectId)).taskCount).toBe(2);

    const byProject = await post(admin, api.tasks.getTasksByProject, { projectId });
    expect(byProject.body.data).toEqual([
      {
        id: first.body.id,
        title: 'Inspect trucks',
        project: 'Fleet',
        projectId,
        status: 'todo',
        startDate: '2026-11-02',
        dueDate: '2026-11-09',
        user: 'Uma Member',
        estimateHours: null,
        trackedHours: 0,
        billable: null,
        effectiveBillable: true,
      },
      expect.objectContaining({ id: second.body.id, status: 'in-progress', startDate: null, dueDate: null }),
    ]);

    const edited = await post(admin, api.tasks.updateTask, {
      taskId: first.body.id,
      title: 'Inspect all trucks',
      projectId,
      status: 'done',
      startDate: '2026-11-02',
      dueDate: '',
    });
    expect(edited.body).toEqual({ result: 1, msg: 'Task updated' });
    for (const status of ['in-progress', 'todo', 'done']) {
      const changed = await post(user, api.tasks.updateTaskStatus, { taskId: second.body.id, status });
      expect(changed.body).toEqual({ result: 1, msg: 'Task status updated' });
    }
    const all = (await post(user, api.tasks.getAllTasks)).body.data;
    expect(all.find((task: { id: string }) => task.id === first.body.id)).toMatchObject({
      title: 'Inspect all trucks',
      status: 'done',
      dueDate: null,
    });
    expect(all.find((task: { id: string }) => task.id === second.body.id).status).toBe('done');

    expect((await post(admin, api.tasks.deleteTask, { taskId: first.body.id })).body).toEqual({
      result: 1,
      msg: 'Task deleted',
    });
    expect((await findProject(admin, projectId)).taskCount).toBe(1);
    expect((await post(admin, api.tasks.getTasksByProject, { projectId })).body.data).toHaveLength(1);
    expect((await post(admin, api.tasks.deleteTask, { taskId: first.body.id })).status).toBe(404);
  });

  it.each([
    [{ status: 'blocked' }, 'status'],
    [{ status: 'To Do' }, 'status'],
    [{ title: '' }, 'title'],
    [{ startDate: '2026-11-10', dueDate: '2026-11-01' }, 'dueDate'],
    [{ dueDate: '2026-02-29' }, 'dueDate'],
  ])('refuses %o with 400 naming the field', async (override, field) => {
    const { body: created } = await post(admin, api.projects.addProject, project());
    const answer = await post(admin, api.tasks.addTask, { title: 'T', projectId: created.id, ...override });
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
    expect((await post(admin, api.tasks.getTasksByProject, { projectId: created.id })).body.data).toEqual([]);
  });

  it('refuses a task for a deleted or unknown project with 404', async () => {
    const { body: created } = await post(admin, api.projects.addProject, project());
    await post(admin, api.projects.deleteProject, { projectId: created.id });
    expect((await post(admin, api.tasks.addTask, { title: 'Late', projectId: created.id })).status).toBe(404);
    expect(
      (await post(admin, api.tasks.addTask, { title: 'Nowhere', projectId: 'no-such-project' })).status,
    ).toBe(404);
  });
});

describe('deleting never loses logged time', () => {
  it('keeps the project and task names on time entries after both are deleted', async () => {
    const { body: created } = await post(admin, api.projects.addProject, project({ name: 'Rail link' }));
    const { body: task } = await post(admin, api.tasks.addTask, { title: 'Survey', projectId: created.id });
    const logged = await post(user, api.timesheet.addTimeEntry, {
      date: '2026-11-16',
      projectId: created.id,
      taskId: task.id,
      hours: 3,
      description: 'Track survey',
    });
    expect(logged.status).toBe(200);

    await post(admin, api.tasks.deleteTask, { taskId: task.id });
    await post(admin, api.projects.deleteProject, { projectId: created.id });

    const entries = (await post(user, api.timesheet.getTimeEntries)).body.data;
    expect(entries.find((entry: { id: string }) => entry.id === logged.body.id)).toMatchObject({
      projectName: 'Rail link',
      taskName: 'Survey',
      hours: 3,
    });
    const week = await post(user, api.timesheet.getTimeEntriesOverview, {
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(week.body.projects).toContainEqual({ id: created.id, name: 'Rail link', color: null });
    // Deleted items are no longer choices for new time.
    const again = await post(user, api.timesheet.addTimeEntry, {
      date: '2026-11-17',
      projectId: created.id,
      taskId: task.id,
      hours: 1,
    });
    expect(again.status).toBe(404);
  });
});

describe('another tenant', () => {
  it('can neither see nor change this tenant’s projects and tasks', async () => {
    const { body: created } = await post(admin, api.projects.addProject, project({ name: 'Private' }));
    const { body: task } = await post(admin, api.tasks.addTask, { title: 'Secret', projectId: created.id });
    const before = {
      projects: await projectsOf(admin),
      tasks: (await post(admin, api.tasks.getAllTasks)).body,
    };

    expect((await projectsOf(other)).map((row: { id: string }) => row.id)).not.toContain(created.id);
    expect((await post(other, api.tasks.getAllTasks)).body.data).toEqual([]);
    for (const [endpoint, body] of [
      [api.projects.updateProject, { projectId: created.id, ...project({ name: 'Hijacked' }) }],
      [api.projects.updateProjectStatus, { projectId: created.id, status: 'Done' }],
      [api.projects.deleteProject, { projectId: created.id }],
      [api.tasks.getTasksByProject, { projectId: created.id }],
      [api.tasks.addTask, { title: 'Injected', projectId: created.id }],
      [api.tasks.updateTask, { taskId: task.id, title: 'Hijacked', projectId: created.id }],
      [api.tasks.updateTaskStatus, { taskId: task.id, status: 'done' }],
      [api.tasks.deleteTask, { taskId: task.id }],
    ] as const) {
      expect((await post(other, endpoint, body)).status, endpoint.path).toBe(404);
      const foreign = await call(server.url, endpoint.path, {
        token: other.token,
        body: { tenantId: admin.tenantId, ...body },
      });
      expect(foreign.status, `${endpoint.path} with a foreign tenantId`).toBe(403);
    }
    expect({
      projects: await projectsOf(admin),
      tasks: (await post(admin, api.tasks.getAllTasks)).body,
    }).toEqual(before);
  });
});

describe('estimates against tracked time', () => {
  const addProject = async (member: Member, fields: Record<string, unknown> = {}) => {
    const added = await callAs(server, member, api.projects.addProject, project(fields));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.id as string;
  };
  const addTask = async (projectId: string, fields: Record<string, unknown> = {}) => {
    const added = await callAs(server, admin, api.tasks.addTask, { title: 'Work', projectId, ...fields });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.id as string;
  };
  const log = async (projectId: string, taskId: string, date: string, hours: number, member = user) => {
    const added = await callAs(server, member, api.timesheet.addTimeEntry, {
      userId: member.userId,
      projectId,
      taskId,
      date,
      hours,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.id as string;
  };
  const projectRow = async (id: string, member = admin): Promise<Project | undefined> =>
    (await callAs(server, member, api.projects.getAllProjects)).body.data.find(
      (row: Project) => row.id === id,
    );
  const taskRows = async (projectId: string): Promise<Task[]> =>
    (await callAs(server, admin, api.tasks.getTasksByProject, { projectId })).body.data;
  const allTasks = async (member = admin): Promise<Task[]> =>
    (await callAs(server, member, api.tasks.getAllTasks)).body.data;

  it('stores, returns and clears a project estimate as the full-form update sends it', async () => {
    const id = await addProject(admin, { estimateHours: 120.5 });
    expect(await projectRow(id)).toMatchObject({ estimateHours: 120.5, trackedHours: 0 });

    await callAs(server, admin, api.projects.updateProjectStatus, { projectId: id, status: 'Done' });
    expect((await projectRow(id))?.estimateHours).toBe(120.5);

    const update = (fields: Record<string, unknown>) =>
      callAs(server, admin, api.projects.updateProject, { projectId: id, ...project(fields) });
    expect((await update({ estimateHours: 0 })).status).toBe(200);
    expect((await projectRow(id))?.estimateHours).toBe(0);
    expect((await update({ estimateHours: 99_999.99 })).status).toBe(200);
    expect((await projectRow(id))?.estimateHours).toBe(99_999.99);
    // Like the dates, an estimate the form leaves out is cleared.
    expect((await update({})).status).toBe(200);
    expect((await projectRow(id))?.estimateHours).toBeNull();
    expect((await update({ estimateHours: 40 })).status).toBe(200);
    expect((await update({ estimateHours: null })).status).toBe(200);
    expect((await projectRow(id))?.estimateHours).toBeNull();
  });

  it('stores, returns and clears a task estimate', async () => {
    const projectId = await addProject(admin);
    const taskId = await addTask(projectId, { estimateHours: 10.25 });
    expect((await taskRows(projectId))[0]).toMatchObject({
      id: taskId,
      estimateHours: 10.25,
      trackedHours: 0,
    });
    expect((await allTasks()).find((task) => task.id === taskId)?.estimateHours).toBe(10.25);

    await callAs(server, admin, api.tasks.updateTaskStatus, { taskId, status: 'done' });
    expect((await taskRows(projectId))[0]?.estimateHours).toBe(10.25);
    const update = (fields: Record<string, unknown>) =>
      callAs(server, admin, api.tasks.updateTask, { taskId, title: 'Work', projectId, ...fields });
    expect((await update({ estimateHours: 12 })).status).toBe(200);
    expect((await taskRows(projectId))[0]?.estimateHours).toBe(12);
    expect((await update({})).status).toBe(200);
    expect((await taskRows(projectId))[0]?.estimateHours).toBeNull();
  });

  it("tracks the hours of every entry on a project's and a task's lists, exactly", async () => {
    const projectId = await addProject(admin, { estimateHours: 8 });
    const [design, build] = [await addTask(projectId), await addTask(projectId)];
    const elsewhere = await addProject(admin);
    const elsewhereTask = await addTask(elsewhere);
    await log(projectId, design, '2027-03-01', 1.25);
    await log(projectId, design, '2027-03-02', 2.5, admin);
    await log(projectId, build, '2027-03-01', 0.1);
    const removable = await log(projectId, build, '2027-03-03', 0.2);
    await log(elsewhere, elsewhereTask, '2027-03-01', 5);

    expect(await projectRow(projectId)).toMatchObject({ estimateHours: 8, trackedHours: 4.05 });
    expect((await projectRow(elsewhere))?.trackedHours).toBe(5);
    const tracked = (tasks: Task[]) => tasks.map((task) => [task.id, task.trackedHours]);
    expect(tracked(await taskRows(projectId))).toEqual([
      [design, 3.75],
      [build, 0.3],
    ]);
    expect(tracked((await allTasks()).filter((task) => task.projectId === projectId))).toEqual([
      [design, 3.75],
      [build, 0.3],
    ]);
    // Every role sees everyone's tracked time on the board.
    expect((await projectRow(projectId, user))?.trackedHours).toBe(4.05);

    await log(projectId, build, '2027-03-04', 0.07);
    expect((await projectRow(projectId))?.trackedHours).toBe(4.12);
    expect(
      (await callAs(server, user, api.timesheet.deleteTimeEntry, { timeEntryId: removable })).status,
    ).toBe(200);
    expect((await projectRow(projectId))?.trackedHours).toBe(3.92);
    expect(tracked(await taskRows(projectId))).toEqual([
      [design, 3.75],
      [build, 0.17],
    ]);

    // A deleted task's time still counts for its project.
    await callAs(server, admin, api.tasks.deleteTask, { taskId: build });
    expect((await projectRow(projectId))?.trackedHours).toBe(3.92);
    // A task moved to another project takes its own tracked time along; the entries stay where
    // they were logged.
    await callAs(server, admin, api.tasks.updateTask, {
      taskId: design,
      title: 'Work',
      projectId: elsewhere,
    });
    expect(tracked(await taskRows(elsewhere))).toEqual([
      [design, 3.75],
      [elsewhereTask, 5],
    ]);
    expect((await projectRow(projectId))?.trackedHours).toBe(3.92);
  });

  it("counts no other tenant's time", async () => {
    const projectId = await addProject(other);
    const taskId = (await callAs(server, other, api.tasks.addTask, { title: 'Theirs', projectId })).body
      .id as string;
    await log(projectId, taskId, '2027-03-01', 6, other);
    expect((await projectRow(projectId, other))?.trackedHours).toBe(6);
    expect((await allTasks(other)).map((task) => task.trackedHours)).toEqual([6]);
    expect(await projectRow(projectId)).toBeUndefined();
  });

  it.each([
    [-1, 'must not be negative'],
    [1.005, 'must have at most two decimals'],
    [MAX_ESTIMATE_HOURS + 0.01, `must be at most ${MAX_ESTIMATE_HOURS}`],
    ['10', 'must be a number'],
  ])('refuses the estimate %o with 400 on every form, changing nothing', async (estimateHours, message) => {
    const projectId = await addProject(admin, { estimateHours: 3 });
    const taskId = await addTask(projectId, { estimateHours: 2 });
    const before = await snapshotTenant(server.db, admin.tenantId);
    const answers = [
      await callAs(server, admin, api.projects.addProject, project({ estimateHours })),
      await callAs(server, admin, api.projects.updateProject, { projectId, ...project({ estimateHours }) }),
      await callAs(server, admin, api.tasks.addTask, { title: 'T', projectId, estimateHours }),
      await callAs(server, admin, api.tasks.updateTask, { taskId, title: 'T', projectId, estimateHours }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: 0, msg: `estimateHours: ${message}` });
    }
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });
});
