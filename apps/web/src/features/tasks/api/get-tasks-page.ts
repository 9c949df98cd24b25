import { api, type Pagination, type Task } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { READ_FAILURES } from '../../../lib/queries/read-failures.ts';
import { readSession } from '../../../lib/session.ts';

/** One page of the tenant's tasks and the pagination that places it in the whole list. */
export interface TasksPage {
  data: Task[];
  pagination: Pagination;
}

/**
 * api.tasks.getAllTasks for one page, oldest first: what the Tasks screen shows costs the same
 * however many tasks the tenant has. The whole list, which other screens read, is
 * `lib/queries/get-all-tasks.ts`.
 */
export async function getTasksPage(page: number, pageSize: number): Promise<TasksPage> {
  const answer = await call(api.tasks.getAllTasks, { userId: readSession()?.userId, page, pageSize });
  // Asked for a page, the server answers one; a whole list here is no answer this screen can read.
  if (!('pagination' in answer)) throw new ApiError(0, '');
  return answer;
}

export const tasksPageQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.tasks.page(page, pageSize),
    queryFn: () => getTasksPage(page, pageSize),
    meta: { failure: READ_FAILURES.tasks },
  });

/**
 * One page of the Tasks screen. The page shown stays until the next one has come, so the grid does
 * not flash a spinner, and the page after it is fetched ahead, so that Next shows at once.
 */
export function useTasksPage(page: number, pageSize: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...tasksPageQueryOptions(page, pageSize), placeholderData: keepPreviousData });
  const total = query.isPlaceholderData ? undefined : query.data?.pagination.totalItems;
  const hasNext = total !== undefined && page * pageSize < total;
  // `total` changes with every task added or deleted, which leaves the page fetched ahead stale.
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(tasksPageQueryOptions(page + 1, pageSize));
  }, [queryClient, hasNext, total, page, pageSize]);
  return query;
}
