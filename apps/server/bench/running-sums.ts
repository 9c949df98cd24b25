import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, TimeEntryTable } from '../src/db/schema.ts';
import type { Db } from '../src/db/dialect.ts';
import { sumEntryMonths } from '../src/modules/timesheet/entry-months.ts';
import { billOfEntry, costOfEntry } from '../src/modules/timesheet/entry-value.ts';

/**
 * Sets every bench project's and task's running sums (hours; at the bill rate, of billable time;
 * at the cost rate) and the months' sums (`entry_months`) from their entries, by the portal's formulas (entry-pricing.ts, track in
 * timesheet.repository.ts), in two grouped statements: for stores written behind the services'
 * backs, where recomputeTrackedHours's update per project and task would take minutes.
 */
export async function setRunningSums(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`update projects set tracked_centihours = 0, bill_centi_minor = 0, cost_centi_minor = 0
      where tenant_id like 'bench-%'`.execute(trx);
    await sql`update projects set tracked_centihours = s.hours, bill_centi_minor = s.bill, cost_centi_minor = s.cost
      from (
        select e.tenant_id, e.project_id, sum(e.centihours) as hours,
          sum(${billOfEntry}) as bill, sum(${costOfEntry}) as cost
        from time_entries e where e.tenant_id like 'bench-%' group by e.tenant_id, e.project_id
      ) s
      where projects.tenant_id = s.tenant_id and projects.id = s.project_id`.execute(trx);
    await sql`update tasks set tracked_centihours = 0 where tenant_id like 'bench-%'`.execute(trx);
    await sql`update tasks set tracked_centihours = s.hours
      from (
        select tenant_id, task_id, sum(centihours) as hours
        from time_entries where tenant_id like 'bench-%' group by tenant_id, task_id
      ) s
      where tasks.tenant_id = s.tenant_id and tasks.id = s.task_id`.execute(trx);
    const tenants = await sql<{ id: string }>`select id from tenants where id like 'bench-%'`.execute(trx);
    for (const { id } of tenants.rows) {
      await sumEntryMonths(trx, id, { from: '0000-01-01', userId: null, projectId: null });
    }
  });
}

/**
 * Deletes the entries `which` selects and takes their hours and amounts back from their projects'
 * and tasks' running sums, then sets the months' sums again from their first month on. Rewriting
 * every sum after each benchmark's writes left PostgreSQL half a million dead rows per run, which
 * the runs after it read through.
 */
export async function deleteEntriesWithSums(
  db: Db,
  which: (eb: ExpressionBuilder<Database & { e: TimeEntryTable }, 'e'>) => Expression<SqlBool>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const sums = await trx
      .selectFrom('time_entries as e')
      .where(which)
      .select([
        'e.tenant_id',
        'e.project_id',
        'e.task_id',
        sql<number>`sum(e.centihours)`.as('hours'),
        sql<number>`sum(${billOfEntry})`.as('bill'),
        sql<number>`sum(${costOfEntry})`.as('cost'),
        sql<string>`min(e.date)`.as('from'),
      ])
      .groupBy(['e.tenant_id', 'e.project_id', 'e.task_id'])
      .execute();
    if (sums.length === 0) return 0;
    const { numDeletedRows } = await trx
      .deleteFrom('time_entries as e')
      .where(which)
      .executeTakeFirstOrThrow();
    for (const sum of sums) {
      await sql`update projects set tracked_centihours = tracked_centihours - ${sum.hours},
          bill_centi_minor = bill_centi_minor - ${sum.bill}, cost_centi_minor = cost_centi_minor - ${sum.cost}
        where tenant_id = ${sum.tenant_id} and id = ${sum.project_id}`.execute(trx);
      await sql`update tasks set tracked_centihours = tracked_centihours - ${sum.hours}
        where tenant_id = ${sum.tenant_id} and id = ${sum.task_id}`.execute(trx);
      await sumEntryMonths(trx, sum.tenant_id, { from: sum.from, userId: null, projectId: sum.project_id });
    }
    return Number(numDeletedRows);
  });
}
