import { AddTimeEntryBody, defineMessages, TIME_ENTRY_MESSAGES } from '@portal/contract';
import { z } from 'zod';
import { today } from '../../lib/dates.ts';
import { contractField, filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';

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
 * What the form says of hours the contract refuses, in the contract's words after the field's
 * name; whole sentences, so that each language words them as a whole.
 */
export const TIME_ENTRY_FORM_MESSAGES = defineMessages({
  hoursAboveDay: { id: 'entries.form.hours-above-day', defaultMessage: 'Hours must be at most 24' },
  hoursTooPrecise: {
    id: 'entries.form.hours-too-precise',
    defaultMessage: 'Hours must have at most two decimals',
  },
});
registerFieldMessages(TIME_ENTRY_FORM_MESSAGES);

/**
 * The entry form, checked with the contract's rules. Project, task, a date and hours above 0 are
 * required, all with one message (spec §5); hours above a day or with more than two decimals are
 * refused as the contract refuses them.
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
    (issue) => {
      // Text that is no number, 0 and less: no hours given.
      if (issue.code === 'invalid_type' || issue.code === 'too_small') return REQUIRED;
      const { hoursAboveDay, hoursTooPrecise } = TIME_ENTRY_FORM_MESSAGES;
      return (issue.code === 'too_big' ? hoursAboveDay : hoursTooPrecise).defaultMessage;
    },
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
