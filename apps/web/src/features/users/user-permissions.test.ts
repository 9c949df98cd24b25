import type { Role, User } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { editableRoles, grantableRoles, mayChangeStatus, mayEdit } from './user-permissions.ts';

const user = (id: string, role: Role): User => ({
  id,
  name: id,
  email: `${id}@example.com`,
  role,
  last_login: null,
  active: true,
});
const admin = { userId: 'admin', userRole: 'Admin' } as const;
const manager = { userId: 'manager', userRole: 'Manager' } as const;

describe('grantableRoles', () => {
  it('offers User and Manager to an Admin', () => {
    expect(grantableRoles('Admin')).toEqual(['User', 'Manager']);
  });

  it('offers only User to a Manager', () => {
    expect(grantableRoles('Manager')).toEqual(['User']);
  });
});

describe('mayEdit', () => {
  it('lets an Admin edit Managers, Users and themselves, but no other Admin', () => {
    expect(mayEdit(admin, user('m', 'Manager'))).toBe(true);
    expect(mayEdit(admin, user('u', 'User'))).toBe(true);
    expect(mayEdit(admin, user('admin', 'Admin'))).toBe(true);
    expect(mayEdit(admin, user('other-admin', 'Admin'))).toBe(false);
  });

  it('lets a Manager edit Users and themselves only', () => {
    expect(mayEdit(manager, user('u', 'User'))).toBe(true);
    expect(mayEdit(manager, user('manager', 'Manager'))).toBe(true);
    expect(mayEdit(manager, user('m2', 'Manager'))).toBe(false);
    expect(mayEdit(manager, user('admin', 'Admin'))).toBe(false);
  });
});

describe('editableRoles', () => {
  it('offers the grantable roles for someone else', () => {
    expect(editableRoles(admin, user('u', 'User'))).toEqual(['User', 'Manager']);
    expect(editableRoles(manager, user('u', 'User'))).toEqual(['User']);
  });

  it('offers only one’s own role when editing oneself', () => {
    expect(editableRoles(admin, user('admin', 'Admin'))).toEqual(['Admin']);
    expect(editableRoles(manager, user('manager', 'Manager'))).toEqual(['Manager']);
  });
});

describe('mayChangeStatus', () => {
  it('lets an Admin deactivate anyone but themselves', () => {
    expect(mayChangeStatus(admin, user('other-admin', 'Admin'))).toBe(true);
    expect(mayChangeStatus(admin, user('m', 'Manager'))).toBe(true);
    expect(mayChangeStatus(admin, user('admin', 'Admin'))).toBe(false);
  });

  it('lets a Manager deactivate only people of role User', () => {
    expect(mayChangeStatus(manager, user('u', 'User'))).toBe(true);
    expect(mayChangeStatus(manager, user('m2', 'Manager'))).toBe(false);
    expect(mayChangeStatus(manager, user('a', 'Admin'))).toBe(false);
  });
});
