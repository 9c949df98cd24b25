import type { Kysely } from 'kysely';

// A week without a row is Open. Transitions are only ever inserted: they are the audit trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('week_statuses')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('week_statuses_pkey', ['tenant_id', 'user_id', 'week_start'])
    .addForeignKeyConstraint(
      'week_statuses_user_fkey',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('week_statuses_week_idx')
    .on('week_statuses')
    .columns(['tenant_id', 'week_start'])
    .execute();

  await db.schema
    .createTable('week_transitions')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('to_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('week_transitions_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('week_transitions_week_idx')
    .on('week_transitions')
    .columns(['tenant_id', 'user_id', 'week_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('week_transitions').execute();
  await db.schema.dropTable('week_statuses').execute();
}
