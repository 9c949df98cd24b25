import { api, type CopyWeekBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { weekGridScope } from './set-day-hours.ts';

/** Whose weeks, from which and onto which; the api client adds the tenant. */
export type WeekCopy = Omit<CopyWeekBody, 'tenantId'>;

/** api.timesheet.copyWeek: copies one week's entries onto the same weekdays of another. */
export function copyWeek(copy: WeekCopy) {
  return call(api.timesheet.copyWeek, copy);
}

/**
 * Copies the week; the screen says what was copied and skipped from the answer. It waits for the
 * week grid's cell saves, so that hours just typed count as cells already filled.
 */
export function useCopyWeek(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyWeek,
    scope: { id: weekGridScope(userId) },
    meta: { refused: TIMESHEET_TOASTS.copyWeekFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
