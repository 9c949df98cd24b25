import { api, type Pagination, type User } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import type { UsersQuery } from '../filter-users.ts';
import { USER_FAILURES } from '../messages.ts';

/** One page of the users a query lets through and the pagination that places it among them. */
export interface UsersPage {
  data: User[];
  pagination: Pagination;
}

/**
 * api.users.getAllUsers, unpaged: every user `query` lets through, by name, with role, last login
 * and whether they are active; Managers and Admins only.
 */
export async function getAllUsers(query: UsersQuery): Promise<User[]> {
  return (await call(api.users.getAllUsers, query)).data;
}

/**
 * The whole filtered list, read when the Export button asks for it rather than kept in the cache: it
 * can be far longer than any page, and is wanted once. A refusal says the server's msg, which the
 * api client shows.
 */
export function useAllUsersForExport() {
  return useMutation({ mutationFn: getAllUsers, meta: { threw: USER_FAILURES.exportThrew } });
}

/** api.users.getAllUsers for one page of the users `query` lets through, by name. */
export async function getUsersPage(query: UsersQuery, page: number, pageSize: number): Promise<UsersPage> {
  const answer = await call(api.users.getAllUsers, { ...query, page, pageSize });
  // Asked for a page, the server answers one; a whole list here is no answer this screen can read.
  if (!('pagination' in answer)) throw new ApiError(0, '');
  return answer;
}

export const usersPageQueryOptions = (query: UsersQuery, page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.users.page(query, page, pageSize),
    queryFn: () => getUsersPage(query, page, pageSize),
  });

/**
 * One page of User Management. The page shown stays until the next one has come, so a new search
 * does not flash 'Loading users...', and the page after it is fetched ahead, so that Next shows at
 * once. `query` is to keep its identity while the filters stay the same.
 */
export function useUsersPage(query: UsersQuery, page: number, pageSize: number) {
  const queryClient = useQueryClient();
  const answer = useQuery({
    ...usersPageQueryOptions(query, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const total = answer.isPlaceholderData ? undefined : answer.data?.pagination.totalItems;
  const hasNext = total !== undefined && page * pageSize < total;
  // `total` changes with the list (a user added, or deactivated under the Active filter), which
  // leaves the page fetched ahead stale.
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(usersPageQueryOptions(query, page + 1, pageSize));
  }, [queryClient, hasNext, total, query, page, pageSize]);
  return answer;
}
