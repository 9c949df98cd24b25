import { isCalendarDate, TIME_ENTRY_MESSAGES } from '@portal/contract';
import type { NewTimeEntry } from './api/add-time-entry.ts';

/** The entry form as typed; hours stay text until checked. */
export interface TimeEntryFormValues {
  projectId: string;
  taskId: string;
  /** yyyy-MM-dd, or null once cleared. */
  date: string | null;
  hours: string;
  description: string;
}

export type TimeEntryValidation = { ok: true; entry: NewTimeEntry } | { ok: false; message: string };

/** Project, task, a date and hours above 0 are required (spec §5); anything else is the server's to judge. */
export function validateTimeEntry(values: TimeEntryFormValues, userId: string): TimeEntryValidation {
  const { projectId, taskId, date } = values;
  const hours = Number(values.hours);
  // `!(hours > 0)` also catches text that is not a number (NaN).
  if (!projectId || !taskId || !date || !isCalendarDate(date) || !(hours > 0)) {
    return { ok: false, message: TIME_ENTRY_MESSAGES.required };
  }
  return {
    ok: true,
    entry: { userId, date, projectId, taskId, description: values.description.trim(), hours },
  };
}
