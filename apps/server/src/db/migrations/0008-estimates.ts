import { sql, type Kysely } from 'kysely';

// Estimates are hundredths of an hour, like logged time, so estimate and tracked time compare
// exactly. The board and the task list show each project's and task's tracked hours: they are
// kept as running totals, changed in the same transaction as the entries, so reading them costs
// the same whatever the history holds.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['projects', 'tasks']) {
    await db.schema.alterTable(table).addColumn('estimate_centihours', 'integer').execute();
    await db.schema
      .alterTable(table)
      .addColumn('tracked_centihours', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  // One pass over the entries per table, then one small update per project and task.
  for (const [table, column] of [
    ['projects', 'project_id'],
    ['tasks', 'task_id'],
  ] as const) {
    const { rows } = await sql<{ tenant_id: string; id: string; total: number | string }>`
      select tenant_id, ${sql.ref(column)} as id, sum(centihours) as total from time_entries
      group by tenant_id, ${sql.ref(column)}`.execute(db);
    for (const row of rows) {
      await sql`update ${sql.table(table)} set tracked_centihours = ${Number(row.total)}
        where tenant_id = ${row.tenant_id} and id = ${row.id}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tasks', 'projects']) {
    await db.schema.alterTable(table).dropColumn('tracked_centihours').execute();
    await db.schema.alterTable(table).dropColumn('estimate_centihours').execute();
  }
}
