import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, newTenant, type Member } from '../../../test/factories.ts';
import { expectKnownRefusal } from '../../../test/refusals.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager');
});
afterAll(async () => {
  await server?.close();
});

interface ListedClient {
  id: string;
  name: string;
  contact: string;
  notes: string;
  projectCount: number;
}
interface ListedProject {
  id: string;
  name: string;
  clientId: string | null;
  clientName: string | null;
}

const clientsOf = async (member: Member) => {
  const answer = await callAs(server, member, api.clients.getClients);
  expect(answer.status).toBe(200);
  return (answer.body as { clients: ListedClient[] }).clients;
};
const addClient = async (member: Member, fields: Record<string, unknown>) => {
  const answer = await callAs(server, member, api.clients.addClient, fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { id: string }).id;
};
const addProject = async (member: Member, name: string, clientId?: string | null) => {
  const answer = await callAs(server, member, api.projects.addProject, {
    name,
    description: 'Work for a client',
    ...(clientId === undefined ? {} : { clientId }),
  });
  return answer;
};
const projectNamed = async (member: Member, name: string) => {
  const answer = await callAs(server, member, api.projects.getAllProjects);
  return (answer.body as { data: ListedProject[] }).data.find((project) => project.name === name)!;
};

describe('clients', () => {
  it('are added by Managers and Admins and listed by name with their contact, notes and project count', async () => {
    const tenant = await newTenant(server);
    const boss = await addMember(server, tenant, 'Manager');
    const northwind = await addClient(boss, {
      name: '  Northwind  ',
      contact: 'Ola Berg',
      notes: 'Pays late',
    });
    await addClient(tenant, { name: 'acme' });
    await addProject(tenant, 'Warehouse move', northwind);
    await addProject(tenant, 'Fleet audit', northwind);
    expect(await clientsOf(boss)).toEqual([
      { id: expect.any(String), name: 'acme', contact: '', notes: '', projectCount: 0 },
      { id: northwind, name: 'Northwind', contact: 'Ola Berg', notes: 'Pays late', projectCount: 2 },
    ]);
  });

  it('have names unique in the tenant whatever the case, refused with 409 and nothing changed', async () => {
    const tenant = await newTenant(server);
    const first = await addClient(tenant, { name: 'Contoso' });
    await addClient(tenant, { name: 'Fabrikam' });
    const before = await snapshotTenant(server.db, tenant.tenantId);
    const taken = await callAs(server, tenant, api.clients.addClient, { name: 'CONTOSO' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'client-name-taken',
      msg: 'A client with this name already exists',
    });
    expectKnownRefusal(taken);
    const renamed = await callAs(server, tenant, api.clients.updateClient, {
      clientId: first,
      name: 'fabrikam',
    });
    expect(renamed.status).toBe(409);
    expect(await snapshotTenant(server.db, tenant.tenantId)).toBe(before);
    // Another tenant may have a client of the same name.
    await addClient(admin, { name: 'Contoso' });
  });

  it('refuse an empty name or an over-long field as a bad field', async () => {
    for (const fields of [
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Ok', notes: 'n'.repeat(2001) },
    ]) {
      const answer = await callAs(server, admin, api.clients.addClient, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expectKnownRefusal(answer);
    }
  });

  it('are changed with every field sent, and the board names the new name', async () => {
    const id = await addClient(manager, { name: 'Tailspin', contact: 'Ann', notes: 'Old notes' });
    await addProject(manager, 'Tailspin hangar', id);
    const saved = await callAs(server, manager, api.clients.updateClient, {
      clientId: id,
      name: 'Tailspin Toys',
      contact: 'Ben',
    });
    expect(saved.body).toEqual({ result: 1, msg: 'Client saved' });
    expect((await clientsOf(admin)).find((client) => client.id === id)).toEqual({
      id,
      name: 'Tailspin Toys',
      contact: 'Ben',
      notes: '',
      projectCount: 1,
    });
    expect(await projectNamed(manager, 'Tailspin hangar')).toMatchObject({
      clientId: id,
      clientName: 'Tailspin Toys',
    });
  });

  it('may not be deleted while projects belong to them: 409 naming how many, then deleted once they are gone', async () => {
    const id = await addClient(admin, { name: 'Litware' });
    await addProject(admin, 'Litware one', id);
    await addProject(admin, 'Litware two', id);
    const before = await snapshotTenant(server.db, admin.tenantId);
    const refused = await callAs(server, admin, api.clients.deleteClient, { clientId: id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'client-in-use',
      params: { count: 2 },
      msg: '2 projects belong to this client; move or delete them first',
    });
    expectKnownRefusal(refused);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);

    const one = await projectNamed(admin, 'Litware one');
    await callAs(server, admin, api.projects.deleteProject, { projectId: one.id });
    const two = await projectNamed(admin, 'Litware two');
    await callAs(server, admin, api.projects.updateProject, {
      projectId: two.id,
      name: 'Litware two',
      description: 'Moved away',
      clientId: null,
    });
    const deleted = await callAs(server, admin, api.clients.deleteClient, { clientId: id });
    expect(deleted.body).toEqual({ result: 1, msg: 'Client deleted' });
    expect((await clientsOf(admin)).map((client) => client.id)).not.toContain(id);
    // Its name is free again, and a deleted client cannot be changed or given projects.
    await addClient(admin, { name: 'Litware' });
    for (const answer of [
      await callAs(server, admin, api.clients.updateClient, { clientId: id, name: 'Back' }),
      await callAs(server, admin, api.clients.deleteClient, { clientId: id }),
      await addProject(admin, 'Too late', id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'client-not-found' });
    }
  });
});

