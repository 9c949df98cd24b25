import type { Db } from '../../db/dialect.ts';
import { localTime } from '../../lib/local-time.ts';
import { notifyBudgetReached } from '../notifications/notifications.service.ts';
import { timeZoneOf } from '../settings/settings.service.ts';
import * as repository from './projects.repository.ts';

/** The shares of an estimate or budget at which Managers and Admins are told, in per cent. */
export const BUDGET_THRESHOLDS = [80, 100] as const;

/** What a project's use is measured against: used and limit in the same unit. */
interface Measure {
  measure: 'hours' | 'money';
  period: string;
  used: bigint;
  limit: bigint;
  /** What the alert row records of the limit: a raised estimate or budget is a new one. */
  limitValue: number;
}

/**
 * Tells the tenant's Managers and Admins when some projects' tracked hours passed 80 % or 100 % of
 * their estimate, or their cost of their budget (this month's for a monthly one), once per
 * threshold, period and estimate or budget: the alert's row is claimed before anyone is told, so
 * neither a second change nor a second instance tells them again, and a raised estimate arms the
 * alerts afresh. Crossing both thresholds at once tells of the higher. Run it in the transaction
 * that changed the time or the rates.
 */
export async function alertBudgets(
  trx: Db,
  tenantId: string,
  projectIds: readonly string[] | 'all',
): Promise<void> {
  await alertBudgetsOf(trx, tenantId, await repository.projectsWithLimits(trx, tenantId, projectIds));
}

export { PROJECT_LIMIT_COLUMNS } from './projects.repository.ts';

/** A project as `alertBudgets` measures it, read after the change. */
export type ProjectLimits = Awaited<ReturnType<typeof repository.projectsWithLimits>>[number];

/** `alertBudgets` for projects already read after the change, each with an estimate or a budget. */
export async function alertBudgetsOf(
  trx: Db,
  tenantId: string,
  projects: readonly ProjectLimits[],
): Promise<void> {
  if (projects.length === 0) return;
  const month = localTime(new Date(), await timeZoneOf(trx, tenantId)).date.slice(0, 7);
  const monthly = projects
    .filter((project) => project.budget_period === 'monthly')
    .map((project) => project.id);
  const monthCosts =
    monthly.length === 0 ? new Map() : await repository.costsInMonth(trx, tenantId, monthly, month);
  const sentAt = new Date().toISOString();
  for (const project of projects) {
    const measures: Measure[] = [];
    if (project.estimate_centihours !== null && Number(project.estimate_centihours) > 0) {
      measures.push({
        measure: 'hours',
        period: 'total',
        used: BigInt(project.tracked_centihours),
        limit: BigInt(project.estimate_centihours),
        limitValue: Number(project.estimate_centihours),
      });
    }
    if (project.budget_minor !== null && project.budget_period !== null) {
      const isMonthly = project.budget_period === 'monthly';
      measures.push({
        measure: 'money',
        period: isMonthly ? month : 'total',
        // Costs are kept in hundredths of minor units.
        used: BigInt(String((isMonthly ? monthCosts.get(project.id) : project.cost_centi_minor) ?? 0)),
        limit: BigInt(project.budget_minor) * 100n,
        limitValue: Number(project.budget_minor),
      });
    }
    for (const { measure, period, used, limit, limitValue } of measures) {
      let reached: number | undefined;
      for (const threshold of BUDGET_THRESHOLDS) {
        if (used * 100n < limit * BigInt(threshold)) break;
        const claimed = await repository.claimBudgetAlert(trx, {
          tenant_id: tenantId,
          project_id: project.id,
          measure,
          threshold,
          period,
          limit_value: limitValue,
          sent_at: sentAt,
        });
        if (claimed) reached = threshold;
      }
      if (reached !== undefined) {
        await notifyBudgetReached(trx, tenantId, {
          projectId: project.id,
          project: project.name,
          measure,
          percent: reached,
        });
      }
    }
  }
}
