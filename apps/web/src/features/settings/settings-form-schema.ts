import {
  defineMessages,
  UpdateSettingsBody,
  VacationDaysSchema,
  WeekdaySchema,
  type Locale,
  type MessageDescriptor,
  type TenantSettings,
} from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';
import { t } from '../../lib/i18n/intl.ts';
import { validationText } from '../../lib/i18n/refusals.ts';

/** The settings form's fields as typed: checkboxes and selects give text. */
export interface SettingsFormValues {
  /** Weekday numbers of the checked days, as text. */
  workingDays: string[];
  expectedHours: string;
  timeZone: string;
  reminder: { enabled: boolean; weekday: string; hour: string };
  /** The tenant's yearly vacation days, as typed. */
  vacationDays: string;
  /** The tenant's default language, '' for each browser's own. */
  language: string;
  /** ISO 4217. */
  currency: string;
  managersSeeMoney: boolean;
}

/** Each field's refusal: its name, then what the contract says of it. */
const FIELD_REFUSALS = defineMessages({
  workingDays: { id: 'settings.refusal.working-days', defaultMessage: 'Working days {problem}' },
  expectedHours: { id: 'settings.refusal.expected-hours', defaultMessage: 'Expected hours {problem}' },
  timeZone: { id: 'settings.refusal.time-zone', defaultMessage: 'Time zone {problem}' },
  vacationDays: {
    id: 'settings.refusal.vacation-days',
    defaultMessage: 'Vacation days per year {problem}',
  },
  weekday: { id: 'settings.refusal.weekday', defaultMessage: 'Weekday {problem}' },
  hour: { id: 'settings.refusal.hour', defaultMessage: 'Hour {problem}' },
  language: { id: 'settings.refusal.language', defaultMessage: 'Default language {problem}' },
  currency: { id: 'settings.refusal.currency', defaultMessage: 'Currency {problem}' },
});

/**
 * Words a refusal of the field `name` in the language shown when the form is checked: the field's
 * name and the contract's words, which the reader's language may order differently.
 */
export const refusedAs = (name: MessageDescriptor) => (issue: z.core.$ZodIssue) =>
  t(name, { problem: validationText(issue.message) });

const fields = UpdateSettingsBody.shape;
const HourSchema = fields.reminder.shape.hour;

/** A typed number as a number; nothing typed is no number, which the contract refuses. */
const readNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * The form checked with the contract's own rules for updateSettings, so the browser refuses what
 * the server would, in the same words, each prefixed with its field.
 */
export const SettingsFormSchema = z.object({
  workingDays: contractField(
    (typed: string[] | false) => (typed || []).map(Number),
    fields.workingDays,
    refusedAs(FIELD_REFUSALS.workingDays),
  ),
  expectedHours: contractField(readNumber, fields.expectedHours, refusedAs(FIELD_REFUSALS.expectedHours)),
  timeZone: contractField((typed: string) => typed, fields.timeZone, refusedAs(FIELD_REFUSALS.timeZone)),
  vacationDays: contractField(readNumber, VacationDaysSchema, refusedAs(FIELD_REFUSALS.vacationDays)),
  reminder: z.object({
    enabled: z.boolean(),
    weekday: contractField(
      (typed: string) => Number(typed),
      WeekdaySchema,
      refusedAs(FIELD_REFUSALS.weekday),
    ),
    hour: contractField((typed: string) => Number(typed), HourSchema, refusedAs(FIELD_REFUSALS.hour)),
  }),
  language: contractField(
    // The contract refuses a language it does not know; the select offers none.
    (typed: string) => (typed === '' ? null : (typed as Locale)),
    fields.language,
    refusedAs(FIELD_REFUSALS.language),
  ),
  currency: contractField((typed: string) => typed, fields.currency, refusedAs(FIELD_REFUSALS.currency)),
  managersSeeMoney: z.boolean(),
});

/** The form's starting values: the tenant's settings as they are. */
export function settingsFormOf(settings: TenantSettings): SettingsFormValues {
  return {
    workingDays: settings.workingDays.map(String),
    expectedHours: String(settings.expectedHours),
    timeZone: settings.timeZone,
    vacationDays: String(settings.vacationDays),
    reminder: {
      enabled: settings.reminder.enabled,
      weekday: String(settings.reminder.weekday),
      hour: String(settings.reminder.hour),
    },
    language: settings.language ?? '',
    currency: settings.currency,
    managersSeeMoney: settings.managersSeeMoney,
  };
}

/** Every currency this browser knows, with `current` among them even if it does not know it. */
export function currencyChoices(current: string, known: readonly string[]): string[] {
  return known.includes(current) ? [...known] : [current, ...known].sort();
}

/** Every time zone this browser knows, with `current` among them even if it does not know it. */
export function timeZoneChoices(current: string, known: readonly string[]): string[] {
  return known.includes(current) ? [...known] : [current, ...known].sort();
}
