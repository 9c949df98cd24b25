import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The entries' sums per person, project, month and billable flag, kept in the transaction of every
// change of an entry or its price: a report over whole months reads these few rows instead of
// every entry of the period (a year of the 500-person bench tenant: 27,000 rows for 227,000
// entries; with the task in the key too, 115,000). Days at the ends of a period that are not
// whole months still come from the entries, and so does a report by task.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entry_months')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
    /** yyyy-MM. */
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('billable', 'integer', (col) => col.notNull())
    .addColumn('centihours', 'bigint', (col) => col.notNull())
    /** Hundredths of an hour times the bill rate of each billable entry, summed. */
    .addColumn('bill_centi_minor', 'bigint', (col) => col.notNull())
    /** The same at the cost rates, of every entry. */
    .addColumn('cost_centi_minor', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('entry_months_pkey', ['tenant_id', 'month', 'user_id', 'project_id', 'billable'])
    .addForeignKeyConstraint('entry_months_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await sql`insert into entry_months
      (tenant_id, user_id, project_id, month, billable, centihours, bill_centi_minor, cost_centi_minor)
    select tenant_id, user_id, project_id, substr(date, 1, 7), billable, sum(centihours),
      sum(centihours * bill_rate_minor * billable), sum(centihours * cost_rate_minor)
    from time_entries
    group by tenant_id, user_id, project_id, substr(date, 1, 7), billable`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table entry_months enable row level security`.execute(db);
    await sql`create policy tenant_isolation on entry_months using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('entry_months').execute();
}
