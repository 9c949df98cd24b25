import { PostgresAdapter, sql, type Kysely } from 'kysely';

const TABLES = ['webhook_endpoints', 'webhook_deliveries'];

// The addresses a tenant's Admins registered to be told of changes, and the outbox of what to tell
// them: each delivery is written in the transaction of the change it tells of, sent afterwards with
// retries, and kept as the endpoint's delivery log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('url', 'varchar(2000)', (col) => col.notNull())
    /** The event types sent, a JSON array. */
    .addColumn('events', 'text', (col) => col.notNull())
    /** The signing secret; kept as it is, since every delivery is signed with it. */
    .addColumn('secret', 'varchar(128)', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('failing_since', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_endpoints_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('webhook_endpoints_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('endpoint_id', 'varchar(64)', (col) => col.notNull())
    /** The `webhook-id`: the same on every attempt and resend of one event. */
    .addColumn('event_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(64)', (col) => col.notNull())
    /** The JSON body, signed anew at each attempt. */
    .addColumn('body', 'text', (col) => col.notNull())
    /** pending, delivered or failed. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    /** When it is due (again); while an attempt is under way, when that attempt's lease ends. */
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('last_attempt_at', 'varchar(32)')
    .addColumn('answer_code', 'integer')
    .addColumn('error', 'varchar(500)')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_deliveries_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'webhook_deliveries_endpoint_fkey',
      ['tenant_id', 'endpoint_id'],
      'webhook_endpoints',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // An endpoint's delivery log, newest first.
  await db.schema
    .createIndex('webhook_deliveries_log_idx')
    .on('webhook_deliveries')
    .columns(['tenant_id', 'endpoint_id', 'created_at'])
    .execute();
  // The sender's queue across tenants, which no tenant's query reads: only the deliveries still due.
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
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
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
