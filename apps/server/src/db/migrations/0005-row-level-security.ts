import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Tables holding a tenant's rows, and the column naming the tenant. */
const TENANT_TABLES: [table: string, column: string][] = [
  ['tenants', 'id'],
  ['users', 'tenant_id'],
  ['projects', 'tenant_id'],
  ['tasks', 'tenant_id'],
  ['time_entries', 'tenant_id'],
  ['week_statuses', 'tenant_id'],
  ['week_transitions', 'tenant_id'],
  ['audit_log', 'tenant_id'],
];

// PostgreSQL only: a second line of defence behind the tenant filter of every query. Requests run
// as portal_app, which is neither superuser nor owner, so the policies bind it; each request sets
// app.tenant_id, and '*' is the narrow system context of sign-in and sign-up.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Roles belong to the whole cluster: databases migrated side by side may race to create it.
  await sql`do $$ begin
    create role portal_app nologin;
  exception when duplicate_object or unique_violation then null;
  end $$`.execute(db);
  await sql`grant portal_app to current_user`.execute(db);
  await sql`grant usage on schema public to portal_app`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to portal_app`.execute(db);
  await sql`alter default privileges in schema public grant select, insert, update, delete on tables to portal_app`.execute(
    db,
  );
  await sql`revoke update, delete on audit_log from portal_app`.execute(db);
  await sql`revoke all on kysely_migration, kysely_migration_lock from portal_app`.execute(db);
  for (const [table, column] of TENANT_TABLES) {
    const visible = sql`${sql.ref(column)} = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table] of TENANT_TABLES) {
    await sql`drop policy if exists tenant_isolation on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} disable row level security`.execute(db);
  }
}
