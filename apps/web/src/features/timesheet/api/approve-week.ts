import { MessageAnswerSchema, type ApproveWeekBody, type MessageAnswer } from '@portal/contract';
import type { z } from 'zod';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { postWeekChange, useWeekChange } from './week-change.ts';

/** Whose week, and which; the api client adds the tenant. */
export type WeekApproval = Omit<z.input<typeof ApproveWeekBody>, 'tenantId'>;

/** POST /api/timesheet/approveWeek: a Manager or Admin approves a submitted week. */
export function approveWeek(approval: WeekApproval): Promise<MessageAnswer | null> {
  return postWeekChange('/api/timesheet/approveWeek', approval, MessageAnswerSchema);
}

export function useApproveWeek() {
  return useWeekChange(approveWeek, TIMESHEET_TOASTS.approveFailed);
}
