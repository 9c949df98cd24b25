import type { Kysely } from 'kysely';

// Every tenant table leads its keys and indexes with tenant_id so the schema distributes by
// tenant unchanged. users.email and users.id are the global lookups of sign-in, which finds the
// tenant from them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('subscription_ends_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('tenant_id', 'varchar(64)', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(200)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('portal_access', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_login', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('users_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('users_email_key').on('users').column('email').unique().execute();
  // The identity provider knows a user only by subject (the user id).
  await db.schema.createIndex('users_id_key').on('users').column('id').unique().execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(255)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'varchar(255)')
    .addColumn('uid', 'varchar(255)')
    .addColumn('user_code', 'varchar(255)')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_payloads_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant_id_idx').on('oidc_payloads').column('grant_id').execute();
  await db.schema
    .createIndex('oidc_payloads_uid_idx')
    .on('oidc_payloads')
    .columns(['model', 'uid'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_expires_at_idx')
    .on('oidc_payloads')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('oidc_keys')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['oidc_keys', 'oidc_payloads', 'users', 'tenants']) {
    await db.schema.dropTable(table).execute();
  }
}
