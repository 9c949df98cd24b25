import { api, type RemindAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { NOTIFICATION_TOASTS } from '../messages.ts';

export interface Reminder {
  weekStart: string;
  /** Those to remind; without it, everyone who has not submitted the week. */
  userIds?: string[];
}

/** api.notifications.remind: reminds people to submit a week; nobody twice within an hour. */
export function remind({ weekStart, userIds }: Reminder): Promise<RemindAnswer> {
  return call(api.notifications.remind, userIds ? { weekStart, userIds } : { weekStart });
}

/** The screen says how many were reminded and skipped; a refusal is a toast. */
export function useRemind() {
  return useMutation({ mutationFn: remind, meta: { refused: NOTIFICATION_TOASTS.remindFailed } });
}
