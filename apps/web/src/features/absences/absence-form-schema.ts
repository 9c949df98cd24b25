import {
  calendarDaysBetween,
  CalendarDateSchema,
  HALF_DAY_ABSENCE_TYPES,
  MAX_WORKING_TIME_PERIOD_DAYS,
  RequestAbsenceBody,
  type AbsenceType,
} from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';

/** The Request absence form as typed. */
export interface AbsenceFormValues {
  type: AbsenceType;
  /** yyyy-MM-dd, or null once cleared. */
  from: string | null;
  to: string | null;
  halfDay: boolean;
  note: string;
}

export const ABSENCE_FORM_MESSAGES = {
  fromRequired: 'Please choose the first day',
  toRequired: 'Please choose the last day',
  dateInvalid: 'Please enter a valid date (yyyy-MM-dd)',
  toBeforeFrom: 'The last day must not be before the first',
  tooLong: `An absence may cover at most ${MAX_WORKING_TIME_PERIOD_DAYS} days`,
} as const;

/** Whether a half day may be asked for: vacation of one day only. */
export const offersHalfDay = (type: AbsenceType, from: string | null, to: string | null): boolean =>
  HALF_DAY_ABSENCE_TYPES.includes(type) && from !== null && from === to;

const fields = RequestAbsenceBody.shape;
const dateField = (required: string) =>
  contractField(
    (typed: string | null) => typed ?? '',
    CalendarDateSchema,
    () => required,
  );

/**
 * The Request absence form, handed on as requestAbsence takes it. A half day counts only where the
 * form offers it (the box is hidden otherwise); the period's order and length are checked here,
 * the rest (working days, allowance, overlaps, closed months) the server says.
 */
export const AbsenceFormSchema = z
  .object({
    type: fields.type,
    from: dateField(ABSENCE_FORM_MESSAGES.fromRequired),
    to: dateField(ABSENCE_FORM_MESSAGES.toRequired),
    halfDay: z.boolean(),
    note: fields.note.unwrap(),
  })
  .superRefine((form, context) => {
    if (form.to < form.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: ABSENCE_FORM_MESSAGES.toBeforeFrom });
    } else if (calendarDaysBetween(form.from, form.to) >= MAX_WORKING_TIME_PERIOD_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: ABSENCE_FORM_MESSAGES.tooLong });
    }
  })
  .transform((form) => ({ ...form, halfDay: form.halfDay && offersHalfDay(form.type, form.from, form.to) }));

/** A new request: vacation, from `day` to `day`. */
export const newAbsenceForm = (day: string): AbsenceFormValues => ({
  type: 'vacation',
  from: day,
  to: day,
  halfDay: false,
  note: '',
});
