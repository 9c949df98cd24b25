import { api, type GetHolidayCalendarAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { monthPeriod } from '../../../lib/months.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ABSENCE_FAILURES } from '../messages.ts';

export type HolidayCalendarOfPeriod = Omit<GetHolidayCalendarAnswer, 'result'>;

/** api.workingTime.getHolidayCalendar: the tenant's calendar and its holidays from `from` to `to`. */
export async function getHolidayCalendar(from: string, to: string): Promise<HolidayCalendarOfPeriod> {
  const { calendar, holidays } = await call(api.workingTime.getHolidayCalendar, { from, to });
  return { calendar, holidays };
}

/** The holiday calendar of `month`, for the team calendar. */
export function useMonthHolidays(month: string) {
  const { from, to } = monthPeriod(month);
  return useQuery(
    queryOptions({
      queryKey: queryKeys.workingTime.holidays(from, to),
      queryFn: () => getHolidayCalendar(from, to),
      meta: { failure: ABSENCE_FAILURES.holidays },
    }),
  );
}
