import { MessageAnswerSchema, type MessageAnswer, type ReopenWeekBody } from '@portal/contract';
import type { z } from 'zod';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { postWeekChange, useWeekChange } from './week-change.ts';

/** Whose week, which, and why; the api client adds the tenant. */
export type WeekReopening = Omit<z.input<typeof ReopenWeekBody>, 'tenantId'>;

/** POST /api/timesheet/reopenWeek: an Admin opens an approved week again, saying why. */
export function reopenWeek(reopening: WeekReopening): Promise<MessageAnswer | null> {
  return postWeekChange('/api/timesheet/reopenWeek', reopening, MessageAnswerSchema);
}

export function useReopenWeek() {
  return useWeekChange(reopenWeek, TIMESHEET_TOASTS.reopenFailed);
}
