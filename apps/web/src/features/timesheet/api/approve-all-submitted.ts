import { ApproveAllSubmittedAnswer } from '@portal/contract';
import type { z } from 'zod';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { postWeekChange, useWeekChange } from './week-change.ts';

/**
 * POST /api/timesheet/approveAllSubmitted: approves every submitted week starting at `weekStart`
 * that the caller may decide on; the answer says how many.
 */
export function approveAllSubmitted(
  weekStart: string,
): Promise<z.infer<typeof ApproveAllSubmittedAnswer> | null> {
  return postWeekChange('/api/timesheet/approveAllSubmitted', { weekStart }, ApproveAllSubmittedAnswer);
}

export function useApproveAllSubmitted() {
  return useWeekChange(approveAllSubmitted, TIMESHEET_TOASTS.approveAllFailed);
}
