import { api, type RejectWeekBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** Whose week, which, and why; the api client adds the tenant. */
export type WeekRejection = Omit<z.input<typeof RejectWeekBody>, 'tenantId'>;

/** api.weekApproval.rejectWeek: a Manager or Admin sends a submitted week back, saying why. */
export function rejectWeek(rejection: WeekRejection) {
  return call(api.weekApproval.rejectWeek, rejection);
}

/** Rejects the week; every timesheet read refreshes, since what is locked changes. */
export function useRejectWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWeek,
    meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.rejectFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
