import {
  calendarDaysBetween,
  CalendarDateSchema,
  defineMessages,
  HALF_DAY_ABSENCE_TYPES,
  MAX_WORKING_TIME_PERIOD_DAYS,
  RequestAbsenceBody,
  type AbsenceType,
} from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';

/** The Request absence form as typed. */
export interface AbsenceFormValues {
  type: AbsenceType;
  /** yyyy-MM-dd, or null once cleared. */
  from: string | null;
  to: string | null;
  halfDay: boolean;
  note: string;
}

/**
 * The form's own refusals. `tooLong` writes MAX_WORKING_TIME_PERIOD_DAYS out, as a catalog text is
 * a literal; a test holds the two equal.
 */
export const ABSENCE_FORM_TEXTS = defineMessages({
  fromRequired: { id: 'absences.form.from-required', defaultMessage: 'Please choose the first day' },
  toRequired: { id: 'absences.form.to-required', defaultMessage: 'Please choose the last day' },
  dateInvalid: { id: 'absences.form.date-invalid', defaultMessage: 'Please enter a valid date (yyyy-MM-dd)' },
  toBeforeFrom: {
    id: 'absences.form.to-before-from',
    defaultMessage: 'The last day must not be before the first',
  },
  tooLong: { id: 'absences.form.too-long', defaultMessage: 'An absence may cover at most 366 days' },
});
registerFieldMessages(ABSENCE_FORM_TEXTS);

/** The form's refusals in English, as its schema carries them; the fields say them in the reader's language. */
export const ABSENCE_FORM_MESSAGES = {
  fromRequired: ABSENCE_FORM_TEXTS.fromRequired.defaultMessage,
  toRequired: ABSENCE_FORM_TEXTS.toRequired.defaultMessage,
  dateInvalid: ABSENCE_FORM_TEXTS.dateInvalid.defaultMessage,
  toBeforeFrom: ABSENCE_FORM_TEXTS.toBeforeFrom.defaultMessage,
  tooLong: ABSENCE_FORM_TEXTS.tooLong.defaultMessage,
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
