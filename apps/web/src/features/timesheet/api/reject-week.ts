import { MessageAnswerSchema, type MessageAnswer, type RejectWeekBody } from '@portal/contract';
import type { z } from 'zod';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { postWeekChange, useWeekChange } from './week-change.ts';

/** Whose week, which, and why; the api client adds the tenant. */
export type WeekRejection = Omit<z.input<typeof RejectWeekBody>, 'tenantId'>;

/** POST /api/timesheet/rejectWeek: a Manager or Admin sends a submitted week back, saying why. */
export function rejectWeek(rejection: WeekRejection): Promise<MessageAnswer | null> {
  return postWeekChange('/api/timesheet/rejectWeek', rejection, MessageAnswerSchema);
}

export function useRejectWeek() {
  return useWeekChange(rejectWeek, TIMESHEET_TOASTS.rejectFailed);
}
