import { sql, type Expression, type Insertable, type RawBuilder } from 'kysely';
import { isPostgres, runLocking } from '../../db/locks.ts';
import type { Db } from '../../db/dialect.ts';
import type { TimerTable } from '../../db/schema.ts';

export function findTimer(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('timers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertTimer(db: Db, timer: Insertable<TimerTable>): Promise<void> {
  await db.insertInto('timers').values(timer).execute();
}

/**
 * Removes the user's timer and answers it, if there was one: a stop reads and removes it at once.
 * On PostgreSQL the same statement takes the lock `lockWeekOf` names for the timer's date, and
 * may open its transaction (`runLocking`).
 */
export async function takeTimer(
  db: Db,
  tenantId: string,
  userId: string,
  lockWeekOf: (date: Expression<string>) => RawBuilder<unknown>,
) {
  const taking = (creator: Db) =>
    creator.deleteFrom('timers').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
  if (!isPostgres(db)) return taking(db).returningAll().executeTakeFirst();
  const [taken] = await runLocking(
    db,
    db
      .with('taken', () => taking(db).returningAll())
      .selectFrom('taken')
      .selectAll()
      .select(lockWeekOf(sql.ref('taken.date')).as('week_locked')),
  );
  return taken;
}

/** Removes the user's timer; answers whether there was one. */
export async function deleteTimer(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('timers')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
