import crypto from 'node:crypto';
import { API_PREFIX, type AuditEntry, type Endpoint } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import type { Caller } from '../../context/caller.ts';
import { appendAudit, listAudit } from './audit.repository.ts';
import { queueWebhookEvent } from '../webhooks/webhooks.outbox.ts';

/** The action an endpoint's changes are recorded as: `/api/tasks/addTask` is `tasks.addTask`. */
export const actionOf = (endpoint: Endpoint) => endpoint.path.slice(API_PREFIX.length).replace('/', '.');

/**
 * Records a change in the audit log. Call it inside the change's own transaction, so the change
 * and its record are kept or lost together: `endpoint` is the call that made the change and
 * `targetId` what it created or changed. The webhook event the endpoint declares for the change
 * is queued with the record, in the same transaction.
 */
export async function record(
  trx: Db,
  actor: Pick<Caller, 'tenantId' | 'userId'>,
  endpoint: Endpoint,
  targetId: string | null,
): Promise<void> {
  await appendAudit(trx, {
    tenant_id: actor.tenantId,
    id: crypto.randomUUID(),
    user_id: actor.userId,
    action: actionOf(endpoint),
    target_id: targetId,
    at: new Date().toISOString(),
  });
  await queueWebhookEvent(trx, actor.tenantId, endpoint, targetId);
}

export async function readAuditLog(
  db: Db,
  caller: Caller,
  page: { limit: number; before?: string | undefined },
): Promise<AuditEntry[]> {
  const rows = await listAudit(
    db,
    caller.tenantId,
    page.before ? { limit: page.limit, before: page.before } : page,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    user: row.user_name,
    action: row.action,
    targetId: row.target_id,
    at: row.at,
  }));
}
