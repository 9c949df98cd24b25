import type { Db } from '../src/db/dialect.ts';
import type { TestServer } from './build-app.ts';
import { addMember, call, createProject, newTenant, type Member } from './factories.ts';

/** A tenant with one person of each role and one of everything they work with. */
export interface TenantFixture {
  admin: Member;
  manager: Member;
  user: Member;
  /** A role User whom Managers and Admins may edit. */
  target: Member;
  projectId: string;
  taskId: string;
  entryId: string;
  /** A week of `user`'s, submitted for approval. */
  submittedWeek: string;
}

export async function tenantFixture(server: TestServer): Promise<TenantFixture> {
  const admin = await newTenant(server);
  const manager = await addMember(server, admin, 'Manager', 'Mia');
  const user = await addMember(server, admin, 'User', 'Uma');
  const target = await addMember(server, admin, 'User', 'Tim');
  const { projectId, taskIds } = await createProject(server, admin, 'Fixture project', ['Fixture task']);
  const taskId = taskIds[0]!;
  const post = (member: Member, path: string, body: Record<string, unknown>) =>
    call(server.url, path, { token: member.token, body: { tenantId: member.tenantId, ...body } });
  const entry = await post(user, '/api/timesheet/addTimeEntry', {
    userId: user.userId,
    date: '2026-11-16',
    projectId,
    taskId,
    hours: 1,
  });
  await post(user, '/api/timesheet/addTimeEntry', {
    userId: user.userId,
    date: '2026-11-09',
    projectId,
    taskId,
    hours: 2,
  });
  await post(user, '/api/timesheet/submitWeek', { weekStart: '2026-11-08' });
  return {
    admin,
    manager,
    user,
    target,
    projectId,
    taskId,
    entryId: entry.body.id,
    submittedWeek: '2026-11-08',
  };
}

/** Tables holding a tenant's data, each read whole for a before/after comparison. */
const TENANT_TABLES = [
  'users',
  'projects',
  'tasks',
  'time_entries',
  'week_statuses',
  'week_transitions',
] as const;

/** Everything stored for one tenant, in a stable order, to show that a refused call changed nothing. */
export async function snapshotTenant(db: Db, tenantId: string): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TENANT_TABLES) {
    tables[table] = await db
      .selectFrom(table)
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy(table === 'week_statuses' ? 'week_start' : 'id')
      .orderBy(table === 'week_statuses' ? 'user_id' : 'tenant_id')
      .execute();
  }
  return JSON.stringify(tables);
}
