import { api, MAX_SEARCH_LENGTH } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../test/factories.ts';

let server: TestServer;
let admin: Member;
let user: Member;
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Pia');
  const work = await createProject(server, admin, 'Paging project', ['Alpha task', 'Beta task']);
  // 25 entries on 25 days, alternating tasks; the Beta ones say why.
  for (let day = 1; day <= 25; day += 1) {
    const beta = day % 2 === 0;
    await callAs(server, user, api.timesheet.addTimeEntry, {
      userId: user.userId,
      date: `2026-03-${String(day).padStart(2, '0')}`,
      projectId: work.projectId,
      taskId: work.taskIds[beta ? 1 : 0],
      hours: 1,
      description: beta ? 'Beta work' : '',
    });
  }
});
afterAll(async () => {
  await server?.close();
});

const entries = (input: Record<string, unknown> = {}) =>
  callAs(server, user, api.timesheet.getTimeEntries, { userId: user.userId, ...input });

describe('getTimeEntries pages on request', () => {
  it('answers the whole list, as the spec has it, without paging fields', async () => {
    const answer = await entries();
    expect(answer.body.pagination).toBeUndefined();
    expect(answer.body.data).toHaveLength(25);
  });

  it('answers one page at a time, newest first, with the spec’s pagination', async () => {
    const whole = (await entries()).body.data.map((entry: { id: string }) => entry.id);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await entries({ page, pageSize: 10 });
      expect(answer.body.pagination).toEqual({ currentPage: page, totalItems: 25, itemsPerPage: 10 });
      pages.push(...answer.body.data.map((entry: { id: string }) => entry.id));
    }
    expect(pages).toEqual(whole);
    expect((await entries({ page: 3, pageSize: 10 })).body.data).toHaveLength(5);
    expect((await entries({ page: 9, pageSize: 10 })).body.data).toEqual([]);
    // pageSize alone means the first page.
    expect((await entries({ pageSize: 20 })).body.pagination).toEqual({
      currentPage: 1,
      totalItems: 25,
      itemsPerPage: 20,
    });
  });

  it('filters by text in the task, project or description, counting only matches', async () => {
    const beta = await entries({ page: 1, pageSize: 50, search: 'BETA' });
    expect(beta.body.pagination.totalItems).toBe(12);
    expect(beta.body.data.every((entry: { taskName: string }) => entry.taskName === 'Beta task')).toBe(true);
    // LIKE wildcards in the text are taken literally.
    expect((await entries({ page: 1, pageSize: 10, search: '%' })).body.pagination.totalItems).toBe(0);
  });

  it.each([
    [{ page: 0, pageSize: 10 }, 'page'],
    [{ page: 1, pageSize: 7 }, 'pageSize'],
    [{ page: 1.5, pageSize: 10 }, 'page'],
  ])('refuses %o with 400 naming the field', async (input, field) => {
    const answer = await entries(input);
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
  });
});

describe('getAllUsers pages and filters on request', () => {
  it('filters by role, status and text, and pages the matches', async () => {
    const manager = await addMember(server, admin, 'Manager', 'Maxi');
    await callAs(server, admin, api.users.deactivateUser, { userId: manager.userId });
    const users = (input: Record<string, unknown>) => callAs(server, admin, api.users.getAllUsers, input);

    expect((await users({})).body.pagination).toBeUndefined();
    const managers = await users({ page: 1, pageSize: 10, role: 'Manager' });
    expect(managers.body.data.map((person: { id: string }) => person.id)).toEqual([manager.userId]);
    expect(managers.body.pagination).toEqual({ currentPage: 1, totalItems: 1, itemsPerPage: 10 });
    const deactivated = await users({ page: 1, pageSize: 10, status: 'Deactivated' });
    expect(deactivated.body.data.map((person: { id: string }) => person.id)).toEqual([manager.userId]);
    const active = await users({ page: 1, pageSize: 10, status: 'Active' });
    expect(active.body.data.map((person: { id: string }) => person.id)).not.toContain(manager.userId);
    const byEmail = await users({ page: 1, pageSize: 10, search: user.email.toUpperCase() });
    expect(byEmail.body.data.map((person: { id: string }) => person.id)).toEqual([user.userId]);
    const firstPage = await users({ page: 1, pageSize: 10 });
    expect(firstPage.body.pagination.totalItems).toBe(3);
  });
});

