import type { Insertable } from 'kysely';

import { compiledOnce } from '../../db/compiled-query.ts';
import type { Db } from '../../db/dialect.ts';
import type { WeekTransitionTable } from '../../db/schema.ts';

// Read by the Overview and by every change of an entry: compiled once.
const weekOfUser = compiledOnce((db: Db, tenantId: string, userId: string, weekStart: string) =>
  db
    .selectFrom('week_statuses as w')
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'w.tenant_id').onRef('u.id', '=', 'w.updated_by'),
    )
    .select([
      'w.user_id',
      'w.week_start',
      'w.status',
      'w.reason',
      'w.updated_at',
      'u.name as updated_by_name',
    ])
    .where('w.tenant_id', '=', tenantId)
    .where('w.user_id', '=', userId)
    .where('w.week_start', '=', weekStart),
);

/** The stored state of one user's week, or undefined while it is Open and untouched. */
export async function findWeek(db: Db, tenantId: string, userId: string, weekStart: string) {
  const [week] = await weekOfUser(db, tenantId, userId, weekStart);
  return week;
}

/** The stored states of one user's weeks. */
/** The stored states of a user's weeks: those starting on `weekStarts`, or all of them. */
export function listWeeksOfUser(db: Db, tenantId: string, userId: string, weekStarts?: string[]) {
  return db
    .selectFrom('week_statuses')
    .select(['week_start', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .$if(weekStarts !== undefined, (query) => query.where('week_start', 'in', weekStarts!))
    .execute();
}

/** The stored states of every user's week starting on `weekStart`. */
export function listWeeks(db: Db, tenantId: string, weekStart: string) {
  return db
    .selectFrom('week_statuses')
    .select(['user_id', 'status', 'reason'])
    .where('tenant_id', '=', tenantId)
    .where('week_start', '=', weekStart)
    .execute();
}

/** Sets a week's status and records the transition, in the caller's transaction. */
export async function recordTransition(db: Db, transition: Insertable<WeekTransitionTable>): Promise<void> {
  const row = {
    tenant_id: transition.tenant_id,
    user_id: transition.user_id,
    week_start: transition.week_start,
    status: transition.to_status,
    reason: transition.reason ?? null,
    updated_by: transition.actor_id,
    updated_at: transition.at,
  };
  await db
    .insertInto('week_statuses')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'user_id', 'week_start']).doUpdateSet({
        status: row.status,
        reason: row.reason,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
  await db.insertInto('week_transitions').values(transition).execute();
}

export function listTransitions(db: Db, tenantId: string, userId: string, weekStart: string) {
  return db
    .selectFrom('week_transitions as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.actor_id'),
    )
    .select(['t.from_status', 't.to_status', 't.reason', 't.at', 'u.name as actor_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.user_id', '=', userId)
    .where('t.week_start', '=', weekStart)
    .orderBy('t.at')
    .orderBy('t.id')
    .execute();
}

export async function countEntriesInWeek(
  db: Db,
  tenantId: string,
  userId: string,
  weekStart: string,
  weekEnd: string,
) {
  const row = await db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('date', '>=', weekStart)
    .where('date', '<=', weekEnd)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
