import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';

/** api.calendarFeeds.resetCalendarFeed: a new secret address, answered this once; the old one stops. */
export function useResetCalendarFeed() {
  return useMutation(mutationFor(api.calendarFeeds.resetCalendarFeed));
}
