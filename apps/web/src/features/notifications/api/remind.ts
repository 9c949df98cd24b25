import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { NOTIFICATION_TOASTS } from '../messages.ts';

export interface Reminder {
  weekStart: string;
  /** Those to remind; without it, everyone who has not submitted the week. */
  userIds?: string[];
}

/**
 * api.notifications.remind: reminds people to submit a week; nobody twice within an hour. The
 * screen says how many were reminded and skipped; a refusal is a toast.
 */
export function useRemind() {
  return useMutation(
    mutationFor(api.notifications.remind, {
      input: ({ weekStart, userIds }: Reminder) => (userIds ? { weekStart, userIds } : { weekStart }),
      meta: { refused: NOTIFICATION_TOASTS.remindFailed },
    }),
  );
}
