import { api, type Pagination, type TimeEntry } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { READ_FAILURES } from '../../../lib/queries/read-failures.ts';

/** One page of a user's entries and the pagination that places it in the whole list. */
export interface TimeEntriesPage {
  data: TimeEntry[];
  pagination: Pagination;
}

/**
 * api.timesheet.getTimeEntries for one page: what the screen shows costs the same however many
 * entries the user has.
 */
export async function getTimeEntriesPage(
  userId: string,
  page: number,
  pageSize: number,
): Promise<TimeEntriesPage> {
  const answer = await call(api.timesheet.getTimeEntries, { userId, page, pageSize });
  // Asked for a page, the server answers one; a whole list here is no answer this screen can read.
  if (!('pagination' in answer)) throw new ApiError(0, '');
  return answer;
}

export const timeEntriesPageQueryOptions = (userId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.timesheet.entriesPage(userId, page, pageSize),
    queryFn: () => getTimeEntriesPage(userId, page, pageSize),
    meta: { failure: READ_FAILURES.timeEntries },
  });

/**
 * One page of My Timesheet. The page shown stays until the next one has come, so the grid does
 * not flash a spinner, and the page after it is fetched ahead, so that Next shows at once.
 */
export function useTimeEntriesPage(userId: string, page: number, pageSize: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...timeEntriesPageQueryOptions(userId, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const total = query.isPlaceholderData ? undefined : query.data?.pagination.totalItems;
  const hasNext = total !== undefined && page * pageSize < total;
  // `total` changes with every entry added or deleted, which leaves the page fetched ahead stale.
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(timeEntriesPageQueryOptions(userId, page + 1, pageSize));
  }, [queryClient, hasNext, total, userId, page, pageSize]);
  return query;
}