describe('the client of a project', () => {
  it('is kept by an update that leaves it out, and taken away by null or an empty id', async () => {
    const id = await addClient(admin, { name: 'Proseware' });
    expect((await addProject(admin, 'Proseware depot', id)).status).toBe(200);
    const project = await projectNamed(admin, 'Proseware depot');
    expect(project).toMatchObject({ clientId: id, clientName: 'Proseware' });
    // The spec's own form knows no clients and sends no clientId.
    await callAs(server, admin, api.projects.updateProject, {
      projectId: project.id,
      name: 'Proseware depot',
      description: 'Renamed by an old client',
    });
    expect(await projectNamed(admin, 'Proseware depot')).toMatchObject({ clientId: id });
    await callAs(server, admin, api.projects.updateProject, {
      projectId: project.id,
      name: 'Proseware depot',
      description: 'No client',
      clientId: '',
    });
    expect(await projectNamed(admin, 'Proseware depot')).toMatchObject({ clientId: null, clientName: null });
    expect((await addProject(admin, 'No client at all')).status).toBe(200);
    expect(await projectNamed(admin, 'No client at all')).toMatchObject({ clientId: null, clientName: null });
  });

  it("refuses another tenant's client as missing, changing nothing in either tenant", async () => {
    const stranger = await newTenant(server);
    const theirs = await addClient(stranger, { name: 'Their client' });
    const ours = await addClient(admin, { name: 'Our client' });
    const mine = await addProject(admin, 'Ours only');
    expect(mine.status).toBe(200);
    const before = await Promise.all([
      snapshotTenant(server.db, admin.tenantId),
      snapshotTenant(server.db, stranger.tenantId),
    ]);
    const answers = [
      await addProject(admin, 'Borrowed', theirs),
      await callAs(server, admin, api.projects.updateProject, {
        projectId: (mine.body as { id: string }).id,
        name: 'Ours only',
        description: 'd',
        clientId: theirs,
      }),
      await callAs(server, admin, api.clients.updateClient, { clientId: theirs, name: 'Taken over' }),
      await callAs(server, admin, api.clients.deleteClient, { clientId: theirs }),
      await callAs(server, stranger, api.clients.deleteClient, { clientId: ours }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'client-not-found' });
      expectKnownRefusal(answer);
    }
    expect((await clientsOf(stranger)).map((client) => client.name)).toEqual(['Their client']);
    expect(
      await Promise.all([
        snapshotTenant(server.db, admin.tenantId),
        snapshotTenant(server.db, stranger.tenantId),
      ]),
    ).toEqual(before);
  });

  it('is for Managers and Admins to list and manage: a User is refused with 403', async () => {
    const user = await addMember(server, admin, 'User');
    for (const [endpoint, input] of [
      [api.clients.getClients, {}],
      [api.clients.addClient, { name: 'By a user' }],
    ] as const) {
      expect((await callAs(server, user, endpoint, input)).status).toBe(403);
    }
  });
});
