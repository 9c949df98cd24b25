import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The tasks each person pinned for one-tap logging: a person's own list, at most a few dozen rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pinned_tasks')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('task_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('pinned_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('pinned_tasks_pkey', ['tenant_id', 'user_id', 'task_id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table pinned_tasks enable row level security`.execute(db);
    await sql`create policy tenant_isolation on pinned_tasks using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pinned_tasks').execute();
}
