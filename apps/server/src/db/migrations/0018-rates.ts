import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Bill and cost rates, each valid from a day until the next of its kind and level, so that a new
// rate never changes what earlier time was worth. Amounts are integers in minor units of the
// tenant's currency: no money is ever a floating-point number.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rates')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('project_id', 'varchar(64)')
    .addColumn('valid_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('rates_pkey', ['tenant_id', 'id'])
    .execute();
  // One rate of a kind and level a day; also how an amount finds the rates of its entry's day.
  await sql`create unique index rates_level_key on rates
    (tenant_id, kind, coalesce(user_id, ''), coalesce(project_id, ''), valid_from)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table rates enable row level security`.execute(db);
    await sql`create policy tenant_isolation on rates using (${visible}) with check (${visible})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rates').execute();
}
