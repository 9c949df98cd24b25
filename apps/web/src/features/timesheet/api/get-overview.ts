import { GetOverviewAnswer, type OverviewAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '../../../lib/dates.ts';
import { readAnswer } from '../../../lib/read-list.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /api/timesheet/getTimeEntriesOverview: one user's hours in the week starting at `sunday`. */
export function getOverview(userId: string, sunday: string): Promise<OverviewAnswer> {
  return readAnswer(
    '/api/timesheet/getTimeEntriesOverview',
    { userId, startDate: sunday, endDate: addDays(sunday, 6) },
    GetOverviewAnswer,
    TIMESHEET_TOASTS.weekFetchFailed,
  );
}

export const overviewQueryOptions = (userId: string, sunday: string) =>
  queryOptions({
    queryKey: timesheetKeys.overview(userId, sunday),
    queryFn: () => getOverview(userId, sunday),
    // A reviewer may have decided on the week in another browser meanwhile.
    refetchOnWindowFocus: 'always',
  });

export function useOverview(userId: string, sunday: string) {
  return useQuery(overviewQueryOptions(userId, sunday));
}
