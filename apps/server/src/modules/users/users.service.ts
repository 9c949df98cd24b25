import crypto from 'node:crypto';
import {
  type Locale,
  api,
  pageRequest,
  type GetAllUsersBody,
  type AddNewUserBody,
  type EditUserBody,
  type Employee,
  type Role,
  type User,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockKey } from '../../db/locks.ts';
import { listOrPage, type ListOrPage } from '../../lib/paging.ts';
import { refuse } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Caller } from '../../context/caller.ts';
import * as audit from '../audit/audit.service.ts';
import { endUserSessions } from './user-sessions.ts';
import { presentEmployee, presentUser } from './users.presenter.ts';
import * as repository from './users.repository.ts';

/** Which roles each role may create, or edit people of (CONTRACT §4); Admins come only from sign-up. */
const MANAGEABLE_ROLES: Record<Role, readonly Role[]> = {
  Admin: ['User', 'Manager'],
  Manager: ['User'],
  User: [],
};

function assertMayGrant(caller: Caller, role: Role) {
  if (!MANAGEABLE_ROLES[caller.role].includes(role)) {
    throw refuse(403, 'role-not-grantable', { callerRole: caller.role, role });
  }
}

/** Runs a write that may hit the unique email index, answering 409 when it does. */
async function withUniqueEmail(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(409, 'email-taken');
    throw error;
  }
}

/**
 * The user an API call is made by, with their tenant's subscription: by the embedded provider's
 * subject (the user id) or by the subject an external issuer gave them.
 */
export function findCaller(db: Db, by: 'id' | 'idp_subject', subject: string) {
  return repository.findCaller(db, by, subject);
}

/**
 * Binds an external issuer's subject to the user holding this email, once: true when a user not
 * yet bound held it.
 */
export function bindIdpSubject(db: Db, email: string, subject: string): Promise<boolean> {
  return repository.bindIdpSubject(db, email, subject);
}

/** The user signing in, their last login set to now; undefined when they are not the tenant's. */
export async function recordSignIn(db: Db, tenantId: string, userId: string) {
  const user = await repository.findUser(db, tenantId, userId);
  if (user) await repository.recordLogin(db, tenantId, userId, new Date().toISOString());
  return user;
}

/** Whether the user is one of the tenant's, active or deactivated. */
export async function userExists(db: Db, tenantId: string, userId: string): Promise<boolean> {
  return (await repository.findUser(db, tenantId, userId)) !== undefined;
}

/** Whether the caller is the tenant's only Admin who may still sign in. */
export async function isOnlyActiveAdmin(db: Db, caller: Caller): Promise<boolean> {
  return caller.role === 'Admin' && (await repository.countActiveAdmins(db, caller.tenantId)) <= 1;
}

/** The read-only directory of the people who work in the caller's tenant; every role may see it. */
export async function listEmployees(db: Db, caller: Caller): Promise<Employee[]> {
  return (await repository.listUsers(db, caller.tenantId, { active: true })).map(presentEmployee);
}

/** The tenant's users, filtered; one page of them when a page is asked for. */
export function listUsers(
  db: Db,
  caller: Caller,
  query: Omit<z.output<typeof GetAllUsersBody>, 'tenantId'> = {},
): Promise<ListOrPage<User>> {
  const filter = {
    role: query.role,
    search: query.search,
    active: query.status === undefined ? undefined : query.status === 'Active',
  };
  return listOrPage(
    pageRequest(query),
    async (page) => (await repository.listUsers(db, caller.tenantId, filter, page)).map(presentUser),
    () => repository.countUsers(db, caller.tenantId, filter),
  );
}

export async function addUser(
  db: Db,
  caller: Caller,
  body: z.output<typeof AddNewUserBody>,
): Promise<string> {
  assertMayGrant(caller, body.role);
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(body.password);
  await withUniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      await repository.insertUser(trx, {
        tenant_id: caller.tenantId,
        id,
        name: body.name,
        email: body.email,
        password_hash: passwordHash,
        role: body.role,
        created_at: new Date().toISOString(),
      });
      await audit.record(trx, caller, api.users.addNewUser, id);
    }),
  );
  return id;
}

export async function editUser(db: Db, caller: Caller, body: z.output<typeof EditUserBody>): Promise<void> {
  const target = await repository.findUser(db, caller.tenantId, body.userId);
  if (!target) throw refuse(404, 'user-not-found');
  if (target.id === caller.userId) {
    if (body.role !== target.role) throw refuse(403, 'own-role');
  } else {
    assertMayGrant(caller, target.role);
    assertMayGrant(caller, body.role);
  }
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  // A new password or role ends the person's sessions: whoever held the old password, or a token
  // with the old role's reach, must sign in again. A new email does not: the person is the same.
  const endsSessions = passwordHash !== undefined || body.role !== target.role;
  await withUniqueEmail(() =>
    db.transaction().execute(async (trx) => {
      await repository.updateUser(trx, caller.tenantId, target.id, {
        name: body.name,
        email: body.email,
        role: body.role,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      if (endsSessions) await endUserSessions(trx, caller.tenantId, target.id);
      await audit.record(trx, caller, api.users.editUser, target.id);
    }),
  );
}

/** Who may deactivate or reactivate whom: not oneself; Admins anyone else, Managers role User. */
async function findStatusTarget(db: Db, caller: Caller, userId: string) {
  const target = await repository.findUser(db, caller.tenantId, userId);
  if (!target) throw refuse(404, 'user-not-found');
  if (target.id === caller.userId) throw refuse(403, 'own-status');
  if (caller.role !== 'Admin' && target.role !== 'User') {
    throw refuse(403, 'status-not-changeable', { callerRole: caller.role, role: target.role });
  }
  return target;
}

/** Deactivates a user: they cannot sign in, their sessions end at once, their data stays. */
/** The caller's own language; nobody sets another person's. */
export async function setLanguage(db: Db, caller: Caller, language: Locale | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repository.saveLanguage(trx, caller.tenantId, caller.userId, language);
    await audit.record(trx, caller, api.users.setLanguage, caller.userId);
  });
}

export async function deactivateUser(db: Db, caller: Caller, userId: string): Promise<void> {
  const target = await findStatusTarget(db, caller, userId);
  if (target.deactivated_at) return;
  await db.transaction().execute(async (trx) => {
    if (target.role === 'Admin') {
      // Two Admins deactivating each other at once must not leave the tenant without one.
      await lockKey(trx, `active-admins:${caller.tenantId}`);
      if ((await repository.countActiveAdmins(trx, caller.tenantId)) <= 1) {
        throw refuse(409, 'last-admin');
      }
    }
    await repository.updateUser(trx, caller.tenantId, target.id, {
      deactivated_at: new Date().toISOString(),
    });
    await endUserSessions(trx, caller.tenantId, target.id);
    await audit.record(trx, caller, api.users.deactivateUser, target.id);
  });
}

/** Lets a deactivated user sign in again. */
export async function reactivateUser(db: Db, caller: Caller, userId: string): Promise<void> {
  const target = await findStatusTarget(db, caller, userId);
  if (!target.deactivated_at) return;
  await db.transaction().execute(async (trx) => {
    await repository.updateUser(trx, caller.tenantId, target.id, { deactivated_at: null });
    await audit.record(trx, caller, api.users.reactivateUser, target.id);
  });
}
