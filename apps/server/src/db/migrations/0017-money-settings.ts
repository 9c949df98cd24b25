import type { Kysely } from 'kysely';

// What a tenant's money is in, and whether its Managers see it (Admins always do, Users never).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenant_settings')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('EUR'))
    .execute();
  await db.schema
    .alterTable('tenant_settings')
    .addColumn('managers_see_money', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_settings').dropColumn('managers_see_money').execute();
  await db.schema.alterTable('tenant_settings').dropColumn('currency').execute();
}
