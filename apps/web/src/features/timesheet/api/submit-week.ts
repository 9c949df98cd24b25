import { MessageAnswerSchema, type MessageAnswer } from '@portal/contract';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { postWeekChange, useWeekChange } from './week-change.ts';

/** POST /api/timesheet/submitWeek: the caller sends their own week starting at `weekStart` for approval. */
export function submitWeek(weekStart: string): Promise<MessageAnswer | null> {
  return postWeekChange('/api/timesheet/submitWeek', { weekStart }, MessageAnswerSchema);
}

export function useSubmitWeek() {
  return useWeekChange(submitWeek, TIMESHEET_TOASTS.submitFailed);
}
