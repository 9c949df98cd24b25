import type { Insertable } from 'kysely';
import type { RateKind } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import type { RateTable } from '../../db/schema.ts';

/** The tenant's rates by kind, then level (tenant, project, person, person on project), then day. */
export function listRates(db: Db, tenantId: string) {
  return db
    .selectFrom('rates')
    .select(['id', 'kind', 'user_id', 'project_id', 'valid_from', 'amount_minor'])
    .where('tenant_id', '=', tenantId)
    .orderBy('kind')
    .orderBy('user_id', (order) => order.asc().nullsFirst())
    .orderBy('project_id', (order) => order.asc().nullsFirst())
    .orderBy('valid_from')
    .execute();
}

/** The rate of a kind and level starting on `validFrom`, if there is one. */
export function findRateAt(
  db: Db,
  tenantId: string,
  level: { kind: RateKind; userId: string | null; projectId: string | null; validFrom: string },
) {
  return db
    .selectFrom('rates')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', level.kind)
    .where((eb) => (level.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', level.userId)))
    .where((eb) =>
      level.projectId === null ? eb('project_id', 'is', null) : eb('project_id', '=', level.projectId),
    )
    .where('valid_from', '=', level.validFrom)
    .executeTakeFirst();
}

export async function insertRate(db: Db, rate: Insertable<RateTable>): Promise<void> {
  await db.insertInto('rates').values(rate).execute();
}

export async function setAmount(
  db: Db,
  tenantId: string,
  id: string,
  change: { amount_minor: number; updated_by: string; updated_at: string },
): Promise<void> {
  await db.updateTable('rates').set(change).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Deletes one of the tenant's rates; answers the level and day it had, if there was one. */
export async function deleteRate(db: Db, tenantId: string, id: string) {
  const rate = await db
    .selectFrom('rates')
    .select(['user_id', 'project_id', 'valid_from'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (rate) await db.deleteFrom('rates').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  return rate;
}
