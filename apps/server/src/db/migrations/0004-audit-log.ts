import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit log is append-only: the database itself refuses to change or remove a row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(255)')
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('audit_log_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['tenant_id', 'at']).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql
        .raw(
          `create trigger audit_log_no_${event} before ${event} on audit_log
           begin select raise(abort, 'audit_log is append-only'); end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists audit_log_append_only()`.execute(db);
  }
}
