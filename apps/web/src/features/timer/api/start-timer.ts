import { api, type StartTimerBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAbsenceDayQuestion } from '../../../lib/hooks/use-absence-day-question.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { TIMER_TOASTS } from '../messages.ts';

/** What the timer is for and the date its entry lands on; the api client adds the tenant. */
export type TimerStart = Omit<StartTimerBody, 'tenantId'>;

/** What a start does besides starting: what follows a refusal, and what follows the user declining. */
export interface StartCallbacks {
  onError?: () => void;
  onDeclined?: () => void;
}

/**
 * api.timesheet.startTimer: starts the caller's timer and shows it at once, stopping a running one
 * into its entry. The timer is read again after a refusal too: another tab may have started or
 * stopped it meanwhile. On a day of an approved full-day absence the caller is asked first, and
 * nothing is sent when they decline.
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  const askAbsenceDay = useAbsenceDayQuestion();
  const mutation = useMutation(
    mutationFor(api.timesheet.startTimer, {
      input: (start: TimerStart) => start,
      invalidateOnSettled: true,
      meta: { success: TIMER_TOASTS.started, refused: TIMER_TOASTS.startFailed },
      onSuccess: ({ timer }) => queryClient.setQueryData(queryKeys.timer, timer),
    }),
  );
  const start = async (work: TimerStart, { onError, onDeclined }: StartCallbacks = {}) => {
    const userId = readSession()?.userId;
    const consent = userId ? await askAbsenceDay(userId, work.date) : {};
    if (!consent) {
      onDeclined?.();
      return;
    }
    mutation.mutate({ ...work, ...consent }, { onError });
  };
  return { start, isPending: mutation.isPending };
}
