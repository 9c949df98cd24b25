import { z } from 'zod';
import { MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { LocaleSchema } from './language-schemas.ts';
import { validationMessages } from './refusals.ts';
import { ADMIN_ROLES, changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import { CellHoursSchema } from './timesheet.ts';
import { VacationDaysSchema } from './vacation-days.ts';

/** Days of the week by number, as JavaScript's getDay() and date-fns count them: 0 is Sunday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Working days of a tenant that has not chosen: Monday to Friday. */
export const DEFAULT_WORKING_DAYS = [1, 2, 3, 4, 5];
/** Hours expected on each working day of a tenant that has not chosen. */
export const DEFAULT_EXPECTED_HOURS = 8;
/** The automatic reminder of a tenant that has not chosen: off, else Mondays at 09:00. */
export const DEFAULT_REMINDER = { enabled: false, weekday: 1, hour: 9 };

/** True for an IANA time zone name this runtime knows (`Europe/Berlin`, `UTC`); offsets are refused. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone, in its canonical spelling (`europe/berlin` becomes `Europe/Berlin`). */
export const TimeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, validationMessages['not-a-time-zone'].defaultMessage)
  .transform((name) => new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);

export const WeekdaySchema = z.number().int().min(0).max(6);

/** The currency of a tenant that has not chosen one. */
export const DEFAULT_CURRENCY = 'EUR';

/** An ISO 4217 currency code this runtime knows (`EUR`, `JPY`, `KWD`), in capitals. */
export const CurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code),
    validationMessages['not-a-currency'].defaultMessage,
  );

/** The automatic reminder for last week's timesheets that are not submitted yet. */
export const ReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The day it goes out (0 is Sunday), in the tenant's time zone. */
  weekday: WeekdaySchema,
  /** The hour it goes out, 0 to 23, in the tenant's time zone. */
  hour: z.number().int().min(0).max(23),
});

/** A tenant's settings; every role reads them (the Overview shows the time missing from a week). */
export const TenantSettingsSchema = z.object({
  /** Weekday numbers (0 is Sunday), ascending. */
  workingDays: z.array(WeekdaySchema),
  /** Hours expected on each working day. */
  expectedHours: z.number(),
  /** IANA name; the server's own zone until an Admin chooses one. */
  timeZone: z.string(),
  reminder: ReminderSettingsSchema,
  /** Vacation days a year of people without a work contract, the default of new contracts. */
  vacationDays: z.number(),
  /** The language of people who have not chosen one; absent while the tenant has none (each browser's then). */
  language: LocaleSchema.optional(),
  /** ISO 4217: what rates, amounts and budgets are in. */
  currency: z.string(),
  /** Whether Managers see rates, amounts, costs and margins; Admins always do, Users never. */
  managersSeeMoney: z.boolean(),
});
export type TenantSettings = z.infer<typeof TenantSettingsSchema>;

/** POST /api/settings/getSettings */
export const GetSettingsBody = TenantBodySchema;
export const GetSettingsAnswer = z.object({ result: z.literal(1), settings: TenantSettingsSchema });
export type GetSettingsAnswer = z.infer<typeof GetSettingsAnswer>;

/** POST /api/settings/updateSettings: every setting, as the settings form sends them all. */
export const UpdateSettingsBody = TenantBodySchema.extend({
  workingDays: z
    .array(WeekdaySchema)
    .min(1, validationMessages['no-days'].defaultMessage)
    .max(7)
    .refine((days) => new Set(days).size === days.length, validationMessages['day-twice'].defaultMessage)
    .transform((days) => [...days].sort((a, b) => a - b)),
  expectedHours: CellHoursSchema,
  timeZone: TimeZoneSchema,
  reminder: ReminderSettingsSchema,
  /** Kept as it is when absent. */
  vacationDays: VacationDaysSchema.optional(),
  /** Kept as it is when absent. */
  language: LocaleSchema.nullable().optional(),
  /** Kept as it is when absent. */
  currency: CurrencySchema.optional(),
  /** Kept as it is when absent. */
  managersSeeMoney: z.boolean().optional(),
});
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBody>;

/** The calls of the tenant's settings. */
export const settingsApi = {
  getSettings: readEndpoint({
    method: 'POST',
    path: '/api/settings/getSettings',
    summary: "The tenant's working days, expected hours per day, time zone and automatic reminder.",
    input: GetSettingsBody,
    answer: GetSettingsAnswer,
  }),
  updateSettings: changeEndpoint({
    method: 'POST',
    path: '/api/settings/updateSettings',
    summary: "Changes the tenant's settings.",
    input: UpdateSettingsBody,
    answer: MessageAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.settings()],
  }),
};
