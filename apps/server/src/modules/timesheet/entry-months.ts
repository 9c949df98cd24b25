import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { EntryMonthTable } from '../../db/schema.ts';
import { billOfEntry, costOfEntry } from './entry-value.ts';

// The entries' sums per person, project, month and billable flag (`entry_months`), which reports
// over whole months read instead of the entries: moved by each change of an entry, set again from
// the entries after a rate change or a bulk load.

/** Which entries' months to set again: from `from`'s month on, of its person and project if it names them. */
export interface EntryMonthScope {
  from: string;
  userId: string | null;
  projectId: string | null;
}

/** Rows one upsert takes: well within every store's limit of bound values. */
const UPSERT_CHUNK = 500;

/**
 * The statements that add entries' hours and amounts (negative to take them away) to their months'
 * rows, one row per month, person, project and billable flag at most, UPSERT_CHUNK rows a
 * statement: run them in the change's transaction, alone or within another statement.
 */
export function entryMonthsUpserts(db: Db, changes: readonly Insertable<EntryMonthTable>[]) {
  const upserts = [];
  for (let start = 0; start < changes.length; start += UPSERT_CHUNK) {
    upserts.push(
      db
        .insertInto('entry_months')
        .values(changes.slice(start, start + UPSERT_CHUNK))
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'month', 'user_id', 'project_id', 'billable']).doUpdateSet((eb) => ({
            centihours: eb('entry_months.centihours', '+', eb.ref('excluded.centihours')),
            bill_centi_minor: eb('entry_months.bill_centi_minor', '+', eb.ref('excluded.bill_centi_minor')),
            cost_centi_minor: eb('entry_months.cost_centi_minor', '+', eb.ref('excluded.cost_centi_minor')),
          })),
        ),
    );
  }
  return upserts;
}

/**
 * Sets the tenant's `entry_months` from its entries, of the months from `scope.from`'s on, of its
 * person and project if it names them: after a rate change, or a store loaded in bulk.
 */
export async function sumEntryMonths(db: Db, tenantId: string, scope: EntryMonthScope): Promise<void> {
  const month = scope.from.slice(0, 7);
  await db
    .deleteFrom('entry_months')
    .where('tenant_id', '=', tenantId)
    .where('month', '>=', month)
    .$if(scope.userId !== null, (q) => q.where('user_id', '=', scope.userId!))
    .$if(scope.projectId !== null, (q) => q.where('project_id', '=', scope.projectId!))
    .execute();
  const entryMonth = sql<string>`substr(e.date, 1, 7)`;
  await db
    .insertInto('entry_months')
    .columns([
      'tenant_id',
      'user_id',
      'project_id',
      'month',
      'billable',
      'centihours',
      'bill_centi_minor',
      'cost_centi_minor',
    ])
    .expression((eb) =>
      eb
        .selectFrom('time_entries as e')
        .select([
          'e.tenant_id',
          'e.user_id',
          'e.project_id',
          entryMonth.as('month'),
          'e.billable',
          sql<number>`sum(e.centihours)`.as('centihours'),
          sql<number>`sum(${billOfEntry})`.as('bill_centi_minor'),
          sql<number>`sum(${costOfEntry})`.as('cost_centi_minor'),
        ])
        .where('e.tenant_id', '=', tenantId)
        .where('e.date', '>=', `${month}-01`)
        .$if(scope.userId !== null, (q) => q.where('e.user_id', '=', scope.userId!))
        .$if(scope.projectId !== null, (q) => q.where('e.project_id', '=', scope.projectId!))
        .groupBy(['e.tenant_id', 'e.user_id', 'e.project_id', entryMonth, 'e.billable']),
    )
    .execute();
}
