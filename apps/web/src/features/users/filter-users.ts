import { ROLES, type GetAllUsersBody } from '@portal/contract';

/** Choices of the role filter: every role, or all of them. */
export const ROLE_FILTERS = ['All', ...ROLES] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

/** Choices of the status filter: everyone, or only those who may or may not sign in. */
export const STATUS_FILTERS = ['All', 'Active', 'Deactivated'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface UserFilters {
  /** Matched against name and email, ignoring case and surrounding spaces. */
  search: string;
  role: RoleFilter;
  /** Everyone when left out. */
  status?: StatusFilter;
}

export const NO_FILTERS: UserFilters = { search: '', role: 'All', status: 'All' };

/** What the server is asked for: the users the search box, the role and the status filter let through. */
export type UsersQuery = Pick<GetAllUsersBody, 'search' | 'role' | 'status'>;

/** The filters as the server takes them: a blank search and 'All' ask for nothing. */
export function usersQuery({ search, role, status = 'All' }: UserFilters): UsersQuery {
  const needle = search.trim();
  return {
    ...(needle ? { search: needle } : {}),
    ...(role === 'All' ? {} : { role }),
    ...(status === 'All' ? {} : { status }),
  };
}
