import type { Kysely } from 'kysely';

// The language each person reads the portal in, and their tenant's default; null follows the next
// one down (the tenant's default, then the browser's preferred languages).
// A notification keeps what its title is worded with (JSON), so each reader sees it in their own
// language; null on those stored before, which show their English title.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('tenant_settings').addColumn('language', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('params').execute();
  await db.schema.alterTable('tenant_settings').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
