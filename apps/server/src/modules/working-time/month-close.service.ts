import { api, monthLabel } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
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
  const label = monthLabel(month);
  const monthEnd = monthEndOf(month);
  await db.transaction().execute(async (trx) => {
    const tenant = await tenantBasis(trx, caller.tenantId);
    if (monthEnd >= tenant.today) throw Conflict(`${label} has not ended yet`);
    let people: Person[];
    const closed = await repository.closedMonthOwners(trx, caller.tenantId, month);
    if (userId !== undefined) {
      const person = await repository.findPerson(trx, caller.tenantId, userId);
      if (!person) throw NotFound('User not found');
      if (!mayDealWith(caller, person, { own: false })) throw Forbidden();
      if (closed.has(person.id)) throw Conflict(`${label} is already closed`);
      people = [person];
    } else {
      people = (await repository.listPeople(trx, caller.tenantId)).filter((person) => !closed.has(person.id));
      if (people.length === 0) throw Conflict(`${label} is already closed for everyone`);
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
  const label = monthLabel(month);
  await db.transaction().execute(async (trx) => {
    if (userId !== undefined && !(await repository.findPerson(trx, caller.tenantId, userId))) {
      throw NotFound('User not found');
    }
    const reopened = await repository.deleteClosedMonths(trx, caller.tenantId, month, userId);
    if (reopened === 0) throw Conflict(`${label} is not closed`);
    await audit.record(
      trx,
      caller,
      api.workingTime.reopenMonth,
      userId === undefined ? month : `${userId}:${month}`,
    );
  });
}
