import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Personal API tokens. Only a token's SHA-256 is kept: a token is 256 random bits, so a hash
// without salt or stretching is as hard to reverse as the token is to guess, and it is found by
// that hash alone, before its tenant is known.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('scope', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('hint', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addPrimaryKeyConstraint('api_tokens_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('api_tokens_hash_key').unique().on('api_tokens').column('token_hash').execute();
  await db.schema
    .createIndex('api_tokens_user_idx')
    .on('api_tokens')
    .columns(['tenant_id', 'user_id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table api_tokens enable row level security`.execute(db);
    await sql`create policy tenant_isolation on api_tokens using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
