import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let other: Member;

const post = (member: Member, path: string, body: Record<string, unknown> = {}) =>
  call(server.url, `/api/${path}`, {
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

const projectsOf = async (member: Member) => (await post(member, 'projects/getAllProjects')).body.data;
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
    const added = await post(user, 'projects/addProject', project());
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
    });

    const updated = await post(admin, 'projects/updateProject', {
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
      const moved = await post(admin, 'projects/updateProjectStatus', { projectId: added.body.id, status });
      expect(moved.body).toEqual({ result: 1, msg: 'Project status updated' });
      expect((await findProject(admin, added.body.id)).status).toBe(status);
    }

    const deleted = await post(admin, 'projects/deleteProject', { projectId: added.body.id });
    expect(deleted.body).toEqual({ result: 1, msg: 'Project deleted' });
    expect(await findProject(admin, added.body.id)).toBeUndefined();
    expect((await post(admin, 'projects/deleteProject', { projectId: added.body.id })).status).toBe(404);
    expect(
      (await post(admin, 'projects/updateProjectStatus', { projectId: added.body.id, status: 'Done' }))
        .status,
    ).toBe(404);
  });

  it('defaults a new project to status New and team size 1', async () => {
    const added = await post(admin, 'projects/addProject', { name: 'Defaults', description: 'd' });
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
    const answer = await post(admin, 'projects/addProject', project(override));
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
    expect((await projectsOf(admin)).length).toBe(before);
  });

  it('refuses an unknown status change with 400 and keeps the old status', async () => {
    const added = await post(admin, 'projects/addProject', project());
    const answer = await post(admin, 'projects/updateProjectStatus', {
      projectId: added.body.id,
      status: 'Archived',
    });
    expect(answer.status).toBe(400);
    expect((await findProject(admin, added.body.id)).status).toBe('New');
  });
});

describe('tasks', () => {
  it('round-trips every call and keeps taskCount right', async () => {
    const { body: created } = await post(admin, 'projects/addProject', project({ name: 'Fleet' }));
    const projectId = created.id;
    const first = await post(user, 'tasks/addTask', {
      title: 'Inspect trucks',
      project: 'Fleet',
      projectId,
      startDate: '2026-11-02',
      dueDate: '2026-11-09',
    });
    expect(first.body).toEqual({ result: 1, id: expect.any(String) });
    const second = await post(admin, 'tasks/addTask', {
      title: 'Order tyres',
      projectId,
      status: 'in-progress',
    });
    expect((await findProject(admin, projectId)).taskCount).toBe(2);

    const byProject = await post(admin, 'tasks/getTasksByProject', { projectId });
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
      },
      expect.objectContaining({ id: second.body.id, status: 'in-progress', startDate: null, dueDate: null }),
    ]);

    const edited = await post(admin, 'tasks/updateTask', {
      taskId: first.body.id,
      title: 'Inspect all trucks',
      projectId,
      status: 'done',
      startDate: '2026-11-02',
      dueDate: '',
    });
    expect(edited.body).toEqual({ result: 1, msg: 'Task updated' });
    for (const status of ['in-progress', 'todo', 'done']) {
      const changed = await post(user, 'tasks/updateTaskStatus', { taskId: second.body.id, status });
      expect(changed.body).toEqual({ result: 1, msg: 'Task status updated' });
    }
    const all = (await post(user, 'tasks/getAllTasks')).body.data;
    expect(all.find((task: { id: string }) => task.id === first.body.id)).toMatchObject({
      title: 'Inspect all trucks',
      status: 'done',
      dueDate: null,
    });
    expect(all.find((task: { id: string }) => task.id === second.body.id).status).toBe('done');

    expect((await post(admin, 'tasks/deleteTask', { taskId: first.body.id })).body).toEqual({
      result: 1,
      msg: 'Task deleted',
    });
    expect((await findProject(admin, projectId)).taskCount).toBe(1);
    expect((await post(admin, 'tasks/getTasksByProject', { projectId })).body.data).toHaveLength(1);
    expect((await post(admin, 'tasks/deleteTask', { taskId: first.body.id })).status).toBe(404);
  });

  it.each([
    [{ status: 'blocked' }, 'status'],
    [{ status: 'To Do' }, 'status'],
    [{ title: '' }, 'title'],
    [{ startDate: '2026-11-10', dueDate: '2026-11-01' }, 'dueDate'],
    [{ dueDate: '2026-02-29' }, 'dueDate'],
  ])('refuses %o with 400 naming the field', async (override, field) => {
    const { body: created } = await post(admin, 'projects/addProject', project());
    const answer = await post(admin, 'tasks/addTask', { title: 'T', projectId: created.id, ...override });
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
    expect((await post(admin, 'tasks/getTasksByProject', { projectId: created.id })).body.data).toEqual([]);
  });

  it('refuses a task for a deleted or unknown project with 404', async () => {
    const { body: created } = await post(admin, 'projects/addProject', project());
    await post(admin, 'projects/deleteProject', { projectId: created.id });
    expect((await post(admin, 'tasks/addTask', { title: 'Late', projectId: created.id })).status).toBe(404);
    expect(
      (await post(admin, 'tasks/addTask', { title: 'Nowhere', projectId: 'no-such-project' })).status,
    ).toBe(404);
  });
});

