import type { Kysely } from 'kysely';

// An imported entry keeps the identity of the row it came from (a hash of the file's kind, the
// row's cells and its occurrence among identical rows), so importing the same file again finds
// every row already imported and creates nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('time_entries').addColumn('import_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('time_entries_import_key')
    .unique()
    .on('time_entries')
    .columns(['tenant_id', 'import_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_entries_import_key').execute();
  await db.schema.alterTable('time_entries').dropColumn('import_key').execute();
}
