import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables of this migration, each confined to its tenant by row-level security on PostgreSQL. */
const TABLES = ['work_contracts', 'holiday_calendars', 'company_holidays', 'absences', 'closed_months'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // A person's contract history: each row applies from its date until the next row's.
  await db.schema
    .createTable('work_contracts')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('valid_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('hours_per_weekday', 'varchar(64)', (col) => col.notNull())
    .addColumn('vacation_half_days', 'integer', (col) => col.notNull())
    .addColumn('carry_over', 'integer', (col) => col.notNull())
    .addColumn('carry_over_expires', 'varchar(5)')
    .addColumn('saved_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('work_contracts_pkey', ['tenant_id', 'user_id', 'valid_from'])
    .addForeignKeyConstraint(
      'work_contracts_user_fkey',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // A tenant without a row follows no country's public holidays.
  await db.schema
    .createTable('holiday_calendars')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull().primaryKey())
    .addColumn('country', 'varchar(2)')
    .addColumn('region', 'varchar(16)')
    .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addForeignKeyConstraint('holiday_calendars_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('company_holidays')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('half_day', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('company_holidays_pkey', ['tenant_id', 'date'])
    .addForeignKeyConstraint('company_holidays_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('absences')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('half_day', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('requested_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('absences_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'absences_user_fkey',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // A person's absences of a period, and the team calendar's absences of a month.
  await db.schema
    .createIndex('absences_user_idx')
    .on('absences')
    .columns(['tenant_id', 'user_id', 'start_date'])
    .execute();
  await db.schema
    .createIndex('absences_period_idx')
    .on('absences')
    .columns(['tenant_id', 'start_date'])
    .execute();
  await db.schema
    .createIndex('absences_open_idx')
    .on('absences')
    .columns(['tenant_id', 'status', 'start_date'])
    .execute();

  // A month closed for one person, with the running balance at its end: later balances start there.
  await db.schema
    .createTable('closed_months')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('closing_balance_centihours', 'integer', (col) => col.notNull())
    .addColumn('closed_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('closed_months_pkey', ['tenant_id', 'user_id', 'month'])
    .addForeignKeyConstraint(
      'closed_months_user_fkey',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // The tenant-wide vacation allowance of people without a contract, in half days.
  await db.schema
    .alterTable('tenant_settings')
    .addColumn('vacation_half_days', 'integer', (col) => col.notNull().defaultTo(50))
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    for (const table of TABLES) {
      await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
      await sql`create policy tenant_isolation on ${sql.table(table)} using (${visible}) with check (${visible})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_settings').dropColumn('vacation_half_days').execute();
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
