import crypto from 'node:crypto';
import {
  api,
  type AbsenceStatus,
  type AbsenceType,
  type Endpoint,
  REFUSAL_CODES_PREFERENCE,
  type Role,
} from '@portal/contract';
import { hashPassword } from '../src/lib/password.ts';
import type { TestServer } from './build-app.ts';
import { signIn } from './sign-in.ts';

/** A sign-up body with a unique email. */
export function newSignUp(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${crypto.randomBytes(5).toString('hex')}@example.com`,
    password: 'correct-horse',
    role: 'Admin',
    ...overrides,
  };
}

/** Calls the portal API with an optional bearer token and JSON body. */
export async function call(
  baseUrl: string,
  path: string,
  {
    token,
    body,
    method = body === undefined ? 'GET' : 'POST',
    headers = {},
    fetch: send = fetch,
  }: {
    token?: string;
    body?: unknown;
    method?: string;
    headers?: Record<string, string>;
    /** Another way to send it: over one kept connection, to reach one worker of several. */
    fetch?: typeof fetch;
  } = {},
) {
  const response = await send(`${baseUrl}${path}`, {
    method,
    headers: {
      ...headers,
      // As the web client does: refusals answer their code and parameters too.
      prefer: REFUSAL_CODES_PREFERENCE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json, headers: response.headers };
}

/**
 * Makes a call of the contract as `member`: a POST's body gets the member's tenantId, a GET's
 * input goes into the query string.
 */
export function callAs(
  server: { url: string },
  member: Member | undefined,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  { fetch: send }: { fetch?: typeof fetch } = {},
) {
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(input as Record<string, string>).toString();
    return call(server.url, `${endpoint.path}?${query}`, {
      token: member?.token,
      ...(send ? { fetch: send } : {}),
    });
  }
  return call(server.url, endpoint.path, {
    token: member?.token,
    body: { tenantId: member?.tenantId, ...input },
    ...(send ? { fetch: send } : {}),
  });
}

/** A signed-in person of a tenant, with what the SPA would keep in storage. */
export interface Member {
  token: string;
  tenantId: string;
  userId: string;
  email: string;
  role: Role;
}

async function sessionOf(server: TestServer, email: string, password: string, role: Role): Promise<Member> {
  const { access_token: token } = await signIn(server.url, email, password);
  const session = await call(server.url, `${api.auth.email.path}?email=${encodeURIComponent(email)}`, {
    token,
  });
  if (session.status !== 200) throw new Error(`session lookup failed: ${JSON.stringify(session.body)}`);
  return { token, tenantId: session.body.tenantId, userId: session.body.userId, email, role };
}

/** Signs up a new tenant and signs its Admin in. */
export async function newTenant(server: TestServer): Promise<Member> {
  const body = newSignUp();
  const created = await call(server.url, api.auth.signup.path, { body });
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  return sessionOf(server, body.email, body.password, 'Admin');
}

/** Adds a person of the given role to the tenant and signs them in. */
export async function addMember(
  server: TestServer,
  tenant: Member,
  role: Role,
  firstName: string = role,
): Promise<Member> {
  const email = `${firstName.toLowerCase()}.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const password = 'member-password';
  await server.db
    .insertInto('users')
    .values({
      tenant_id: tenant.tenantId,
      id: crypto.randomUUID(),
      name: `${firstName} Member`,
      email,
      password_hash: await hashPassword(password),
      role,
      created_at: new Date().toISOString(),
    })
    .execute();
  return sessionOf(server, email, password, role);
}

/** A project with one task per given title, straight into the tenant's data. */
export async function createProject(server: TestServer, owner: Member, name: string, taskTitles: string[]) {
  const now = new Date().toISOString();
  const projectId = crypto.randomUUID();
  await server.db
    .insertInto('projects')
    .values({
      tenant_id: owner.tenantId,
      id: projectId,
      name,
      description: `${name} description`,
      status: 'New',
      start_date: null,
      end_date: null,
      team_size: 1,
      created_by: owner.userId,
      created_at: now,
      deleted_at: null,
    })
    .execute();
  const taskIds: string[] = [];
  for (const title of taskTitles) {
    const id = crypto.randomUUID();
    taskIds.push(id);
    await server.db
      .insertInto('tasks')
      .values({
        tenant_id: owner.tenantId,
        id,
        project_id: projectId,
        title,
        status: 'todo',
        start_date: null,
        due_date: null,
        created_by: owner.userId,
        created_at: now,
        deleted_at: null,
      })
      .execute();
  }
  return { projectId, taskIds };
}

/** Logs `hours` on `date` for `member`, on the first task of `project`, through the API. */
export function logTime(
  server: TestServer,
  member: Member,
  project: { projectId: string; taskIds: string[] },
  date: string,
  hours: number,
) {
  return callAs(server, member, api.timesheet.addTimeEntry, {
    userId: member.userId,
    date,
    hours,
    projectId: project.projectId,
    taskId: project.taskIds[0],
    description: '',
  });
}

/**
 * An absence of `member` straight into the table, as the absences module stores one: for tests of
 * what absences do to accounts and reminders, without the request and decision calls.
 */
export async function storeAbsence(
  server: TestServer,
  member: Member,
  type: AbsenceType,
  from: string,
  to: string,
  { status = 'approved', halfDay = false }: { status?: AbsenceStatus; halfDay?: boolean } = {},
): Promise<void> {
  const now = new Date().toISOString();
  await server.db
    .insertInto('absences')
    .values({
      tenant_id: member.tenantId,
      id: crypto.randomUUID(),
      user_id: member.userId,
      type,
      start_date: from,
      end_date: to,
      half_day: halfDay ? 1 : 0,
      status,
      note: '',
      reason: null,
      requested_by: member.userId,
      decided_by: null,
      decided_at: status === 'approved' ? now : null,
      created_at: now,
    })
    .execute();
}
