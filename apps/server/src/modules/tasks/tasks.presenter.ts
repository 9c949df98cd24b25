import type { Task, TaskStatus } from '@portal/contract';
import type { TaskTable } from '../../db/schema.ts';

export const presentTask = (row: TaskTable & { project_name: string; user_name: string }): Task => ({
  id: row.id,
  title: row.title,
  project: row.project_name,
  projectId: row.project_id,
  status: row.status as TaskStatus,
  startDate: row.start_date,
  dueDate: row.due_date,
  user: row.user_name,
});
