import { sql } from 'kysely';
import { api, type Endpoint } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, call, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let other: Member;

const post = (member: Member, endpoint: Endpoint, body: Record<string, unknown> = {}) =>
  call(server.url, endpoint.path, { token: member.token, body: { tenantId: member.tenantId, ...body } });

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  other = await newTenant(server);
});
afterAll(async () => {
  await server?.close();
});

describe('the audit log', () => {
  it('records every change with who, what, which and when, for the tenant’s Admins only', async () => {
    const project = await post(manager, api.projects.addProject, { name: 'Audit me', description: 'd' });
    await post(manager, api.projects.updateProjectStatus, { projectId: project.body.id, status: 'Done' });
    const task = await post(admin, api.tasks.addTask, { title: 'T', projectId: project.body.id });
    await post(admin, api.tasks.deleteTask, { taskId: task.body.id });
    // Reads and refused calls are not changes.
    await post(admin, api.projects.getAllProjects);
    await post(manager, api.projects.deleteProject, { projectId: 'missing' });

    const log = await post(admin, api.audit.getAuditLog, { limit: 10 });
    expect(log.status).toBe(200);
    const rows = log.body.data.map((row: any) => [row.action, row.targetId, row.user]);
    expect(rows.slice(0, 4)).toEqual([
      ['tasks.deleteTask', task.body.id, 'Ada Lovelace'],
      ['tasks.addTask', task.body.id, 'Ada Lovelace'],
      ['projects.updateProjectStatus', project.body.id, 'Mia Member'],
      ['projects.addProject', project.body.id, 'Mia Member'],
    ]);
    expect(
      log.body.data.some((row: any) => row.action === 'auth.signup' && row.targetId === admin.userId),
    ).toBe(true);
    expect(log.body.data.every((row: any) => !Number.isNaN(Date.parse(row.at)))).toBe(true);

    expect((await post(manager, api.audit.getAuditLog)).status).toBe(403);
    const foreign = (await post(other, api.audit.getAuditLog)).body.data;
    expect(foreign.map((row: any) => row.targetId)).not.toContain(project.body.id);
  });

  it('records a change committed with its record exactly once, and a refused one not at all', async () => {
    const project = await post(admin, api.projects.addProject, { name: 'Timed', description: 'd' });
    const task = await post(admin, api.tasks.addTask, { title: 'T', projectId: project.body.id });
    const entry = { userId: admin.userId, projectId: project.body.id, taskId: task.body.id, hours: 2 };
    const added = await post(admin, api.timesheet.addTimeEntry, { ...entry, date: '2026-11-02' });
    expect(added.status).toBe(200);
    await post(admin, api.timesheet.addTimeEntry, { ...entry, date: '2026-11-02', hours: 23 });
    await post(admin, api.timesheet.deleteTimeEntry, { timeEntryId: added.body.id });
    const kept = await post(admin, api.timesheet.addTimeEntry, { ...entry, date: '2026-11-03' });
    expect((await post(admin, api.weekApproval.submitWeek, { weekStart: '2026-11-01' })).status).toBe(200);

    const rows = (await post(admin, api.audit.getAuditLog, { limit: 50 })).body.data
      .filter((row: any) => row.action.startsWith('timesheet.'))
      .map((row: any) => `${row.action} ${row.targetId}`);
    // Requests a millisecond apart may share a timestamp, so the order is not compared.
    expect(rows.sort()).toEqual(
      [
        `timesheet.addTimeEntry ${added.body.id}`,
        `timesheet.addTimeEntry ${kept.body.id}`,
        `timesheet.deleteTimeEntry ${added.body.id}`,
        `timesheet.submitWeek ${admin.userId}:2026-11-01`,
      ].sort(),
    );
  });

  it('refuses to change or remove a recorded row', async () => {
    await expect(sql`update audit_log set action = 'forged'`.execute(server.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
  });
});
