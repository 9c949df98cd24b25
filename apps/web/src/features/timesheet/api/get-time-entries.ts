import { GetTimeEntriesAnswer, type TimeEntry } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /api/timesheet/getTimeEntries: one user's entries, newest first. */
export function getTimeEntries(userId: string): Promise<TimeEntry[]> {
  return readList(
    '/api/timesheet/getTimeEntries',
    { userId },
    GetTimeEntriesAnswer,
    TIMESHEET_TOASTS.entriesFetchFailed,
  );
}

export const timeEntriesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: timesheetKeys.entries(userId), queryFn: () => getTimeEntries(userId) });

export function useTimeEntries(userId: string) {
  return useQuery(timeEntriesQueryOptions(userId));
}
