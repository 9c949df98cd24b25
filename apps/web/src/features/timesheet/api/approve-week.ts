import { api, type ApproveWeekBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** Whose week, and which; the api client adds the tenant. */
export type WeekApproval = Omit<z.input<typeof ApproveWeekBody>, 'tenantId'>;

/** api.weekApproval.approveWeek: a Manager or Admin approves a submitted week. */
export function approveWeek(approval: WeekApproval) {
  return call(api.weekApproval.approveWeek, approval);
}

/** Approves the week; every timesheet read refreshes, since what is locked changes. */
export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWeek,
    meta: { success: ANSWER_MSG, refused: TIMESHEET_TOASTS.approveFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
