import { defineMessages, WorkContractFields } from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';
import { weekdayName } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';
import { registerFieldMessages, validationText } from '../../lib/i18n/refusals.ts';

/** Weekday numbers (0 is Sunday) in the order the form lists them: Monday first. */
export const FORM_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** The Add contract form as typed. */
export interface ContractFormValues {
  /** yyyy-MM-dd, or null once cleared. */
  validFrom: string | null;
  /** Hours of Monday to Sunday, as typed. */
  hours: string[];
  vacationDays: string;
  carryOver: boolean;
  /** MM-dd, or nothing for carried-over days that never expire. */
  carryOverExpires: string;
}

const FORM_MESSAGES = defineMessages({
  validFromRequired: {
    id: 'working-time.contract.valid-from-required',
    defaultMessage: 'Please choose the day the contract starts',
  },
  validFromInvalid: {
    id: 'working-time.contract.valid-from-invalid',
    defaultMessage: 'Please enter a valid date (yyyy-MM-dd)',
  },
});
registerFieldMessages(FORM_MESSAGES);

/** What the form says of the day the contract starts, in English as the form schema carries it. */
export const CONTRACT_FORM_MESSAGES = {
  validFromRequired: FORM_MESSAGES.validFromRequired.defaultMessage,
  validFromInvalid: FORM_MESSAGES.validFromInvalid.defaultMessage,
} as const;

/** Each field's refusal: its name, then what the contract says of it. */
const FIELD_REFUSALS = defineMessages({
  hours: { id: 'working-time.contract.refusal.hours', defaultMessage: '{weekday} {problem}' },
  vacationDays: {
    id: 'working-time.contract.refusal.vacation-days',
    defaultMessage: 'Vacation days {problem}',
  },
  expiry: { id: 'working-time.contract.refusal.expiry', defaultMessage: 'Expiry {problem}' },
});

/** The contract's words of a refusal in the language shown when the form is checked. */
const problemOf = (issue: z.core.$ZodIssue | undefined) => (issue ? validationText(issue.message) : '');

const fields = WorkContractFields;

/** A typed number as a number; nothing typed is no number, which the contract refuses. */
const readNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

const hoursOf = (weekday: number) =>
  contractField(readNumber, fields.hoursPerWeekday.element, (issue) =>
    t(FIELD_REFUSALS.hours, { weekday: weekdayName(weekday), problem: problemOf(issue) }),
  );

/**
 * The Add contract form, checked with the contract's rules for setWorkContract and handed on as
 * the call takes it: hours Sunday first, and no expiry without carry-over.
 */
export const ContractFormSchema = z
  .object({
    validFrom: contractField(
      (typed: string | null) => typed ?? '',
      fields.validFrom,
      () => CONTRACT_FORM_MESSAGES.validFromRequired,
    ),
    hours: z.tuple([hoursOf(1), hoursOf(2), hoursOf(3), hoursOf(4), hoursOf(5), hoursOf(6), hoursOf(0)]),
    vacationDays: contractField(readNumber, fields.vacationDays, (issue) =>
      t(FIELD_REFUSALS.vacationDays, { problem: problemOf(issue) }),
    ),
    carryOver: z.boolean(),
    carryOverExpires: z.string(),
  })
  .transform((form, context) => {
    const typedExpiry = form.carryOverExpires.trim();
    const expiry = fields.carryOverExpires.safeParse(
      form.carryOver && typedExpiry !== '' ? typedExpiry : null,
    );
    if (!expiry.success) {
      context.addIssue({
        code: 'custom',
        path: ['carryOverExpires'],
        message: t(FIELD_REFUSALS.expiry, { problem: problemOf(expiry.error.issues[0]) }).trim(),
      });
      return z.NEVER;
    }
    const [monday, tuesday, wednesday, thursday, friday, saturday, sunday] = form.hours;
    return {
      validFrom: form.validFrom,
      hoursPerWeekday: [sunday, monday, tuesday, wednesday, thursday, friday, saturday],
      vacationDays: form.vacationDays,
      carryOver: form.carryOver,
      carryOverExpires: expiry.data,
    };
  });

/** A new contract from `validFrom`, filled in with the tenant's defaults. */
export function contractFormOf(
  defaults: { hoursPerWeekday: readonly number[]; vacationDays: number },
  validFrom: string,
): ContractFormValues {
  return {
    validFrom,
    hours: FORM_WEEKDAYS.map((weekday) => String(defaults.hoursPerWeekday[weekday] ?? 0)),
    vacationDays: String(defaults.vacationDays),
    carryOver: false,
    carryOverExpires: '',
  };
}
