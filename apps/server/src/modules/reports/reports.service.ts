import type { ParsedInputOf, RefusalCode, ReportSummaryAnswer, api } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { toHours } from '../../lib/centihours.ts';
import { getSettings, seesMoney } from '../settings/settings.service.ts';
import { inKeyOrder } from './report-order.ts';
import { presentReportRow } from './reports.presenter.ts';
import * as repository from './reports.repository.ts';

type SummaryBody = Omit<ParsedInputOf<typeof api.reports.summary>, 'tenantId'>;

/** Refuses a filter naming an id that is not the tenant's: another tenant's ids look missing. */
async function assertExist(
  db: Db,
  tenantId: string,
  table: 'users' | 'projects' | 'tasks' | 'clients',
  ids: readonly string[] | undefined,
  missing: RefusalCode,
) {
  if (!ids) return;
  const found = await repository.existingIds(db, tenantId, table, ids);
  if (ids.some((id) => !found.has(id))) throw refuse(404, missing);
}

/**
 * Hours of a period per group, and their total. A role User's report holds only their own
 * entries; naming anyone else is refused, not quietly left out.
 */
export async function summarize(db: Db, caller: Caller, body: SummaryBody): Promise<ReportSummaryAnswer> {
  const filters = body.filters ?? {};
  let { userIds } = filters;
  if (caller.role === 'User') {
    if (userIds?.some((id) => id !== caller.userId)) throw refuse(403, 'report-own-time-only');
    userIds = [caller.userId];
  } else {
    await assertExist(db, caller.tenantId, 'users', userIds, 'user-not-found');
  }
  await assertExist(db, caller.tenantId, 'projects', filters.projectIds, 'project-not-found');
  await assertExist(db, caller.tenantId, 'tasks', filters.taskIds, 'task-not-found');
  await assertExist(db, caller.tenantId, 'clients', filters.clientIds, 'client-not-found');

  // Money is summed only for whoever may see it; the answer's writer leaves it out for the rest.
  const settings = await getSettings(db, caller);
  const priced = seesMoney(caller, settings);
  const sums = await repository.sumHours(db, caller.tenantId, {
    priced,
    from: body.from,
    to: body.to,
    groupBy: body.groupBy,
    userIds,
    projectIds: filters.projectIds,
    taskIds: filters.taskIds,
    clientIds: filters.clientIds,
    billable: filters.billable,
    weekStatuses: filters.weekStatuses,
  });
  // The total adds the stored hundredths, so it matches the rows and the Review to the hundredth.
  const total = sums.reduce((sum, row) => sum + Number(row.centihours), 0);
  const billable = sums.reduce((sum, row) => sum + Number(row.billable_centihours), 0);
  const rows = inKeyOrder(sums.map((row) => presentReportRow(body.groupBy, row, priced)));
  const hours = { totalHours: toHours(total), totalBillableHours: toHours(billable) };
  if (!priced) return { result: 1, rows, ...hours };
  // The totals add the rows as shown, so that an invoice's lines add up to its total.
  const add = (field: 'billableAmount' | 'cost' | 'margin') =>
    rows.reduce((sum, row) => sum + (row[field] ?? 0), 0);
  return {
    result: 1,
    rows,
    ...hours,
    currency: settings.currency,
    totalBillableAmount: add('billableAmount'),
    totalCost: add('cost'),
    totalMargin: add('margin'),
  };
}
