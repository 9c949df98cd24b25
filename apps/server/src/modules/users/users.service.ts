import crypto from 'node:crypto';
import type { AddNewUserBody, EditUserBody, Employee, Role, User } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Caller } from '../../plugins/auth.ts';
import { EMAIL_TAKEN } from '../auth/auth.service.ts';
import { presentEmployee, presentUser } from './users.presenter.ts';
import * as repository from './users.repository.ts';

/** Which roles each role may create, or edit people of (CONTRACT §4); Admins come only from sign-up. */
const MANAGEABLE_ROLES: Record<Role, readonly Role[]> = {
  Admin: ['User', 'Manager'],
  Manager: ['User'],
  User: [],
};

function assertManager(caller: Caller) {
  if (MANAGEABLE_ROLES[caller.role].length === 0) throw Forbidden('Only Managers and Admins manage users');
}

function assertMayGrant(caller: Caller, role: Role) {
  if (!MANAGEABLE_ROLES[caller.role].includes(role)) {
    throw Forbidden(`A ${caller.role} cannot give a user the role ${role}`);
  }
}

/** Runs a write that may hit the unique email index, answering 409 when it does. */
async function withUniqueEmail(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** The read-only directory of the caller's tenant; every role may see it. */
export async function listEmployees(db: Db, caller: Caller): Promise<Employee[]> {
  return (await repository.listUsers(db, caller.tenantId)).map(presentEmployee);
}

export async function listUsers(db: Db, caller: Caller): Promise<User[]> {
  assertManager(caller);
  return (await repository.listUsers(db, caller.tenantId)).map(presentUser);
}

export async function addUser(
  db: Db,
  caller: Caller,
  body: z.output<typeof AddNewUserBody>,
): Promise<string> {
  assertManager(caller);
  assertMayGrant(caller, body.role);
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(body.password);
  await withUniqueEmail(() =>
    repository.insertUser(db, {
      tenant_id: caller.tenantId,
      id,
      name: body.name,
      email: body.email,
      password_hash: passwordHash,
      role: body.role,
      created_at: new Date().toISOString(),
    }),
  );
  return id;
}

export async function editUser(db: Db, caller: Caller, body: z.output<typeof EditUserBody>): Promise<void> {
  assertManager(caller);
  const target = await repository.findUser(db, caller.tenantId, body.userId);
  if (!target) throw NotFound('User not found');
  if (target.id === caller.userId) {
    if (body.role !== target.role) throw Forbidden('You cannot change your own role');
  } else {
    assertMayGrant(caller, target.role);
    assertMayGrant(caller, body.role);
  }
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await withUniqueEmail(() =>
    repository.updateUser(db, caller.tenantId, target.id, {
      name: body.name,
      email: body.email,
      role: body.role,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    }),
  );
}
