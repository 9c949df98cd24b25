import crypto from 'node:crypto';
import { api, type Rate, type SetRateBody } from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { findActiveProject } from '../projects/projects.service.ts';
import { getSettings, maySeeMoney, seesMoney } from '../settings/settings.service.ts';
import { userExists } from '../users/users.service.ts';
import { repriceEntries } from '../timesheet/entry-pricing.ts';
import { alertBudgets } from '../projects/budget-alerts.ts';
import { presentRate } from './rates.presenter.ts';
import * as repository from './rates.repository.ts';

/** Rates are money: a Manager handles them only where the tenant lets Managers see money. */
async function checkMaySeeMoney(db: Db, caller: Caller): Promise<void> {
  if (!(await maySeeMoney(db, caller))) throw refuse(403, 'money-not-shown');
}

/** One writer of a tenant's rates at a time, so that two settings of one level and day make one rate. */
const lockRates = (trx: Db, tenantId: string) => lockKey(trx, `rates:${tenantId}`);

export async function listRates(db: Db, caller: Caller): Promise<{ currency: string; rates: Rate[] }> {
  const settings = await getSettings(db, caller);
  if (!seesMoney(caller, settings)) throw refuse(403, 'money-not-shown');
  return {
    currency: settings.currency,
    rates: (await repository.listRates(db, caller.tenantId)).map(presentRate),
  };
}

/**
 * Sets the rate of a kind and level from a day on; the same kind, level and day again changes its
 * amount. The time it applies to is priced again in the same transaction. The person must be the tenant's (404) and the project one of its live projects (404).
 */
export async function setRate(
  db: Db,
  caller: Caller,
  rate: Omit<z.output<typeof SetRateBody>, 'tenantId'>,
): Promise<string> {
  await checkMaySeeMoney(db, caller);
  if (rate.userId !== null && !(await userExists(db, caller.tenantId, rate.userId))) {
    throw refuse(404, 'user-not-found');
  }
  if (rate.projectId !== null && !(await findActiveProject(db, caller.tenantId, rate.projectId))) {
    throw refuse(404, 'project-not-found');
  }
  return db.transaction().execute(async (trx) => {
    await lockRates(trx, caller.tenantId);
    const stamp = { updated_by: caller.userId, updated_at: new Date().toISOString() };
    const existing = await repository.findRateAt(trx, caller.tenantId, rate);
    const id = existing?.id ?? crypto.randomUUID();
    if (existing)
      await repository.setAmount(trx, caller.tenantId, id, { amount_minor: rate.amount, ...stamp });
    else {
      await repository.insertRate(trx, {
        tenant_id: caller.tenantId,
        id,
        kind: rate.kind,
        user_id: rate.userId,
        project_id: rate.projectId,
        valid_from: rate.validFrom,
        amount_minor: rate.amount,
        ...stamp,
      });
    }
    await repriceEntries(trx, caller.tenantId, {
      from: rate.validFrom,
      userId: rate.userId,
      projectId: rate.projectId,
    });
    await alertBudgets(trx, caller.tenantId, 'all');
    await audit.record(trx, caller, api.rates.setRate, id);
    return id;
  });
}

/** Deletes a rate of the tenant's (404 otherwise): the one before it at its level applies again. */
export async function deleteRate(db: Db, caller: Caller, rateId: string): Promise<void> {
  await checkMaySeeMoney(db, caller);
  await db.transaction().execute(async (trx) => {
    await lockRates(trx, caller.tenantId);
    const gone = await repository.deleteRate(trx, caller.tenantId, rateId);
    if (!gone) throw refuse(404, 'rate-not-found');
    await repriceEntries(trx, caller.tenantId, {
      from: gone.valid_from,
      userId: gone.user_id,
      projectId: gone.project_id,
    });
    await audit.record(trx, caller, api.rates.deleteRate, rateId);
  });
}
