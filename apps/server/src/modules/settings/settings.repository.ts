import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { TenantSettingsTable } from '../../db/schema.ts';

/** A tenant's stored settings, or undefined while it has the defaults. */
export function findSettings(db: Db, tenantId: string) {
  return db.selectFrom('tenant_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function saveSettings(db: Db, row: Insertable<TenantSettingsTable>): Promise<void> {
  const { tenant_id: _tenantId, ...changes } = row;
  await db
    .insertInto('tenant_settings')
    .values(row)
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(changes))
    .execute();
}

/** The settings of every tenant whose automatic reminder is on: read in the system context. */
export function listReminderSettings(db: Db) {
  return db.selectFrom('tenant_settings').selectAll().where('reminder_enabled', '=', 1).execute();
}
