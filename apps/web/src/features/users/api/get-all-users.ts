import { GetAllUsersAnswer, type User } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { portalPost } from '../../../lib/api-client.ts';
import { employeesQueryOptions } from './get-employees.ts';

/** POST /api/users/getAllUsers: the tenant's users with role and last login; Managers and Admins only. */
export async function getAllUsers(): Promise<User[]> {
  const parsed = GetAllUsersAnswer.safeParse(await portalPost('/api/users/getAllUsers'));
  // The api client has already told the user why; the query only needs to know it failed.
  if (!parsed.success) throw new Error('The users could not be loaded');
  return parsed.data.data;
}

export const usersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getAllUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** Refreshes every list of people, which adding or editing a user changes. */
export function invalidateUserLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey });
}
