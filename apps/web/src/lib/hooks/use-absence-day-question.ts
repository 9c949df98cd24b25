import { weekStartOf } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { askAbsenceDay, type AbsenceDayConsent } from '../absence-day.ts';
import { weekAccountQueryOptions } from '../queries/get-working-time.ts';

/**
 * Asks before `userId` logs time on `date` when it is a day of an approved full-day absence, from
 * the account of its week (read once and kept, as the Overview reads it). Answers the consent to
 * send with the change, or null when the person declined. When the account cannot be read, nothing
 * is asked and the server says whether the day takes time.
 */
export function useAbsenceDayQuestion() {
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string, date: string): Promise<AbsenceDayConsent | null> => {
      const options = weekAccountQueryOptions(userId, weekStartOf(date));
      // Offline a read waits for the network; the change is kept meanwhile, so ask from what was read.
      const account = navigator.onLine
        ? await queryClient.fetchQuery(options).catch(() => null)
        : queryClient.getQueryData(options.queryKey);
      return askAbsenceDay(
        account?.days.find((day) => day.date === date),
        date,
      );
    },
    [queryClient],
  );
}
