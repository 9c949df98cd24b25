import { CancelAbsenceBody, DecideAbsenceBody } from '@portal/contract';
import { z } from 'zod';
import { filled } from '../../lib/form-fields.ts';
import { DECISION_MESSAGES } from './messages.ts';

/** The reason a request is rejected with: required, trimmed, within the contract's limit. */
export const RejectFormSchema = z.object({
  reason: filled(DECISION_MESSAGES.reasonRequired).pipe(DecideAbsenceBody.shape.reason.unwrap()),
});

/** The reason someone else's absence is cancelled with: optional, trimmed, within the contract's limit. */
export const CancelFormSchema = z.object({
  reason: CancelAbsenceBody.shape.reason.unwrap(),
});
