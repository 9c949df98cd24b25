import { api, type StartTimerBody, type Timer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAbsenceDayQuestion } from '../../../lib/hooks/use-absence-day-question.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { isQueued } from '../../../lib/outbox/outbox.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { TIMER_TOASTS } from '../messages.ts';
import { deviceNow } from '../timer.ts';

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
 * nothing is sent when they decline. Without a network the start is kept on this device with the
 * device's time, which the timer counts from at once.
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  const askAbsenceDay = useAbsenceDayQuestion();
  const mutation = useMutation(
    mutationFor(api.timesheet.startTimer, {
      input: (start: TimerStart) => start,
      offline: { kept: (start) => ({ ...start, startedAt: deviceNow() }) },
      invalidateOnSettled: true,
      meta: { success: TIMER_TOASTS.started, refused: TIMER_TOASTS.startFailed },
      onMutate: async (start): Promise<Timer | null | undefined> => {
        await queryClient.cancelQueries({ queryKey: queryKeys.timer });
        const before = queryClient.getQueryData<Timer | null>(queryKeys.timer);
        queryClient.setQueryData<Timer>(queryKeys.timer, {
          projectId: start.projectId,
          taskId: start.taskId,
          description: start.description ?? '',
          date: start.date,
          startedAt: deviceNow(),
        });
        return before;
      },
      onError: (_error, _start, before) => queryClient.setQueryData(queryKeys.timer, before ?? null),
      onSuccess: (answer) => {
        if (!isQueued(answer)) queryClient.setQueryData(queryKeys.timer, answer.timer);
      },
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
