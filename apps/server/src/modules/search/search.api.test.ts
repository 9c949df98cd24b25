import { api, MAX_SEARCH_LENGTH, type SearchAnswer } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let foreign: Member;

const search = async (member: Member, q: string) => {
  const answer = await callAs(server, member, api.search.search, { q });
  expect(answer.status, `${JSON.stringify(q)} → ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as SearchAnswer;
};
const labels = (found: SearchAnswer) => ({
  projects: found.projects.map((match) => match.label),
  tasks: found.tasks.map((match) => match.label),
  people: found.people.map((match) => match.label),
});

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Uma');
  const gone = await addMember(server, admin, 'User', 'Gil');
  await callAs(server, admin, api.users.deactivateUser, { userId: gone.userId });
  await createProject(server, admin, 'Depot North', ['Load trucks', 'Unload pallets', 'Sweep']);
  await createProject(server, admin, 'Harbour_Logistics 100%', ['Quote "rush" orders']);
  await createProject(server, admin, 'Zürich Café', []);
  const deleted = await createProject(server, admin, 'Depot Deleted', ['Load the deleted']);
  await callAs(server, admin, api.projects.deleteProject, { projectId: deleted.projectId });
  const sweep = (await callAs(server, admin, api.tasks.getAllTasks)).body.data.find(
    (task: { title: string }) => task.title === 'Sweep',
  );
  await callAs(server, admin, api.tasks.deleteTask, { taskId: sweep.id });
  foreign = await newTenant(server);
  await addMember(server, foreign, 'User', 'Depot');
  await createProject(server, foreign, 'Depot Foreign', ['Load foreign']);
});
afterAll(async () => {
  await server?.close();
});

describe('search', () => {
  it('finds the tenant’s projects, tasks and people, prefix matches first, for every role', async () => {
    for (const member of [admin, user]) {
      expect(labels(await search(member, 'depot'))).toEqual({
        projects: ['Depot North'],
        tasks: [],
        people: [],
      });
      expect(labels(await search(member, 'LOAD'))).toEqual({
        projects: [],
        tasks: ['Load trucks', 'Unload pallets'],
        people: [],
      });
    }
    const found = await search(user, 'load t');
    expect(found.tasks).toEqual([
      expect.objectContaining({ label: 'Load trucks', status: 'todo', project: 'Depot North' }),
    ]);
    expect(labels(await search(user, 'member')).people.sort()).toEqual(['Uma Member']);
    // By email too, and deactivated people never.
    const byEmail = await search(user, admin.email.slice(0, 12));
    expect(byEmail.people).toEqual([
      { id: admin.userId, label: 'Ada Lovelace', email: admin.email, role: 'Admin' },
    ]);
    expect(labels(await search(admin, 'gil')).people).toEqual([]);
  });

  it('never finds deleted projects and tasks, nor another tenant’s anything', async () => {
    expect(labels(await search(admin, 'deleted'))).toEqual({ projects: [], tasks: [], people: [] });
    expect(labels(await search(admin, 'sweep')).tasks).toEqual([]);
    expect(labels(await search(foreign, 'Depot North'))).toEqual({ projects: [], tasks: [], people: [] });
    expect(labels(await search(foreign, 'depot'))).toEqual({
      projects: ['Depot Foreign'],
      tasks: [],
      people: ['Depot Member'],
    });
  });

  it('matches short text, and reads wildcards, quotes and operators as the characters they are', async () => {
    expect(labels(await search(user, 'De')).projects).toEqual(['Depot North']);
    expect(labels(await search(user, '%')).projects).toEqual(['Harbour_Logistics 100%']);
    expect(labels(await search(user, '_')).projects).toEqual(['Harbour_Logistics 100%']);
    expect(labels(await search(user, 'r_L')).projects).toEqual(['Harbour_Logistics 100%']);
    expect(labels(await search(user, '"rush"')).tasks).toEqual(['Quote "rush" orders']);
    expect(labels(await search(user, 'zürich')).projects).toEqual(['Zürich Café']);
    expect(labels(await search(user, 'Depot OR Harbour')).projects).toEqual([]);
    for (const q of [
      '\\',
      "'",
      '"',
      '""',
      '*',
      'depot*',
      '^depot',
      'name:depot',
      'NEAR(depot north)',
      'depot AND NOT north',
      '(',
      ')',
      '-',
      '{name}: x',
      "'; drop table projects; --",
      '💥',
      '\u{1F469}\u200D\u{1F4BB}',
      '\uD800',
      'x'.repeat(MAX_SEARCH_LENGTH),
      'é'.repeat(MAX_SEARCH_LENGTH),
    ]) {
      await search(user, q);
    }
  });

  it('refuses empty and overlong text with 400', async () => {
    for (const q of ['', '   ', '\u0000', '\u0000\u0001']) {
      const answer = await callAs(server, user, api.search.search, { q });
      expect(answer.status, JSON.stringify(q)).toBe(400);
      expect(answer.body.msg).toBe('q: is required');
    }
    const long = await callAs(server, user, api.search.search, { q: 'x'.repeat(1024) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/^q:/);
  });
});

describe('clients in the palette', () => {
  it('are found by Managers and Admins, never by Users, and never another tenant’s', async () => {
    const manager = await addMember(server, admin, 'Manager', 'Max');
    await callAs(server, admin, api.clients.addClient, { name: 'Northwind Depot' });
    await callAs(server, foreign, api.clients.addClient, { name: 'Depot Elsewhere' });
    for (const member of [admin, manager]) {
      expect((await search(member, 'depot')).clients?.map((match) => match.label)).toEqual([
        'Northwind Depot',
      ]);
    }
    expect(await search(user, 'depot')).not.toHaveProperty('clients');
  });
});