/** Text a search must take literally: LIKE's wildcards and escape, quotes, letters beyond ASCII. */
const HOSTILE_TASKS = ['100% checked', 'snake_case rename', 'O\'Brien "quoted" review', 'Kräne prüfen 検査'];

const idsOf = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((item) => item.id);

describe('getAllTasks pages and filters on request', () => {
  let planner: Member;
  let worker: Member;
  let other: Member;
  let crane: { projectId: string; taskIds: string[] };
  let rail: { projectId: string; taskIds: string[] };
  let otherCrane: { projectId: string; taskIds: string[] };
  let estimatedTaskId: string;
  const tasks = (input: Record<string, unknown> = {}, as: Member = planner) =>
    callAs(server, as, api.tasks.getAllTasks, { userId: as.userId, ...input });

  beforeAll(async () => {
    planner = await newTenant(server);
    worker = await addMember(server, planner, 'User', 'Wim');
    const numbered = (name: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${name} ${String(index + 1).padStart(2, '0')}`);
    // 12 + 1 crane tasks and 8 + 4 rail tasks: 25 live tasks in all.
    crane = await createProject(server, planner, 'Harbour crane', numbered('Crane task', 12));
    rail = await createProject(server, planner, 'Rail yard', [...numbered('Rail task', 8), ...HOSTILE_TASKS]);
    const estimated = await callAs(server, planner, api.tasks.addTask, {
      title: 'Crane task 13',
      projectId: crane.projectId,
      estimateHours: 8,
    });
    estimatedTaskId = estimated.body.id;
    await callAs(server, worker, api.timesheet.addTimeEntry, {
      userId: worker.userId,
      date: '2026-03-10',
      projectId: crane.projectId,
      taskId: estimatedTaskId,
      hours: 1.5,
      description: '',
    });
    for (const taskId of rail.taskIds.slice(0, 3)) {
      await callAs(server, planner, api.tasks.updateTaskStatus, { taskId, status: 'done' });
    }
    // A deleted task is in no list and no count.
    const gone = await callAs(server, planner, api.tasks.addTask, {
      title: 'Crane gone',
      projectId: crane.projectId,
    });
    await callAs(server, planner, api.tasks.deleteTask, { taskId: gone.body.id });
    // Another tenant with look-alike names, which no answer of the planner's may count.
    other = await newTenant(server);
    otherCrane = await createProject(server, other, 'Harbour crane', ['Crane task 01', ...HOSTILE_TASKS]);
  });

  it('answers the whole list, as the spec has it, without paging fields', async () => {
    const answer = await tasks();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['data', 'result']);
    expect(answer.body.data).toHaveLength(25);
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(
      [
        'dueDate',
        'estimateHours',
        'id',
        'project',
        'projectId',
        'startDate',
        'status',
        'title',
        'trackedHours',
        'user',
        'billable',
        'effectiveBillable',
      ].sort(),
    );
  });

  it('answers one page at a time, in the whole list’s order, with the spec’s pagination', async () => {
    const whole = idsOf(await tasks());
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await tasks({ page, pageSize: 10 });
      expect(answer.body.pagination).toEqual({ currentPage: page, totalItems: 25, itemsPerPage: 10 });
      pages.push(...idsOf(answer));
    }
    expect(pages).toEqual(whole);
    expect((await tasks({ page: 3, pageSize: 10 })).body.data).toHaveLength(5);
    expect((await tasks({ page: 1, pageSize: 100 })).body.data).toHaveLength(25);
    // A page beyond the end is empty, with the totals still right.
    const beyond = await tasks({ page: 9, pageSize: 10 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({
      result: 1,
      data: [],
      pagination: { currentPage: 9, totalItems: 25, itemsPerPage: 10 },
    });
    // pageSize alone means the first page.
    expect((await tasks({ pageSize: 20 })).body.pagination).toEqual({
      currentPage: 1,
      totalItems: 25,
      itemsPerPage: 20,
    });
  });

  it('keeps the estimate and the hours logged on each task of a page', async () => {
    const page = await tasks({ page: 1, pageSize: 10, search: 'Crane task 13' });
    expect(page.body.data).toEqual([
      expect.objectContaining({
        id: estimatedTaskId,
        estimateHours: 8,
        trackedHours: 1.5,
        project: 'Harbour crane',
      }),
    ]);
  });

  it('filters by project, status and text in the title or project name, counting only matches', async () => {
    const total = async (input: Record<string, unknown>) =>
      (await tasks({ page: 1, pageSize: 10, ...input })).body.pagination.totalItems;
    expect(await total({ projectId: crane.projectId })).toBe(13);
    expect(await total({ projectId: rail.projectId })).toBe(12);
    expect(await total({ status: 'done' })).toBe(3);
    expect(await total({ status: 'todo' })).toBe(22);
    expect(await total({ status: 'done', projectId: crane.projectId })).toBe(0);
    // The project's name matches each of its tasks, whatever case the text is in.
    expect(await total({ search: 'RAIL YARD' })).toBe(12);
    expect(await total({ search: 'crane task' })).toBe(13);
    expect(await total({ search: 'rail', status: 'done' })).toBe(3);
    const done = await tasks({ page: 1, pageSize: 10, status: 'done' });
    expect(done.body.data.every((task: { status: string }) => task.status === 'done')).toBe(true);
    // Filters without paging fields answer the filtered list, unpaged.
    const unpaged = await tasks({ projectId: crane.projectId });
    expect(unpaged.body.pagination).toBeUndefined();
    expect(unpaged.body.data).toHaveLength(13);
  });

  it.each([
    ['%', ['100% checked']],
    ['_', ['snake_case rename']],
    ["'", ['O\'Brien "quoted" review']],
    ['"quoted"', ['O\'Brien "quoted" review']],
    ['prüfen 検査', ['Kräne prüfen 検査']],
    ['\\', []],
    ['%_%', []],
  ])('takes the text %j literally', async (search, titles) => {
    const answer = await tasks({ page: 1, pageSize: 10, search });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((task: { title: string }) => task.title)).toEqual(titles);
    expect(answer.body.pagination.totalItems).toBe(titles.length);
  });

  it('shows a User every task of the tenant, as the whole list does', async () => {
    const answer = await tasks({ page: 2, pageSize: 10 }, worker);
    expect(answer.body.pagination).toEqual({ currentPage: 2, totalItems: 25, itemsPerPage: 10 });
    expect(idsOf(answer)).toEqual(idsOf(await tasks({ page: 2, pageSize: 10 })));
  });

  it('never counts another tenant’s tasks', async () => {
    expect((await tasks({ page: 1, pageSize: 10, search: 'checked' })).body.pagination.totalItems).toBe(1);
    const theirs = await tasks({ page: 1, pageSize: 10, projectId: otherCrane.projectId });
    expect(theirs.body).toEqual({
      result: 1,
      data: [],
      pagination: { currentPage: 1, totalItems: 0, itemsPerPage: 10 },
    });
    const own = await tasks({ page: 1, pageSize: 50 }, other);
    expect(own.body.pagination.totalItems).toBe(5);
    expect(idsOf(own).sort()).toEqual([...otherCrane.taskIds].sort());
  });

  it.each([
    [{ page: 0, pageSize: 10 }, 'page'],
    [{ page: 1, pageSize: 7 }, 'pageSize'],
    [{ page: 1, pageSize: '10' }, 'pageSize'],
    [{ page: 1, pageSize: 10, status: 'Done' }, 'status'],
    [{ page: 1, pageSize: 10, projectId: '' }, 'projectId'],
    [{ page: 1, pageSize: 10, search: 'x'.repeat(MAX_SEARCH_LENGTH + 1) }, 'search'],
  ])('refuses %o with 400 naming the field', async (input, field) => {
    const answer = await tasks(input);
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
  });
});

describe('getAllProjects pages and filters on request', () => {
  let owner: Member;
  let other: Member;
  let harbourId: string;
  const projects = (input: Record<string, unknown> = {}, as: Member = owner) =>
    callAs(server, as, api.projects.getAllProjects, { userId: as.userId, ...input });

  beforeAll(async () => {
    owner = await newTenant(server);
    const harbour = await createProject(server, owner, 'Harbour crane', ['Lift', 'Paint']);
    harbourId = harbour.projectId;
    await callAs(server, owner, api.timesheet.addTimeEntry, {
      userId: owner.userId,
      date: '2026-03-11',
      projectId: harbour.projectId,
      taskId: harbour.taskIds[0],
      hours: 2.5,
      description: '',
    });
    // 1 + 19 + 4 + 1: 25 live projects.
    for (let index = 1; index <= 19; index += 1) {
      await createProject(server, owner, `Depot ${String(index).padStart(2, '0')}`, []);
    }
    for (const name of HOSTILE_TASKS) await createProject(server, owner, name, []);
    await callAs(server, owner, api.projects.addProject, {
      name: 'Cold store',
      description: 'Refrigerated halls at the North Quay',
      status: 'In Review',
    });
    const depots = (await projects({ search: 'Depot' })).body.data as { id: string }[];
    for (const depot of depots.slice(0, 4)) {
      await callAs(server, owner, api.projects.updateProjectStatus, { projectId: depot.id, status: 'Done' });
    }
    // A deleted project is in no list and no count.
    const gone = await callAs(server, owner, api.projects.addProject, { name: 'Gone', description: 'Gone' });
    await callAs(server, owner, api.projects.deleteProject, { projectId: gone.body.id });
    other = await newTenant(server);
    await createProject(server, other, 'Harbour crane', []);
    await createProject(server, other, '100% checked', []);
  });

  it('answers the whole list, as the spec has it, without paging fields', async () => {
    const answer = await projects();
    expect(Object.keys(answer.body).sort()).toEqual(['data', 'result']);
    expect(answer.body.data).toHaveLength(25);
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(
      [
        'description',
        'endDate',
        'estimateHours',
        'id',
        'name',
        'startDate',
        'status',
        'taskCount',
        'teamSize',
        'trackedHours',
        'user',
        'clientId',
        'clientName',
        'billable',
        'color',
        // Money, as the caller is an Admin.
        'budget',
        'billableAmount',
        'cost',
        'budgetSpent',
      ].sort(),
    );
  });

  it('answers one page at a time, in the whole list’s order, with task counts and hours', async () => {
    const whole = idsOf(await projects());
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await projects({ page, pageSize: 10 });
      expect(answer.body.pagination).toEqual({ currentPage: page, totalItems: 25, itemsPerPage: 10 });
      pages.push(...idsOf(answer));
    }
    expect(pages).toEqual(whole);
    const beyond = await projects({ page: 4, pageSize: 10 });
    expect(beyond.body).toEqual({
      result: 1,
      data: [],
      pagination: { currentPage: 4, totalItems: 25, itemsPerPage: 10 },
    });
    const first = await projects({ page: 1, pageSize: 10 });
    expect(first.body.data[0]).toEqual(
      expect.objectContaining({ id: harbourId, taskCount: 2, trackedHours: 2.5, estimateHours: null }),
    );
  });

  it('filters by status and by text in the name or description, counting only matches', async () => {
    const total = async (input: Record<string, unknown>) =>
      (await projects({ page: 1, pageSize: 10, ...input })).body.pagination.totalItems;
    expect(await total({ status: 'Done' })).toBe(4);
    expect(await total({ status: 'In Review' })).toBe(1);
    expect(await total({ status: 'New' })).toBe(20);
    expect(await total({ search: 'DEPOT' })).toBe(19);
    expect(await total({ search: 'depot', status: 'Done' })).toBe(4);
    // The description is searched too.
    const quay = await projects({ page: 1, pageSize: 10, search: 'north quay' });
    expect(quay.body.data.map((project: { name: string }) => project.name)).toEqual(['Cold store']);
  });

  it.each([
    ['%', ['100% checked']],
    ['_', ['snake_case rename']],
    ["'", ['O\'Brien "quoted" review']],
    ['prüfen 検査', ['Kräne prüfen 検査']],
    ['\\', []],
  ])('takes the text %j literally', async (search, names) => {
    const answer = await projects({ page: 1, pageSize: 10, search });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((project: { name: string }) => project.name)).toEqual(names);
    expect(answer.body.pagination.totalItems).toBe(names.length);
  });

  it('never counts another tenant’s projects', async () => {
    expect((await projects({ page: 1, pageSize: 10, search: 'harbour' })).body.pagination.totalItems).toBe(1);
    expect((await projects({ page: 1, pageSize: 10 }, other)).body.pagination.totalItems).toBe(2);
  });

  it.each([
    [{ page: -1, pageSize: 10 }, 'page'],
    [{ page: 1, pageSize: 25 }, 'pageSize'],
    [{ page: 1, pageSize: 10, status: 'done' }, 'status'],
  ])('refuses %o with 400 naming the field', async (input, field) => {
    const answer = await projects(input);
    expect(answer.status).toBe(400);
    expect(answer.body.msg.startsWith(field)).toBe(true);
  });
});
