import type { Budget, Project, ProjectStatus } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { ProjectTable } from '../../db/schema.ts';
import { estimateToHours, toHours } from '../../lib/centihours.ts';
import { minorUnitsOf } from '../../lib/money.ts';

export const presentProject = (
  row: Omit<Selectable<ProjectTable>, 'deleted_at'> & {
    user_name: string;
    task_count: number | string | null;
    client_name: string | null;
  },
  /** This month's cost of a project with a monthly budget, in hundredths of minor units. */
  monthCentiMinor: number | string = 0,
): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status as ProjectStatus,
  startDate: row.start_date,
  endDate: row.end_date,
  teamSize: row.team_size,
  taskCount: Number(row.task_count ?? 0),
  user: row.user_name,
  estimateHours: estimateToHours(row.estimate_centihours),
  trackedHours: toHours(row.tracked_centihours),
  clientId: row.client_id,
  clientName: row.client_name,
  billable: Number(row.billable) === 1,
  color: row.color,
  budget: budgetOf(row),
  billableAmount: minorUnitsOf(row.bill_centi_minor),
  cost: minorUnitsOf(row.cost_centi_minor),
  budgetSpent: minorUnitsOf(row.budget_period === 'monthly' ? monthCentiMinor : row.cost_centi_minor),
});

function budgetOf(row: Pick<ProjectTable, 'budget_period' | 'budget_minor'>): Budget | null {
  if (row.budget_period === null || row.budget_minor === null) return null;
  return { period: row.budget_period as Budget['period'], amount: Number(row.budget_minor) };
}
