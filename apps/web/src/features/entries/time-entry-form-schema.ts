import { AddTimeEntryBody, TIME_ENTRY_MESSAGES } from '@portal/contract';
import { z } from 'zod';
import { today } from '../../lib/dates.ts';
import { contractField, filled } from '../../lib/form-fields.ts';

/** The entry form as typed; hours stay text until checked. */
export interface TimeEntryFormValues {
  /** Whose entry: the signed-in user, whom the form does not show. */
  userId: string;
  projectId: string;
  taskId: string;
  /** yyyy-MM-dd, or null once cleared. */
  date: string | null;
  hours: string;
  description: string;
}

const fields = AddTimeEntryBody.shape;
const REQUIRED = TIME_ENTRY_MESSAGES.required.defaultMessage;

/**
 * The entry form, checked with the contract's rules. Project, task, a date and hours above 0 are
 * required, all with one message (spec §5); hours above a day or with more than two decimals are
 * refused in the contract's words.
 */
export const TimeEntryFormSchema = z.object({
  userId: fields.userId,
  projectId: filled(REQUIRED).pipe(fields.projectId),
  taskId: filled(REQUIRED).pipe(fields.taskId),
  date: contractField(
    (typed: string | null) => typed ?? '',
    fields.date,
    () => REQUIRED,
  ),
  hours: contractField(
    (typed: string) => Number(typed),
    fields.hours,
    (issue) =>
      // Text that is no number, 0 and less: no hours given.
      issue.code === 'invalid_type' || issue.code === 'too_small' ? REQUIRED : `Hours ${issue.message}`,
  ),
  description: fields.description,
});

/** A new entry of `userId` starts empty, dated today (spec §4). */
export const newTimeEntryForm = (userId: string): TimeEntryFormValues => ({
  userId,
  projectId: '',
  taskId: '',
  date: today(),
  hours: '',
  description: '',
});
