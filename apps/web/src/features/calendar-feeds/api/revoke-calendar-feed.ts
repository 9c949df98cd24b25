import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.calendarFeeds.revokeCalendarFeed: the feed's address stops working at once. */
export function useRevokeCalendarFeed() {
  return useMutation(mutationFor(api.calendarFeeds.revokeCalendarFeed, { meta: { success: ANSWER_MSG } }));
}
