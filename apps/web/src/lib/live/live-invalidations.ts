import { weekStartOf, type LiveEvent } from '@portal/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';

/** What an event makes stale: everything, or the queries under each of these keys. */
export type LiveInvalidation = 'everything' | readonly QueryKey[];

/**
 * The cached reads a live event makes stale, named through the query-key factory. An event says
 * what changed, never the data itself: the screens showing it read it again.
 */
export function staleKeysOf(event: LiveEvent): LiveInvalidation {
  switch (event.type) {
    case 'resync':
      return 'everything';
    // Each client's count of projects changes with the projects.
    case 'projects':
      return [queryKeys.projects.all, queryKeys.search.all, queryKeys.clients];
    // Task counts on the board change with tasks added or removed, which also send 'projects'.
    case 'tasks':
      return [queryKeys.tasks.all, queryKeys.search.all];
    // The board's and the task list's tracked hours, amounts and budgets move with every entry.
    case 'entries': {
      const { userId, date } = event;
      const tracked = [queryKeys.projects.all, queryKeys.tasks.all];
      // Whose entries or which week is not known to the change: every week of the timesheet.
      // Worked hours are part of every working-time account and payroll report.
      if (userId === null || date === null) {
        return [queryKeys.timesheet.all, queryKeys.workingTime.all, ...tracked];
      }
      const week = weekStartOf(date);
      return [
        ...tracked,
        queryKeys.workingTime.all,
        queryKeys.timesheet.entries(userId),
        queryKeys.timesheet.overview(userId, week),
        queryKeys.timesheet.review(week),
        queryKeys.timesheet.reports,
      ];
    }
    // Entries show their week's status (and lock), and reports filter by it.
    case 'week':
      // Weeks of several people: whose is not known to the change.
      if (event.userId === null) return [queryKeys.timesheet.all];
      return [
        queryKeys.timesheet.weekStatus(event.userId, event.weekStart),
        queryKeys.timesheet.overview(event.userId, event.weekStart),
        queryKeys.timesheet.review(event.weekStart),
        queryKeys.timesheet.entries(event.userId),
        queryKeys.timesheet.reports,
      ];
    case 'timer':
      return [queryKeys.timer];
    case 'users':
      return [queryKeys.users.all, queryKeys.search.all];
    case 'employees':
      return [queryKeys.users.employees, queryKeys.search.all];
    // The currency, and whether Managers see money, change every report's amounts.
    case 'settings':
      return [queryKeys.settings, queryKeys.timesheet.reports];
    case 'notifications':
      return [queryKeys.notifications];
    case 'pins':
      return [queryKeys.pins];
    case 'clients':
      return [queryKeys.clients];
    case 'savedReports':
      return [queryKeys.savedReports];
    case 'apiTokens':
      return [queryKeys.apiTokens];
    case 'webhooks':
      return [queryKeys.webhooks];
    case 'calendarFeeds':
      return [queryKeys.calendarFeeds];
    // A rate prices every report's hours and every project's amounts.
    case 'rates':
      return [queryKeys.rates, queryKeys.timesheet.reports, queryKeys.projects.all];
    // Absences, contracts, closed months and holidays each change accounts, calendars and reports;
    // the country list is the library's and never changes.
    case 'absences':
    case 'workingTime':
    case 'holidays':
      return [queryKeys.workingTime.all];
  }
}

/**
 * Marks stale what `events` changed, and reads again what is on screen. Keys named by several
 * events of one batch are invalidated once.
 *
 * A resync (a new stream, or events possibly lost) marks stale everything read before
 * `currentSince` (by default, everything). Reads already under way are left to finish rather than
 * started again: they began about when the stream did.
 */
export async function applyLiveEvents(
  queryClient: QueryClient,
  events: readonly LiveEvent[],
  currentSince = Number.POSITIVE_INFINITY,
): Promise<void> {
  const invalidations = events.map(staleKeysOf);
  if (invalidations.includes('everything')) {
    await queryClient.invalidateQueries(
      { predicate: (query) => query.state.dataUpdatedAt < currentSince },
      { cancelRefetch: false },
    );
    return;
  }
  const keys = new Map<string, QueryKey>();
  for (const invalidation of invalidations) {
    if (invalidation === 'everything') continue;
    for (const key of invalidation) keys.set(JSON.stringify(key), key);
  }
  await Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
