import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../src/db/dialect.ts';

/**
 * Makes every audit record of `action` fail to be written, until the returned function undoes it:
 * a change whose record is written in its own transaction is then refused whole.
 */
export async function failAuditOf(db: Db, action: string): Promise<() => Promise<void>> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function fail_audit() returns trigger language plpgsql as $$
         begin if new.action = '${action}' then raise exception 'audit refused'; end if; return new; end $$;
         create trigger fail_audit before insert on audit_log for each row execute function fail_audit()`,
      )
      .execute(db);
    return async () => {
      await sql`drop trigger fail_audit on audit_log; drop function fail_audit()`.execute(db);
    };
  }
  await sql
    .raw(
      `create trigger fail_audit before insert on audit_log when new.action = '${action}'
       begin select raise(abort, 'audit refused'); end`,
    )
    .execute(db);
  return async () => {
    await sql`drop trigger fail_audit`.execute(db);
  };
}

/** The audit records of a tenant, oldest first, as action and target. */
export function auditRecords(db: Db, tenantId: string) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'action', 'target_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
