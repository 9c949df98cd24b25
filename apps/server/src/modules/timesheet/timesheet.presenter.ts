import { HOURS_PRECISION, type TimeEntry, type WeekEntry, type WeekStatus } from '@portal/contract';

/** Hours from the stored hundredths. */
export const toHours = (centihours: number | string) => Number(centihours) / HOURS_PRECISION;

export function presentTimeEntry(
  row: {
    id: string;
    project_id: string;
    project_name: string;
    task_id: string;
    task_name: string;
    user_id: string;
    user_name: string;
    date: string;
    centihours: number;
    description: string;
    billable: number;
  },
  weekStatus: WeekStatus,
): TimeEntry {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    taskId: row.task_id,
    taskName: row.task_name,
    date: row.date,
    hours: toHours(row.centihours),
    description: row.description,
    userId: row.user_id,
    user: row.user_name,
    weekStatus,
    billable: Number(row.billable) === 1,
  };
}

/** A stored entry of the Overview's or the Review's period. */
export function presentWeekEntry(row: {
  id: string;
  user_id: string;
  project_id: string;
  task_id: string;
  task_name: string;
  date: string;
  centihours: number;
  billable: number;
}): WeekEntry {
  return {
    id: row.id,
    projectId: row.project_id,
    taskId: row.task_id,
    taskName: row.task_name,
    date: row.date,
    hours: toHours(row.centihours),
    userId: row.user_id,
    billable: Number(row.billable) === 1,
  };
}
