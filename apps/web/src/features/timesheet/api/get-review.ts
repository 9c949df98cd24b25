import { GetReviewAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '../../../lib/dates.ts';
import { readAnswer } from '../../../lib/read-list.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { unfoldReview, type Review } from '../review.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /api/timesheet/getTimeEntriesReview: everyone's hours in the week starting at `sunday`. */
export async function getReview(sunday: string): Promise<Review> {
  const answer = await readAnswer(
    '/api/timesheet/getTimeEntriesReview',
    { startDate: sunday, endDate: addDays(sunday, 6) },
    GetReviewAnswer,
    TIMESHEET_TOASTS.weekFetchFailed,
  );
  return unfoldReview(answer, sunday);
}

export const reviewQueryOptions = (sunday: string) =>
  queryOptions({
    queryKey: timesheetKeys.review(sunday),
    queryFn: () => getReview(sunday),
    // Weeks are submitted, and decided on by other reviewers, in other browsers meanwhile.
    refetchOnWindowFocus: 'always',
  });

export function useReview(sunday: string) {
  return useQuery(reviewQueryOptions(sunday));
}
