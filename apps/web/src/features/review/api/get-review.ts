import { api, weekEndOf } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { READ_FAILURES } from '../../../lib/queries/read-failures.ts';
import { unfoldReview, type Review } from '../review.ts';

/**
 * api.timesheet.getTimeEntriesReview: everyone's hours in the week starting at `sunday`, asked for
 * in the compact grid shape, which is a fraction of the size of a large week's entries.
 */
export async function getReview(sunday: string): Promise<Review> {
  const answer = await call(api.timesheet.getTimeEntriesReview, {
    startDate: sunday,
    endDate: weekEndOf(sunday),
    shape: 'grid',
  });
  // The answer schema reads a grid without entries or projects as the spec's shape, which then
  // holds the same: the users and their weeks.
  if ('tasks' in answer) return unfoldReview(answer, sunday);
  return { entries: answer.entries, projects: answer.projects, users: answer.users };
}

export const reviewQueryOptions = (sunday: string) =>
  queryOptions({
    queryKey: queryKeys.timesheet.review(sunday),
    queryFn: () => getReview(sunday),
    meta: { failure: READ_FAILURES.timesheets },
    // Weeks are submitted, and decided on by other reviewers, in other browsers meanwhile.
    refetchOnWindowFocus: 'always',
  });

export function useReview(sunday: string) {
  return useQuery(reviewQueryOptions(sunday));
}
