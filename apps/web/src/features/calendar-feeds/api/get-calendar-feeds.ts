import { api, type CalendarFeed } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { CALENDAR_FEED_FAILURES } from '../messages.ts';

/** api.calendarFeeds.getCalendarFeeds: the caller's feeds that exist, never their addresses. */
export function useCalendarFeeds() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.calendarFeeds,
      queryFn: async (): Promise<CalendarFeed[]> =>
        (await call(api.calendarFeeds.getCalendarFeeds, {})).feeds,
      meta: { failure: CALENDAR_FEED_FAILURES.feeds },
    }),
  );
}
