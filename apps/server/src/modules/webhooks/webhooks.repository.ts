import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema.ts';

export function listEndpoints(db: Db, tenantId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findEndpoint(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countEndpoints(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tenant's endpoints that are sent events now. */
export function enabledEndpoints(db: Db, tenantId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .execute();
}

export async function insertEndpoint(db: Db, row: Insertable<WebhookEndpointTable>): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export async function updateEndpoint(
  db: Db,
  tenantId: string,
  id: string,
  fields: Updateable<WebhookEndpointTable>,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set(fields)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteEndpoint(db: Db, tenantId: string, id: string): Promise<void> {
  await db
    .deleteFrom('webhook_deliveries')
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', id)
    .execute();
  await db.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function insertDeliveries(db: Db, rows: Insertable<WebhookDeliveryTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('webhook_deliveries').values(rows).execute();
}

export function listDeliveries(db: Db, tenantId: string, endpointId: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findDelivery(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The deliveries of every tenant due at `now`, oldest first. */
export function dueDeliveries(db: Db, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a delivery for one attempt, unless another sender (another instance) took it since it was
 * read: its attempts are counted and it rests until `leaseUntil`, when it is due again should this
 * sender never report back.
 */
export async function claimDelivery(
  db: Db,
  delivery: { tenant_id: string; id: string; attempts: number },
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ attempts: delivery.attempts + 1, next_attempt_at: leaseUntil })
    .where('tenant_id', '=', delivery.tenant_id)
    .where('id', '=', delivery.id)
    .where('attempts', '=', delivery.attempts)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateDelivery(
  db: Db,
  delivery: { tenant_id: string; id: string },
  fields: Updateable<WebhookDeliveryTable>,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set(fields)
    .where('tenant_id', '=', delivery.tenant_id)
    .where('id', '=', delivery.id)
    .execute();
}

/** Disables an enabled endpoint; answers false when it was disabled already (by another instance). */
export async function disableEndpoint(db: Db, tenantId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: 0 })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives up an endpoint's deliveries still pending, as it is sent nothing more. */
export async function failPendingDeliveries(
  db: Db,
  tenantId: string,
  endpointId: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, error })
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}
