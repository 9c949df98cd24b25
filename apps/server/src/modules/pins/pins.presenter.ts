import type { QuickTask } from '@portal/contract';
import type { QuickTaskRow } from './pins.repository.ts';

export const presentQuickTask = (row: QuickTaskRow): QuickTask => ({
  projectId: row.project_id,
  projectName: row.project_name,
  taskId: row.task_id,
  taskName: row.task_title,
});
