import { api, type TenantSettings, type UpdateSettingsBody } from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { toCentihours } from '../../lib/centihours.ts';
import * as audit from '../audit/audit.service.ts';
import { presentSettings } from './settings.presenter.ts';
import * as repository from './settings.repository.ts';

/** The settings of every tenant whose automatic reminder is on: read in the system context. */
export function listReminderSettings(db: Db) {
  return repository.listReminderSettings(db);
}

export async function getSettings(db: Db, caller: Caller): Promise<TenantSettings> {
  return settingsOf(db, caller.tenantId);
}

/** A tenant's settings, for a scheduled job that acts for no caller. */
export async function settingsOf(db: Db, tenantId: string): Promise<TenantSettings> {
  return presentSettings(await repository.findSettings(db, tenantId));
}

/** The tenant's time zone, for work the tenant's own clock decides (months of budgets). */
export async function timeZoneOf(db: Db, tenantId: string): Promise<string> {
  return presentSettings(await repository.findSettings(db, tenantId)).timeZone;
}

/**
 * Whether `caller` may receive money (rates, amounts, costs, margins): an Admin always, a Manager
 * when the tenant lets Managers see it, a User never.
 */
export async function maySeeMoney(db: Db, caller: Caller): Promise<boolean> {
  if (caller.role !== 'Manager') return caller.role === 'Admin';
  return seesMoney(caller, await getSettings(db, caller));
}

/** The same rule, for a service that has read the tenant's settings already. */
export const seesMoney = (caller: Caller, settings: TenantSettings): boolean =>
  caller.role === 'Admin' || (caller.role === 'Manager' && settings.managersSeeMoney);

export async function updateSettings(
  db: Db,
  caller: Caller,
  settings: Omit<z.output<typeof UpdateSettingsBody>, 'tenantId'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repository.saveSettings(trx, {
      tenant_id: caller.tenantId,
      working_days: settings.workingDays.join(','),
      expected_centihours: toCentihours(settings.expectedHours),
      time_zone: settings.timeZone,
      reminder_enabled: settings.reminder.enabled ? 1 : 0,
      reminder_weekday: settings.reminder.weekday,
      reminder_hour: settings.reminder.hour,
      ...(settings.vacationDays === undefined ? {} : { vacation_half_days: settings.vacationDays * 2 }),
      ...(settings.language === undefined ? {} : { language: settings.language }),
      ...(settings.currency === undefined ? {} : { currency: settings.currency }),
      ...(settings.managersSeeMoney === undefined
        ? {}
        : { managers_see_money: settings.managersSeeMoney ? 1 : 0 }),
      updated_by: caller.userId,
      updated_at: new Date().toISOString(),
    });
    await audit.record(trx, caller, api.settings.updateSettings, caller.tenantId);
  });
}
