import { api, type GetHolidayCalendarAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { queryKeys } from './query-keys.ts';

/** api.workingTime.getHolidayCalendar: the tenant's holiday calendar and its holidays of `from`..`to`. */
export async function getHolidayCalendar(from: string, to: string): Promise<GetHolidayCalendarAnswer> {
  return call(api.workingTime.getHolidayCalendar, { from, to });
}

/** Settings → Holidays edits the calendar; the Review names each week's holidays in its day headers. */
export const holidayCalendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.workingTime.holidays(from, to),
    queryFn: () => getHolidayCalendar(from, to),
  });

export function useHolidayCalendar(from: string, to: string) {
  return useQuery(holidayCalendarQueryOptions(from, to));
}
