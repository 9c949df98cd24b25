import type { Role } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, filterUsers } from './filter-users.ts';

const person = (name: string, email: string, role: Role) => ({ name, email, role });
const users = [
  person('Grace Hopper', 'grace@example.com', 'Admin'),
  person('Mia Manager', 'mia@corp.test', 'Manager'),
  person('Uma User', 'uma@example.com', 'User'),
  person('Ulf User', 'ulf@corp.test', 'User'),
];
const names = (list: readonly { name: string }[]) => list.map((user) => user.name);

describe('filterUsers', () => {
  it('lets everyone through without a search or role', () => {
    expect(filterUsers(users, NO_FILTERS)).toEqual(users);
  });

  it('matches the name ignoring case', () => {
    expect(names(filterUsers(users, { search: 'HOPPER', role: 'All' }))).toEqual(['Grace Hopper']);
    expect(names(filterUsers(users, { search: 'u', role: 'All' }))).toEqual(['Uma User', 'Ulf User']);
  });

  it('matches the email ignoring case', () => {
    expect(names(filterUsers(users, { search: 'CORP.test', role: 'All' }))).toEqual([
      'Mia Manager',
      'Ulf User',
    ]);
  });

  it('ignores spaces around the search', () => {
    expect(names(filterUsers(users, { search: '  mia ', role: 'All' }))).toEqual(['Mia Manager']);
  });

  it('keeps only the chosen role', () => {
    expect(names(filterUsers(users, { search: '', role: 'User' }))).toEqual(['Uma User', 'Ulf User']);
    expect(names(filterUsers(users, { search: '', role: 'Admin' }))).toEqual(['Grace Hopper']);
  });

  it('combines the search with the role', () => {
    expect(names(filterUsers(users, { search: 'example', role: 'User' }))).toEqual(['Uma User']);
    expect(filterUsers(users, { search: 'mia', role: 'User' })).toEqual([]);
  });
});
