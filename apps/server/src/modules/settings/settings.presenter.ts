import type { Selectable } from 'kysely';
import {
  DEFAULT_CURRENCY,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMINDER,
  DEFAULT_VACATION_DAYS,
  DEFAULT_WORKING_DAYS,
  type TenantSettings,
} from '@portal/contract';
import type { TenantSettingsTable } from '../../db/schema.ts';
import { toHours } from '../../lib/centihours.ts';

/** The zone of a tenant that has not chosen one: the server's own. */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A tenant's settings; the defaults while it has no stored row. */
export function presentSettings(row: Selectable<TenantSettingsTable> | undefined): TenantSettings {
  if (!row) {
    return {
      workingDays: DEFAULT_WORKING_DAYS,
      expectedHours: DEFAULT_EXPECTED_HOURS,
      timeZone: SERVER_TIME_ZONE,
      reminder: DEFAULT_REMINDER,
      vacationDays: DEFAULT_VACATION_DAYS,
      currency: DEFAULT_CURRENCY,
      managersSeeMoney: false,
    };
  }
  return {
    workingDays: row.working_days.split(',').filter(Boolean).map(Number),
    expectedHours: toHours(row.expected_centihours),
    timeZone: row.time_zone,
    reminder: {
      enabled: Number(row.reminder_enabled) === 1,
      weekday: Number(row.reminder_weekday),
      hour: Number(row.reminder_hour),
    },
    vacationDays: Number(row.vacation_half_days) / 2,
    ...(row.language ? { language: row.language } : {}),
    currency: row.currency,
    managersSeeMoney: Number(row.managers_see_money) === 1,
  };
}
