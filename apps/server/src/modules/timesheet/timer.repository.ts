import type { Insertable } from 'kysely';
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

/** Removes the user's timer and answers it, if there was one: a stop reads and removes it at once. */
export function takeTimer(db: Db, tenantId: string, userId: string) {
  return db
    .deleteFrom('timers')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
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