describe('deleting never loses logged time', () => {
  it('keeps the project and task names on time entries after both are deleted', async () => {
    const { body: created } = await post(admin, 'projects/addProject', project({ name: 'Rail link' }));
    const { body: task } = await post(admin, 'tasks/addTask', { title: 'Survey', projectId: created.id });
    const logged = await post(user, 'timesheet/addTimeEntry', {
      date: '2026-11-16',
      projectId: created.id,
      taskId: task.id,
      hours: 3,
      description: 'Track survey',
    });
    expect(logged.status).toBe(200);

    await post(admin, 'tasks/deleteTask', { taskId: task.id });
    await post(admin, 'projects/deleteProject', { projectId: created.id });

    const entries = (await post(user, 'timesheet/getTimeEntries')).body.data;
    expect(entries.find((entry: { id: string }) => entry.id === logged.body.id)).toMatchObject({
      projectName: 'Rail link',
      taskName: 'Survey',
      hours: 3,
    });
    const week = await post(user, 'timesheet/getTimeEntriesOverview', {
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(week.body.projects).toContainEqual({ id: created.id, name: 'Rail link' });
    // Deleted items are no longer choices for new time.
    const again = await post(user, 'timesheet/addTimeEntry', {
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
    const { body: created } = await post(admin, 'projects/addProject', project({ name: 'Private' }));
    const { body: task } = await post(admin, 'tasks/addTask', { title: 'Secret', projectId: created.id });
    const before = {
      projects: await projectsOf(admin),
      tasks: (await post(admin, 'tasks/getAllTasks')).body,
    };

    expect((await projectsOf(other)).map((row: { id: string }) => row.id)).not.toContain(created.id);
    expect((await post(other, 'tasks/getAllTasks')).body.data).toEqual([]);
    for (const [path, body] of [
      ['projects/updateProject', { projectId: created.id, ...project({ name: 'Hijacked' }) }],
      ['projects/updateProjectStatus', { projectId: created.id, status: 'Done' }],
      ['projects/deleteProject', { projectId: created.id }],
      ['tasks/getTasksByProject', { projectId: created.id }],
      ['tasks/addTask', { title: 'Injected', projectId: created.id }],
      ['tasks/updateTask', { taskId: task.id, title: 'Hijacked', projectId: created.id }],
      ['tasks/updateTaskStatus', { taskId: task.id, status: 'done' }],
      ['tasks/deleteTask', { taskId: task.id }],
    ] as const) {
      expect((await post(other, path, body)).status, path).toBe(404);
      const foreign = await call(server.url, `/api/${path}`, {
        token: other.token,
        body: { tenantId: admin.tenantId, ...body },
      });
      expect(foreign.status, `${path} with a foreign tenantId`).toBe(403);
    }
    expect({
      projects: await projectsOf(admin),
      tasks: (await post(admin, 'tasks/getAllTasks')).body,
    }).toEqual(before);
  });
});
