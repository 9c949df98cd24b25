import { RejectWeekBody, WEEK_MESSAGES } from '@portal/contract';
import { z } from 'zod';
import { filled } from '../../lib/form-fields.ts';

/** The reason a week is rejected or reopened with, as the contract takes it; required, trimmed. */
export const WeekDecisionFormSchema = z.object({
  reason: filled(WEEK_MESSAGES.reasonRequired.defaultMessage).pipe(RejectWeekBody.shape.reason),
});
