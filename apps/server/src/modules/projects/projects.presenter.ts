import type { Project, ProjectStatus } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { ProjectTable } from '../../db/schema.ts';
import { estimateToHours, toHours } from '../../lib/centihours.ts';

export const presentProject = (
  row: Omit<Selectable<ProjectTable>, 'deleted_at'> & {
    user_name: string;
    task_count: number | string | null;
    client_name: string | null;
  },
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
});
