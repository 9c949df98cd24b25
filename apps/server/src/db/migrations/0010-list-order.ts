import { sql, type Kysely } from 'kysely';

// The board and the task list show live projects and tasks oldest first, a page at a time. With
// their order in an index of the live rows, a page reads its own rows instead of sorting the
// tenant's thousands, and a project's count of live tasks is read from the index alone.
const INDEXES = [
  { name: 'projects_live_order_idx', table: 'projects', columns: ['tenant_id', 'created_at', 'id'] },
  { name: 'tasks_live_order_idx', table: 'tasks', columns: ['tenant_id', 'created_at', 'id'] },
  { name: 'tasks_live_project_idx', table: 'tasks', columns: ['tenant_id', 'project_id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(columns)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
