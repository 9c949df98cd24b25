import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { SavedReportTable } from '../../db/schema.ts';

const COLUMNS = [
  'r.id',
  'r.owner_id',
  'r.name',
  'r.state',
  'r.shared',
  'r.schedule',
  'r.created_at',
  'u.name as owner_name',
] as const;

const withOwner = (db: Db) =>
  db
    .selectFrom('saved_reports as r')
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.id', '=', 'r.owner_id'),
    );

/** The saved reports of `ownerId` and those shared in the tenant, by name. */
export function listVisible(db: Db, tenantId: string, ownerId: string) {
  return withOwner(db)
    .select(COLUMNS)
    .where('r.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('r.owner_id', '=', ownerId), eb('r.shared', '=', 1)]))
    .orderBy((eb) => eb.fn('lower', ['r.name']))
    .orderBy('r.id')
    .execute();
}

/** One saved report of the tenant. */
export function findSavedReport(db: Db, tenantId: string, id: string) {
  return withOwner(db)
    .select(COLUMNS)
    .where('r.tenant_id', '=', tenantId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** Another saved report of the owner named `name`, whatever the case of its letters. */
export function findNamed(db: Db, tenantId: string, ownerId: string, name: string, exceptId?: string) {
  return db
    .selectFrom('saved_reports')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', ownerId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

export async function insertSavedReport(db: Db, report: Insertable<SavedReportTable>): Promise<void> {
  await db.insertInto('saved_reports').values(report).execute();
}

export async function updateSavedReport(
  db: Db,
  tenantId: string,
  id: string,
  changes: Updateable<SavedReportTable>,
): Promise<void> {
  await db
    .updateTable('saved_reports')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteSavedReport(db: Db, tenantId: string, id: string): Promise<void> {
  await db
    .deleteFrom('saved_report_runs')
    .where('tenant_id', '=', tenantId)
    .where('saved_report_id', '=', id)
    .execute();
  await db.deleteFrom('saved_reports').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Which of `ids` are active people of the tenant. */
export async function activeUserIds(db: Db, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('deactivated_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The tenant's active people of `ids`, with what an email to them needs. */
export function activeRecipients(db: Db, tenantId: string, ids: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'language'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('deactivated_at', 'is', null)
    .execute();
}

/** Every scheduled report, across tenants: read in the system context. */
export function listScheduled(db: Db) {
  return db
    .selectFrom('saved_reports')
    .select(['tenant_id', 'id', 'owner_id', 'name', 'state', 'schedule'])
    .where('schedule', 'is not', null)
    .orderBy('tenant_id')
    .orderBy('id')
    .execute();
}

/**
 * Claims a scheduled report's period. Whoever inserts the row sends it; everyone else inserts
 * nothing, having waited for the first to commit or roll back.
 */
export async function claimRun(
  db: Db,
  tenantId: string,
  savedReportId: string,
  periodKey: string,
  at: string,
) {
  const result = await db
    .insertInto('saved_report_runs')
    .values({ tenant_id: tenantId, saved_report_id: savedReportId, period_key: periodKey, ran_at: at })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'saved_report_id', 'period_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
