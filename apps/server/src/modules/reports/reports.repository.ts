import type { ReportGrouping, WeekStatus } from '@portal/contract';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { monthSql, weekStartSql } from '../../db/sql-dates.ts';

/** What a report sums: the entries of a period, narrowed by each list given. */
export interface SummaryQuery {
  from: string;
  to: string;
  groupBy: readonly ReportGrouping[];
  userIds?: readonly string[] | undefined;
  projectIds?: readonly string[] | undefined;
  taskIds?: readonly string[] | undefined;
  clientIds?: readonly string[] | undefined;
  billable?: boolean | undefined;
  weekStatuses?: readonly WeekStatus[] | undefined;
  /** Also sums each group's hours at their bill and cost rates. */
  priced?: boolean;
}

/**
 * One group's sum: `key0` and, for users, projects and tasks, `label0` for the first level; `key1`
 * and `label1` for the second. Hundredths of an hour, which PostgreSQL's sum gives as text.
 */
export interface SummaryRow {
  [key: `key${number}`]: string;
  [label: `label${number}`]: string | undefined;
  centihours: number | string;
  billable_centihours: number | string;
  /** With `priced`: hundredths of an hour times the rate of each, summed (100 times the amount). */
  bill_centi_minor?: number | string | null;
  cost_centi_minor?: number | string | null;
}

const entryDate = sql.ref<string>('e.date');

/** The groupings whose keys are ids of named things. */
type NamedGrouping = 'user' | 'project' | 'task' | 'client';
export const isNamedGrouping = (by: ReportGrouping): by is NamedGrouping =>
  by === 'user' || by === 'project' || by === 'task' || by === 'client';

/** The group key of each grouping; periods are computed from the entry's date. */
function groupKey(db: Db, by: ReportGrouping): RawBuilder<string> {
  switch (by) {
    case 'user':
      return sql.ref('e.user_id');
    case 'project':
      return sql.ref('e.project_id');
    case 'task':
      return sql.ref('e.task_id');
    case 'day':
      return sql<string>`${entryDate}`;
    case 'week':
      return weekStartSql(db, entryDate);
    case 'month':
      return monthSql(entryDate);
    // Entries are summed per project, and the projects' sums per client (see sumHours).
    case 'client':
      return sql.ref('e.project_id');
  }
}

/** The names of some of the tenant's users, projects, tasks or clients (deleted ones too), by id. */
async function namesOf(
  db: Db,
  tenantId: string,
  by: NamedGrouping,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    by === 'client'
      ? await db
          .selectFrom('clients')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute()
      : by === 'task'
        ? await db
            .selectFrom('tasks')
            .select(['id', 'title as name'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute()
        : await db
            .selectFrom(by === 'user' ? 'users' : 'projects')
            .select(['id', 'name'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The hours of a period per group, summed by the database in one grouped query that the
 * (tenant_id, date) or, for some users, (tenant_id, user_id, date) index serves. The entries are
 * summed by id and the few groups named afterwards: joining names to every entry cost several
 * times the sum. By client, the entries are summed per project and those few sums per the
 * project's client, as a project has one: looking each entry's client up took a year's report
 * by client → project 1.7 times as long on SQLite and 2.3 times on PostgreSQL. Deleted projects and tasks keep their
 * names and their time.
 */
export async function sumHours(db: Db, tenantId: string, query: SummaryQuery): Promise<SummaryRow[]> {
  const keys = query.groupBy.map((by) => groupKey(db, by));
  const { userIds, projectIds, taskIds, clientIds, weekStatuses } = query;
  const entrySums = db
    .selectFrom('time_entries as e')
    // A week without a row is Open.
    .$if(weekStatuses !== undefined, (q) =>
      q
        .leftJoin('week_statuses as w', (join) =>
          join
            .onRef('w.tenant_id', '=', 'e.tenant_id')
            .onRef('w.user_id', '=', 'e.user_id')
            .on('w.week_start', '=', weekStartSql(db, entryDate)),
        )
        .where(sql<string>`coalesce(${sql.ref('w.status')}, ${'Open'})`, 'in', weekStatuses!),
    )
    .select(keys.map((key, level) => key.as(`key${level}`)))
    .select((eb) => eb.fn.sum<number | string>('e.centihours').as('centihours'))
    .select(sql<string>`sum(e.centihours * e.billable)`.as('billable_centihours'))
    .$if(query.priced === true, (q) =>
      q.select([
        sql<string>`sum(e.centihours * e.bill_rate_minor * e.billable)`.as('bill_centi_minor'),
        sql<string>`sum(e.centihours * e.cost_rate_minor)`.as('cost_centi_minor'),
      ]),
    )
    .where('e.tenant_id', '=', tenantId)
    .where('e.date', '>=', query.from)
    .where('e.date', '<=', query.to)
    .$if(userIds !== undefined, (q) => q.where('e.user_id', 'in', userIds!))
    .$if(projectIds !== undefined, (q) => q.where('e.project_id', 'in', projectIds!))
    .$if(taskIds !== undefined, (q) => q.where('e.task_id', 'in', taskIds!))
    .$if(query.billable !== undefined, (q) => q.where('e.billable', '=', query.billable ? 1 : 0))
    .$if(clientIds !== undefined, (q) =>
      q.where('e.project_id', 'in', (eb) =>
        eb
          .selectFrom('projects as p')
          .select('p.id')
          .where('p.tenant_id', '=', tenantId)
          .where('p.client_id', 'in', clientIds!),
      ),
    )
    .groupBy(keys);
  const sums = (
    query.groupBy.includes('client')
      ? (await byClient(entrySums, tenantId, query).execute(db)).rows
      : await entrySums.execute()
  ) as SummaryRow[];
  for (const [level, by] of query.groupBy.entries()) {
    if (!isNamedGrouping(by)) continue;
    const ids = [...new Set(sums.map((row) => row[`key${level}`]!))].filter((id) => id !== '');
    const names = await namesOf(db, tenantId, by, ids);
    for (const row of sums) row[`label${level}`] = names.get(row[`key${level}`]!) ?? '';
  }
  return sums;
}

/**
 * `entrySums`, whose key at the client's level is a project, added up per the project's client
 * ('' for none); the other keys stay.
 */
function byClient(entrySums: Expression<unknown>, tenantId: string, query: SummaryQuery) {
  const clientLevel = query.groupBy.indexOf('client');
  const keys = query.groupBy.map((_, level) =>
    level === clientLevel ? sql`coalesce(p.client_id, '')` : sql.ref(`s.key${level}`),
  );
  const project = sql.ref(`s.key${clientLevel}`);
  const sums = [
    'centihours',
    'billable_centihours',
    ...(query.priced === true ? ['bill_centi_minor', 'cost_centi_minor'] : []),
  ];
  return sql<SummaryRow>`select ${sql.join(keys.map((key, level) => sql`${key} as ${sql.ref(`key${level}`)}`))},
      ${sql.join(sums.map((sum) => sql`sum(${sql.ref(`s.${sum}`)}) as ${sql.ref(sum)}`))}
    from (${entrySums}) as s
    left join projects p on p.tenant_id = ${tenantId} and p.id = ${project}
    group by ${sql.join(keys)}`;
}

/** Which of `ids` name a row of `table` in the tenant, deleted projects and tasks included. */
export async function existingIds(
  db: Db,
  tenantId: string,
  table: 'users' | 'projects' | 'tasks' | 'clients',
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}
