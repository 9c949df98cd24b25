import { ROLES, type User } from '@portal/contract';

/** Choices of the role filter: every role, or all of them. */
export const ROLE_FILTERS = ['All', ...ROLES] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export interface UserFilters {
  /** Matched against name and email, ignoring case and surrounding spaces. */
  search: string;
  role: RoleFilter;
}

export const NO_FILTERS: UserFilters = { search: '', role: 'All' };

/** The users the search box and the role filter let through, in their order. */
export function filterUsers<T extends Pick<User, 'name' | 'email' | 'role'>>(
  users: readonly T[],
  { search, role }: UserFilters,
): T[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (role === 'All' || user.role === role) &&
      (user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle)),
  );
}
