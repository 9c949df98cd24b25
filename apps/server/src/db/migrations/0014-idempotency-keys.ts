import { PostgresAdapter, sql, type Kysely } from 'kysely';

// What a change answered, by the key its caller sent with it (`Idempotency-Key`), so the same
// change sent again (a retry after a lost answer, a second tab, a phone's outbox) happens once and
// answers the same. Kept 24 hours per caller; a row without an answer is a change under way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('key', 'varchar(255)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['tenant_id', 'user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table idempotency_keys enable row level security`.execute(db);
    await sql`create policy tenant_isolation on idempotency_keys using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
