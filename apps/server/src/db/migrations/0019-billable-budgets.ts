import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Billable time, the rates each entry is priced at, project colours and budgets, and the alerts a
// project's estimate or budget has raised.
//
// An entry keeps the bill and cost rates of its day and most specific level: reports and the board
// sum them without looking each entry's rate up, and a rate change reprices only the entries from
// its day on. An entry's billable flag is its task's or project's when it was logged, and stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('time_entries')
    .addColumn('billable', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('time_entries')
    .addColumn('bill_rate_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('time_entries')
    .addColumn('cost_rate_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tasks').addColumn('billable', 'integer').execute();
  for (const [column, type, notNull] of [
    ['billable', 'integer', true],
    ['color', 'varchar(16)', false],
    ['budget_period', 'varchar(8)', false],
    ['budget_minor', 'bigint', false],
    // Running sums like tracked_centihours: hundredths of an hour times the rate, of every entry
    // (cost) and of the billable ones (bill).
    ['bill_centi_minor', 'bigint', true],
    ['cost_centi_minor', 'bigint', true],
  ] as const) {
    await db.schema
      .alterTable('projects')
      .addColumn(column, type, (col) =>
        notNull ? col.notNull().defaultTo(column === 'billable' ? 1 : 0) : col,
      )
      .execute();
  }
  // Time logged before rates existed is priced once here; from now on the portal keeps it priced.
  for (const kind of ['bill', 'cost'] as const) {
    await sql`update time_entries set ${sql.ref(`${kind}_rate_minor`)} = coalesce((
        select r.amount_minor from rates r
        where r.tenant_id = time_entries.tenant_id and r.kind = ${kind} and r.valid_from <= time_entries.date
          and (r.user_id = time_entries.user_id or r.user_id is null)
          and (r.project_id = time_entries.project_id or r.project_id is null)
        order by (case when r.user_id is null then 0 else 2 end) + (case when r.project_id is null then 0 else 1 end) desc,
          r.valid_from desc
        limit 1), 0)
      where exists (select 1 from rates r where r.tenant_id = time_entries.tenant_id)`.execute(db);
  }
  await sql`update projects set
      bill_centi_minor = coalesce((select sum(e.centihours * e.bill_rate_minor) from time_entries e
        where e.tenant_id = projects.tenant_id and e.project_id = projects.id), 0),
      cost_centi_minor = coalesce((select sum(e.centihours * e.cost_rate_minor) from time_entries e
        where e.tenant_id = projects.tenant_id and e.project_id = projects.id), 0)
    where exists (select 1 from rates r where r.tenant_id = projects.tenant_id)`.execute(db);
  // How an entry's rates are found again when a rate of its person or project changes.
  await db.schema
    .createIndex('time_entries_project_date_idx')
    .on('time_entries')
    .columns(['tenant_id', 'project_id', 'date'])
    .execute();

  // One row per alert sent: a project, what was measured (hours or money), the threshold, the
  // period ('total' or the month yyyy-MM) and the estimate or budget it was measured against, so
  // that a raised estimate arms the alerts again and no instance sends one twice.
  await db.schema
    .createTable('budget_alerts')
    .addColumn('tenant_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('project_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('measure', 'varchar(8)', (col) => col.notNull())
    .addColumn('threshold', 'integer', (col) => col.notNull())
    .addColumn('period', 'varchar(8)', (col) => col.notNull())
    .addColumn('limit_value', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('budget_alerts_pkey', [
      'tenant_id',
      'project_id',
      'measure',
      'threshold',
      'period',
      'limit_value',
    ])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const visible = sql`tenant_id = current_setting('app.tenant_id', true) or current_setting('app.tenant_id', true) = '*'`;
    await sql`alter table budget_alerts enable row level security`.execute(db);
    await sql`create policy tenant_isolation on budget_alerts using (${visible}) with check (${visible})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('budget_alerts').execute();
  await db.schema.dropIndex('time_entries_project_date_idx').execute();
  for (const column of [
    'billable',
    'color',
    'budget_period',
    'budget_minor',
    'bill_centi_minor',
    'cost_centi_minor',
  ]) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
  await db.schema.alterTable('tasks').dropColumn('billable').execute();
  for (const column of ['billable', 'bill_rate_minor', 'cost_rate_minor']) {
    await db.schema.alterTable('time_entries').dropColumn(column).execute();
  }
}
