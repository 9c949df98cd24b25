import type { Kysely } from 'kysely';

// A person's working-time account sums their logged hours from the account's start (or the last
// closed month) to the period: years of entries. With the hours in the index that already orders a
// person's entries by date, the sum reads the index alone instead of one table row per entry, so
// its cost stays flat as the history grows (docs/benchmarks.md, working-time benchmark). The new
// index serves every read the old one did, which it replaces.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('time_entries_user_date_hours_idx')
    .on('time_entries')
    .columns(['tenant_id', 'user_id', 'date', 'centihours'])
    .execute();
  await db.schema.dropIndex('time_entries_user_date_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('time_entries_user_date_idx')
    .on('time_entries')
    .columns(['tenant_id', 'user_id', 'date'])
    .execute();
  await db.schema.dropIndex('time_entries_user_date_hours_idx').execute();
}
