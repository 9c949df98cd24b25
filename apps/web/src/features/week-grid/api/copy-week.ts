import { api, type CopyWeekBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { WEEK_GRID_TOASTS } from '../messages.ts';
import { weekGridScope } from './set-day-hours.ts';

/** Whose weeks, from which and onto which; the api client adds the tenant. */
export type WeekCopy = Omit<CopyWeekBody, 'tenantId'>;

/**
 * api.timesheet.copyWeek: copies one week's entries onto the same weekdays of another; the screen
 * says what was copied and skipped from the answer. It waits for the week grid's cell saves, so
 * that hours just typed count as cells already filled.
 */
export function useCopyWeek(userId: string) {
  return useMutation(
    mutationFor(api.timesheet.copyWeek, {
      input: (copy: WeekCopy) => copy,
      scope: { id: weekGridScope(userId) },
      meta: { refused: WEEK_GRID_TOASTS.copyWeekFailed },
    }),
  );
}
