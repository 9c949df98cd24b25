import type { User } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { usersCsv } from './users-csv.ts';

const user = (overrides: Partial<User>): User => ({
  id: 'u1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'Admin',
  last_login: null,
  active: true,
  ...overrides,
});

describe('usersCsv', () => {
  it('has only the header when no user is listed', () => {
    expect(usersCsv([])).toBe('Name,Email,Role,Last Login\r\n');
  });

  it('writes one line per user with the last login on a 12-hour clock, empty when never', () => {
    const lastLogin = new Date(2026, 10, 21, 15, 45).toISOString();
    expect(
      usersCsv([
        user({ last_login: lastLogin }),
        user({ id: 'u2', name: 'Doe, Jane', email: 'jane@example.com', role: 'User' }),
        user({ id: 'u3', name: '=HYPERLINK("x")', email: 'x@example.com', role: 'Manager' }),
      ]).split('\r\n'),
    ).toEqual([
      'Name,Email,Role,Last Login',
      'Grace Hopper,grace@example.com,Admin,2026-11-21 03:45 PM',
      '"Doe, Jane",jane@example.com,User,',
      `"'=HYPERLINK(""x"")",x@example.com,Manager,`,
      '',
    ]);
  });
});
