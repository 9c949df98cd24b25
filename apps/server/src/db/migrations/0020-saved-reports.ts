import { PostgresAdapter, sql, type Kysely } from 'kysely';

const TABLES = ['saved_reports', 'saved_report_runs'];

// Reports kept by name (their address's state), shared with the tenant's Managers and Admins or
// not, and sent by email on a schedule; and the claim of each scheduled send, so that however many
// instances tick, one sends each period's report.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_reports')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('shared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('schedule', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_reports_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('saved_reports_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // A name once per owner, whatever the case of its letters.
  await sql`create unique index saved_reports_name_key on saved_reports (tenant_id, owner_id, lower(name))`.execute(
    db,
  );
  await db.schema
    .createIndex('saved_reports_shared_idx')
    .on('saved_reports')
    .columns(['tenant_id', 'shared'])
    .execute();

  // One row per scheduled report and period sent: whichever instance inserts it sends the emails.
  await db.schema
    .createTable('saved_report_runs')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('saved_report_id', 'varchar(64)', (col) => col.notNull())
    /** The period sent: 'weekly:<its Sunday>' or 'monthly:<yyyy-MM>'. */
    .addColumn('period_key', 'varchar(32)', (col) => col.notNull())
    .addColumn('ran_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_report_runs_pkey', ['tenant_id', 'saved_report_id', 'period_key'])
    .addForeignKeyConstraint('saved_report_runs_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  // A scheduled report's files travel with its emails through the outbox.
  await db.schema.alterTable('email_outbox').addColumn('attachments', 'text').execute();

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
  await db.schema.alterTable('email_outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('saved_report_runs').execute();
  await db.schema.dropTable('saved_reports').execute();
}
