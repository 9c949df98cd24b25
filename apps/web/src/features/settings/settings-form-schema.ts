import { UpdateSettingsBody, VacationDaysSchema, WeekdaySchema, type TenantSettings } from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';

/** The settings form's fields as typed: checkboxes and selects give text. */
export interface SettingsFormValues {
  /** Weekday numbers of the checked days, as text. */
  workingDays: string[];
  expectedHours: string;
  timeZone: string;
  reminder: { enabled: boolean; weekday: string; hour: string };
  /** The tenant's yearly vacation days, as typed. */
  vacationDays: string;
}

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
    (issue) => `Working days ${issue.message}`,
  ),
  expectedHours: contractField(
    readNumber,
    fields.expectedHours,
    (issue) => `Expected hours ${issue.message}`,
  ),
  timeZone: contractField(
    (typed: string) => typed,
    fields.timeZone,
    (issue) => `Time zone ${issue.message}`,
  ),
  vacationDays: contractField(
    readNumber,
    VacationDaysSchema,
    (issue) => `Vacation days per year ${issue.message}`,
  ),
  reminder: z.object({
    enabled: z.boolean(),
    weekday: contractField(
      (typed: string) => Number(typed),
      WeekdaySchema,
      (issue) => `Weekday ${issue.message}`,
    ),
    hour: contractField(
      (typed: string) => Number(typed),
      HourSchema,
      (issue) => `Hour ${issue.message}`,
    ),
  }),
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
  };
}

/** Every time zone this browser knows, with `current` among them even if it does not know it. */
export function timeZoneChoices(current: string, known: readonly string[]): string[] {
  return known.includes(current) ? [...known] : [current, ...known].sort();
}
