import type { Employee } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { accountPeople, decidesFor, type Viewer } from './account-people.ts';

const person = (id: string, name: string, role: Employee['role']): Employee => ({
  id,
  name,
  role,
  email: `${id}@example.com`,
});
const directory = [
  person('u1', 'Uma Worker', 'User'),
  person('m1', 'Mia Manager', 'Manager'),
  person('m2', 'Max Manager', 'Manager'),
  person('a1', 'Ada Admin', 'Admin'),
  person('u2', 'Bo Worker', 'User'),
];
const viewer = (userId: string, role: Viewer['role']): Viewer => ({ userId, name: 'Me', role });
const names = (people: { name: string }[]) => people.map((one) => one.name);

describe('whose account one may choose', () => {
  it('gives an Admin everyone, by name', () => {
    expect(names(accountPeople(viewer('a1', 'Admin'), directory))).toEqual([
      'Ada Admin',
      'Bo Worker',
      'Max Manager',
      'Mia Manager',
      'Uma Worker',
    ]);
  });

  it('gives a Manager themselves and the people of role User', () => {
    expect(names(accountPeople(viewer('m1', 'Manager'), directory))).toEqual([
      'Bo Worker',
      'Mia Manager',
      'Uma Worker',
    ]);
  });

  it('gives a User only themselves', () => {
    expect(names(accountPeople(viewer('u1', 'User'), directory))).toEqual(['Uma Worker']);
  });

  it('lists the viewer before the directory has loaded', () => {
    expect(accountPeople({ userId: 'm1', name: 'Mia', role: 'Manager' }, [])).toEqual([
      { id: 'm1', name: 'Mia', role: 'Manager' },
    ]);
  });

  it('lets Admins decide for anyone and Managers for role User only', () => {
    expect(decidesFor(viewer('a1', 'Admin'), { role: 'Manager' })).toBe(true);
    expect(decidesFor(viewer('m1', 'Manager'), { role: 'User' })).toBe(true);
    expect(decidesFor(viewer('m1', 'Manager'), { role: 'Manager' })).toBe(false);
    expect(decidesFor(viewer('u1', 'User'), { role: 'User' })).toBe(false);
  });
});
