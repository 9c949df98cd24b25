import type { Kysely } from 'kysely';

// Projects and tasks are soft-deleted (deleted_at) so time logged against them keeps their names.
// Composite foreign keys (tenant_id, id) make a cross-tenant reference impossible to store.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('team_size', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addPrimaryKeyConstraint('projects_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('projects_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('projects_created_by_fkey', ['tenant_id', 'created_by'], 'users', [
      'tenant_id',
      'id',
    ])
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addPrimaryKeyConstraint('tasks_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'tasks_project_fkey',
      ['tenant_id', 'project_id'],
      'projects',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('tasks_created_by_fkey', ['tenant_id', 'created_by'], 'users', [
      'tenant_id',
      'id',
    ])
    .execute();
  await db.schema.createIndex('tasks_project_idx').on('tasks').columns(['tenant_id', 'project_id']).execute();

  await db.schema
    .createTable('time_entries')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('task_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    // Hundredths of an hour: sums stay exact on every data store.
    .addColumn('centihours', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('time_entries_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'time_entries_user_fkey',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('time_entries_project_fkey', ['tenant_id', 'project_id'], 'projects', [
      'tenant_id',
      'id',
    ])
    .addForeignKeyConstraint('time_entries_task_fkey', ['tenant_id', 'task_id'], 'tasks', ['tenant_id', 'id'])
    .execute();
  // My Timesheet and the overview read one user's dates; the review reads a tenant's week.
  await db.schema
    .createIndex('time_entries_user_date_idx')
    .on('time_entries')
    .columns(['tenant_id', 'user_id', 'date'])
    .execute();
  await db.schema
    .createIndex('time_entries_date_idx')
    .on('time_entries')
    .columns(['tenant_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['time_entries', 'tasks', 'projects']) {
    await db.schema.dropTable(table).execute();
  }
}
