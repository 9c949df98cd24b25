import { describe, expect, it } from 'vitest';
import { NO_FILTERS, usersQuery } from './filter-users.ts';

describe('usersQuery', () => {
  it('asks for everyone without a search, role or status', () => {
    expect(usersQuery(NO_FILTERS)).toEqual({});
    expect(usersQuery({ search: '   ', role: 'All' })).toEqual({});
  });

  it('sends the search without the spaces around it', () => {
    expect(usersQuery({ ...NO_FILTERS, search: '  Mia Manager ' })).toEqual({ search: 'Mia Manager' });
  });

  it('sends the chosen role and status', () => {
    expect(usersQuery({ search: '', role: 'Manager', status: 'Deactivated' })).toEqual({
      role: 'Manager',
      status: 'Deactivated',
    });
  });

  it('combines the search with the filters', () => {
    expect(usersQuery({ search: 'example', role: 'User', status: 'Active' })).toEqual({
      search: 'example',
      role: 'User',
      status: 'Active',
    });
  });
});
