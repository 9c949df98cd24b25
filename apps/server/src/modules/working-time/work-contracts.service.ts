import {
  api,
  MAX_CALENDAR_DATE,
  MAX_WORK_CONTRACTS,
  refusalMonth,
  type GetWorkContractsAnswer,
  type SetWorkContractBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { toCentihours } from '../../lib/centihours.ts';
import * as audit from '../audit/audit.service.ts';
import { presentContract, presentDefaults } from './working-time.presenter.ts';
import * as repository from './working-time.repository.ts';
import { mayDealWith, tenantBasis, visiblePerson } from './working-time.service.ts';

export async function getWorkContracts(
  db: Db,
  caller: Caller,
  userId: string,
): Promise<Omit<GetWorkContractsAnswer, 'result'>> {
  await visiblePerson(db, caller, userId);
  const [contracts, tenant] = await Promise.all([
    repository.listContracts(db, caller.tenantId, userId),
    tenantBasis(db, caller.tenantId),
  ]);
  return { data: contracts.map(presentContract), defaults: presentDefaults(tenant.defaults) };
}

/**
 * Saves a person's contract from its date on. Admins for anyone, Managers for role User. Its date
 * may not lie in or before a closed month: the contract would change what the closed month counted.
 */
export async function setWorkContract(
  db: Db,
  caller: Caller,
  body: Omit<z.output<typeof SetWorkContractBody>, 'tenantId'>,
): Promise<void> {
  const person = await repository.findPerson(db, caller.tenantId, body.userId);
  if (!person) throw refuse(404, 'user-not-found');
  if (!mayDealWith(caller, person, { own: false })) throw refuse(403, 'forbidden');
  await db.transaction().execute(async (trx) => {
    const [closed] = await repository.closedMonthsBetween(
      trx,
      caller.tenantId,
      person.id,
      body.validFrom.slice(0, 7),
      MAX_CALENDAR_DATE.slice(0, 7),
    );
    if (closed) throw refuse(409, 'month-closed', { month: refusalMonth(closed.month) });
    const existing = await repository.listContracts(trx, caller.tenantId, person.id);
    if (
      existing.length >= MAX_WORK_CONTRACTS &&
      !existing.some((contract) => contract.valid_from === body.validFrom)
    ) {
      throw refuse(409, 'work-contracts-limit', { max: MAX_WORK_CONTRACTS });
    }
    await repository.saveContract(trx, {
      tenant_id: caller.tenantId,
      user_id: person.id,
      valid_from: body.validFrom,
      hours_per_weekday: body.hoursPerWeekday.map(toCentihours).join(','),
      vacation_half_days: Math.round(body.vacationDays * 2),
      carry_over: body.carryOver ? 1 : 0,
      carry_over_expires: body.carryOverExpires,
      saved_by: caller.userId,
      saved_at: new Date().toISOString(),
    });
    await audit.record(trx, caller, api.workingTime.setWorkContract, `${person.id}:${body.validFrom}`);
  });
}
