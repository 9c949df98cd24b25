import type { RateKind } from '@portal/contract';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { sumEntryMonths } from './entry-months.ts';
import { billOfEntry, costOfEntry } from './entry-value.ts';

/** Where an entry's rate is looked up: its tenant, person, project and day, as SQL. */
interface RateSubject {
  tenantId: RawBuilder<string>;
  userId: RawBuilder<string>;
  projectId: Expression<string>;
  date: RawBuilder<string>;
}

/**
 * The rate of `kind` time of a person on a project and day is worth: of the rates valid on the
 * day, those of the most specific level (person on project, person, project, tenant), the latest
 * of them; 0 without one. Each level is one seek of `rates_lookup_idx`, where one ordered scan of
 * every matching level read all of the tenant's rates of the kind: 0.35 ms against 2.5 µs a
 * lookup for a tenant of 1,570 rates on SQLite.
 */
const rateOf = (kind: RateKind, at: RateSubject) => {
  const latestOf = (user: RawBuilder<unknown>, project: RawBuilder<unknown>) => sql<number>`(
    select r.amount_minor from rates r
    where r.tenant_id = ${at.tenantId} and r.kind = ${kind} and ${user} and ${project}
      and r.valid_from <= ${at.date}
    order by r.valid_from desc
    limit 1)`;
  const person = sql`r.user_id = ${at.userId}`;
  const anyPerson = sql`r.user_id is null`;
  const project = sql`r.project_id = ${at.projectId}`;
  const anyProject = sql`r.project_id is null`;
  return sql<number>`coalesce(${latestOf(person, project)}, ${latestOf(person, anyProject)},
    ${latestOf(anyPerson, project)}, ${latestOf(anyPerson, anyProject)}, 0)`;
};

export type NewEntry = {
  tenant_id: string;
  user_id: string;
  /** The project's id, or the SQL that finds it (the task's project). */
  project_id: string | Expression<string>;
  task_id: string;
  date: string;
};

/** How a new entry is priced, as stored in its row. */
export interface EntryPrice {
  billable: number;
  bill_rate_minor: number;
  cost_rate_minor: number;
}

/**
 * What new time on a task is worth and whether it is billable (its task's choice, else its
 * project's), as SQL: read by the statement that checks the entry's day (`dayUnderChange`), so
 * that the entry's insert and the running totals it moves go in one statement.
 */
export function priceOf(entry: NewEntry) {
  const billable = sql<number>`(select coalesce(t.billable, p.billable) from tasks t
    inner join projects p on p.tenant_id = t.tenant_id and p.id = t.project_id
    where t.tenant_id = ${entry.tenant_id} and t.id = ${entry.task_id})`;
  return { billable, ...ratesOf(entry) };
}

/**
 * The rates a new entry is priced at, as SQL to store in its row: looked up by the store while it
 * inserts the entry, so that entries stored many at once are priced in the same statement.
 */
export function ratesOf(entry: Omit<NewEntry, 'task_id'>) {
  const at: RateSubject = {
    tenantId: sql.val(entry.tenant_id),
    userId: sql.val(entry.user_id),
    projectId: typeof entry.project_id === 'string' ? sql.val(entry.project_id) : entry.project_id,
    date: sql.val(entry.date),
  };
  return { bill_rate_minor: rateOf('bill', at), cost_rate_minor: rateOf('cost', at) };
}

/** Entries whose price a rate change may change: from its day on, of its person and project if it names them. */
export interface RepriceScope {
  from: string;
  userId: string | null;
  projectId: string | null;
}

/**
 * Prices again, at the rates now stored, the tenant's entries a rate change touches, then sets the
 * projects' running sums and the touched months' sums from their entries. Run it in the rate
 * change's transaction.
 */
export async function repriceEntries(db: Db, tenantId: string, scope: RepriceScope): Promise<void> {
  const at: RateSubject = {
    tenantId: sql.ref('e.tenant_id'),
    userId: sql.ref('e.user_id'),
    projectId: sql.ref('e.project_id'),
    date: sql.ref('e.date'),
  };
  await db
    .updateTable('time_entries as e')
    .set({ bill_rate_minor: rateOf('bill', at), cost_rate_minor: rateOf('cost', at) })
    .where('e.tenant_id', '=', tenantId)
    .where('e.date', '>=', scope.from)
    .$if(scope.userId !== null, (q) => q.where('e.user_id', '=', scope.userId!))
    .$if(scope.projectId !== null, (q) => q.where('e.project_id', '=', scope.projectId!))
    .execute();
  const sumOf = (value: RawBuilder<number>) =>
    sql<number>`coalesce((select sum(${value}) from time_entries e
      where e.tenant_id = projects.tenant_id and e.project_id = projects.id), 0)`;
  await db
    .updateTable('projects')
    .set({
      bill_centi_minor: sumOf(billOfEntry),
      cost_centi_minor: sumOf(costOfEntry),
    })
    .where('tenant_id', '=', tenantId)
    .$if(scope.projectId !== null, (q) => q.where('id', '=', scope.projectId!))
    .execute();
  await sumEntryMonths(db, tenantId, scope);
}
