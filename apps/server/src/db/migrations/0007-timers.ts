import { PostgresAdapter, sql, type Kysely } from 'kysely';

// One running timer per person, held by the server so every tab and device shows the same one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timers')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('task_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('timers_pkey', ['tenant_id', 'user_id'])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table timers enable row level security`.execute(db);
    await sql`create policy tenant_isolation on timers using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timers').execute();
}
