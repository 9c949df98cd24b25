import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Private calendar feeds: one per person and kind, found by its secret's SHA-256 alone, before its
// tenant is known. The secret is 256 random bits, so a hash without salt or stretching is as hard
// to reverse as the secret is to guess.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addPrimaryKeyConstraint('calendar_feeds_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('calendar_feeds_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('calendar_feeds_secret_key')
    .unique()
    .on('calendar_feeds')
    .column('secret_hash')
    .execute();
  await db.schema
    .createIndex('calendar_feeds_owner_key')
    .unique()
    .on('calendar_feeds')
    .columns(['tenant_id', 'user_id', 'kind'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table calendar_feeds enable row level security`.execute(db);
    await sql`create policy tenant_isolation on calendar_feeds using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
