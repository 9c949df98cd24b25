import { api, refusalMonth } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { monthEndOf } from './account.ts';
import * as repository from './working-time.repository.ts';
import { accountOf, mayDealWith, tenantBasis, type Person } from './working-time.service.ts';

/**
 * Closes a month that has ended in the tenant's time zone: for one person (Managers for role
 * User), or for every active person whose month is still open. Each keeps the running balance at
 * the month's end as computed now; later balances start from it.
 */
export async function closeMonth(
  db: Db,
  caller: Caller,
  { month, userId }: { month: string; userId?: string | undefined },
): Promise<void> {
  const params = { month: refusalMonth(month) };
  const monthEnd = monthEndOf(month);
  await db.transaction().execute(async (trx) => {
    const tenant = await tenantBasis(trx, caller.tenantId);
    if (monthEnd >= tenant.today) throw refuse(409, 'month-not-ended', params);
    let people: Person[];
    const closed = await repository.closedMonthOwners(trx, caller.tenantId, month);
    if (userId !== undefined) {
      const person = await repository.findPerson(trx, caller.tenantId, userId);
      if (!person) throw refuse(404, 'user-not-found');
      if (!mayDealWith(caller, person, { own: false })) throw refuse(403, 'forbidden');
      if (closed.has(person.id)) throw refuse(409, 'month-already-closed', params);
      people = [person];
    } else {
      people = (await repository.listPeople(trx, caller.tenantId)).filter((person) => !closed.has(person.id));
      if (people.length === 0) throw refuse(409, 'month-closed-for-everyone', params);
    }
    const closedAt = new Date().toISOString();
    const rows = [];
    for (const person of people) {
      const { figures } = await accountOf(trx, caller.tenantId, tenant, person, `${month}-01`, monthEnd);
      rows.push({
        tenant_id: caller.tenantId,
        user_id: person.id,
        month,
        closing_balance_centihours: figures.closingBalance,
        closed_by: caller.userId,
        closed_at: closedAt,
      });
    }
    await repository.insertClosedMonths(trx, rows);
    await audit.record(
      trx,
      caller,
      api.workingTime.closeMonth,
      userId === undefined ? month : `${userId}:${month}`,
    );
  });
}

/** Reopens a month for one person, or for everyone it was closed for. Admins. */
export async function reopenMonth(
  db: Db,
  caller: Caller,
  { month, userId }: { month: string; userId?: string | undefined },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (userId !== undefined && !(await repository.findPerson(trx, caller.tenantId, userId))) {
      throw refuse(404, 'user-not-found');
    }
    const reopened = await repository.deleteClosedMonths(trx, caller.tenantId, month, userId);
    if (reopened === 0) throw refuse(409, 'month-not-closed', { month: refusalMonth(month) });
    await audit.record(
      trx,
      caller,
      api.workingTime.reopenMonth,
      userId === undefined ? month : `${userId}:${month}`,
    );
  });
}
