import { api, weekEndOf, type OverviewAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { READ_FAILURES } from '../../../lib/queries/read-failures.ts';

/** api.timesheet.getTimeEntriesOverview: one user's hours in the week starting at `sunday`. */
export function getOverview(userId: string, sunday: string): Promise<OverviewAnswer> {
  return call(api.timesheet.getTimeEntriesOverview, {
    userId,
    startDate: sunday,
    endDate: weekEndOf(sunday),
  });
}

export const overviewQueryOptions = (userId: string, sunday: string) =>
  queryOptions({
    queryKey: queryKeys.timesheet.overview(userId, sunday),
    queryFn: () => getOverview(userId, sunday),
    meta: { failure: READ_FAILURES.timesheets },
    // A reviewer may have decided on the week in another browser meanwhile.
    refetchOnWindowFocus: 'always',
  });

export function useOverview(userId: string, sunday: string) {
  return useQuery(overviewQueryOptions(userId, sunday));
}
