import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables of this migration, each confined to its tenant by row-level security on PostgreSQL. */
const TABLES = ['notifications', 'tenant_settings', 'reminder_runs', 'email_outbox'];

/** Name searches: the table, its FTS5 index on SQLite, and the columns that index holds. */
const SEARCHED = [
  { table: 'projects', index: 'projects_search', columns: ['name'] },
  { table: 'tasks', index: 'tasks_search', columns: ['title'] },
  { table: 'users', index: 'users_search', columns: ['name', 'email'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // Each person's notifications; the text is written when the event happens, so a later rename
  // does not rewrite what someone was told.
  await db.schema
    .createTable('notifications')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text')
    .addColumn('link_screen', 'varchar(64)', (col) => col.notNull())
    .addColumn('link_week', 'varchar(10)', (col) => col.notNull())
    .addColumn('link_user_id', 'varchar(64)')
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addPrimaryKeyConstraint('notifications_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'notifications_user_fkey',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // The bell (newest first, unread count) and the reminders' "not twice within an hour" rule.
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();

  // A tenant without a row has the defaults.
  await db.schema
    .createTable('tenant_settings')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull().primaryKey())
    .addColumn('working_days', 'varchar(32)', (col) => col.notNull())
    .addColumn('expected_centihours', 'integer', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('reminder_enabled', 'integer', (col) => col.notNull())
    .addColumn('reminder_weekday', 'integer', (col) => col.notNull())
    .addColumn('reminder_hour', 'integer', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addForeignKeyConstraint('tenant_settings_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  // The automatic reminder of one tenant's week: whichever instance inserts the row sends it.
  await db.schema
    .createTable('reminder_runs')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('ran_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('reminder_runs_pkey', ['tenant_id', 'week_start'])
    .addForeignKeyConstraint('reminder_runs_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  // Emails written in the transaction of what they tell, and sent after it committed.
  await db.schema
    .createTable('email_outbox')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('email_outbox_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('email_outbox_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // The sender's queue across tenants, which no tenant's query reads: only the emails still due.
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();

  if (postgres) {
    // Trigram indexes answer "contains" in names, ignoring case; btree_gin lets each lead with
    // tenant_id, so a search reads its own tenant's part of the index only.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create extension if not exists btree_gin`.execute(db);
    await sql`create index projects_name_search_idx on projects using gin (tenant_id, name gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index tasks_title_search_idx on tasks using gin (tenant_id, title gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index users_search_idx on users using gin (tenant_id, (name || ' ' || email) gin_trgm_ops)`.execute(
      db,
    );
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    for (const table of TABLES) {
      await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
      await sql`create policy tenant_isolation on ${sql.table(table)} using (${visible}) with check (${visible})`.execute(
        db,
      );
    }
    return;
  }

  // SQLite: trigram FTS5 indexes over the tables' own rows (external content, by rowid), kept in
  // step by triggers. FTS5 cannot lead with tenant_id; SQLite is the single-instance store that is
  // never distributed, and each search joins back to its tenant's rows. The portal never runs
  // VACUUM, which may renumber rowids (backups use the online backup API); after a manual one,
  // `insert into <index>(<index>) values ('rebuild')` brings each index back.
  for (const { table, index, columns } of SEARCHED) {
    const list = sql.join(columns.map((column) => sql.ref(column)));
    const values = (row: 'new' | 'old') => sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
    const remove = sql`insert into ${sql.table(index)} (${sql.table(index)}, rowid, ${list}) values ('delete', old.rowid, ${values('old')});`;
    const add = sql`insert into ${sql.table(index)} (rowid, ${list}) values (new.rowid, ${values('new')});`;
    await sql`create virtual table ${sql.table(index)} using fts5(${list}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger ${sql.ref(`${index}_insert`)} after insert on ${sql.table(table)} begin ${add} end`.execute(
      db,
    );
    await sql`create trigger ${sql.ref(`${index}_delete`)} after delete on ${sql.table(table)} begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger ${sql.ref(`${index}_update`)} after update of ${list} on ${sql.table(table)} begin ${remove} ${add} end`.execute(
      db,
    );
    await sql`insert into ${sql.table(index)} (${sql.table(index)}) values ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists projects_name_search_idx`.execute(db);
    await sql`drop index if exists tasks_title_search_idx`.execute(db);
    await sql`drop index if exists users_search_idx`.execute(db);
  } else {
    for (const { index } of SEARCHED) {
      for (const trigger of ['insert', 'delete', 'update']) {
        await sql`drop trigger if exists ${sql.ref(`${index}_${trigger}`)}`.execute(db);
      }
      await sql`drop table if exists ${sql.table(index)}`.execute(db);
    }
  }
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}
