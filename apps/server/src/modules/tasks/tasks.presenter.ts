import type { Task, TaskStatus } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { TaskTable } from '../../db/schema.ts';
import { estimateToHours, toHours } from '../../lib/centihours.ts';

export const presentTask = (
  row: Selectable<TaskTable> & { project_name: string; user_name: string; project_billable: number },
): Task => ({
  id: row.id,
  title: row.title,
  project: row.project_name,
  projectId: row.project_id,
  status: row.status as TaskStatus,
  startDate: row.start_date,
  dueDate: row.due_date,
  user: row.user_name,
  estimateHours: estimateToHours(row.estimate_centihours),
  trackedHours: toHours(row.tracked_centihours),
  billable: row.billable === null ? null : Number(row.billable) === 1,
  effectiveBillable: Number(row.billable ?? row.project_billable) === 1,
});
