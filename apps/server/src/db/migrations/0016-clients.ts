import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The companies a tenant works for. A project may belong to one; a client is deleted softly, like
// projects, so that the deleted projects that still name it keep its name in reports.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('contact', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addPrimaryKeyConstraint('clients_pkey', ['tenant_id', 'id'])
    .execute();
  // A name once per tenant among the clients not deleted, whatever the case of its letters.
  await sql`create unique index clients_name_key on clients (tenant_id, lower(name)) where deleted_at is null`.execute(
    db,
  );

  await db.schema.alterTable('projects').addColumn('client_id', 'varchar(64)').execute();
  await db.schema
    .createIndex('projects_client_idx')
    .on('projects')
    .columns(['tenant_id', 'client_id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table clients enable row level security`.execute(db);
    await sql`create policy tenant_isolation on clients using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_client_idx').execute();
  await db.schema.alterTable('projects').dropColumn('client_id').execute();
  await db.schema.dropTable('clients').execute();
}
