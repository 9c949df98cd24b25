import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { writeBehind } from '../../db/write-behind.ts';

/** Appends a record to the log; on PostgreSQL it travels with the transaction's next statement or commit. */
export function appendAudit(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  return writeBehind(db, db.insertInto('audit_log').values(entry));
}

export function listAudit(db: Db, tenantId: string, { limit, before }: { limit: number; before?: string }) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.user_id'),
    )
    .select(['a.id', 'a.user_id', 'u.name as user_name', 'a.action', 'a.target_id', 'a.at'])
    .where('a.tenant_id', '=', tenantId);
  if (before) query = query.where('a.at', '<', before);
  return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}
