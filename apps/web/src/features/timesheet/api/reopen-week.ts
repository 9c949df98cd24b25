import { api, type ReopenWeekBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** Whose week, which, and why; the api client adds the tenant. */
export type WeekReopening = Omit<z.input<typeof ReopenWeekBody>, 'tenantId'>;

/** api.weekApproval.reopenWeek: an Admin opens an approved week again, saying why. */
export function reopenWeek(reopening: WeekReopening) {
  return call(api.weekApproval.reopenWeek, reopening);
}

/** Reopens the week; every timesheet read refreshes, since what is locked changes. */
export function useReopenWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenWeek,
    meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.reopenFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
