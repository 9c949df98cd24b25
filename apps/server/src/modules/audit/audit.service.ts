import crypto from 'node:crypto';
import type { AuditEntry } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { Forbidden } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit, listAudit } from './audit.repository.ts';

export interface AuditRecord {
  tenantId: string;
  userId: string | null;
  action: string;
  targetId: string | null;
}

export function recordChange(db: Db, record: AuditRecord): Promise<void> {
  return appendAudit(db, {
    tenant_id: record.tenantId,
    id: crypto.randomUUID(),
    user_id: record.userId,
    action: record.action,
    target_id: record.targetId,
    at: new Date().toISOString(),
  });
}

export async function readAuditLog(
  db: Db,
  caller: Caller,
  page: { limit: number; before?: string | undefined },
): Promise<AuditEntry[]> {
  if (caller.role !== 'Admin') throw Forbidden('Only Admins read the audit log');
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
