import type { Page } from '@playwright/test';
import { api } from '@portal/contract';
import { addDays, addWeeks, format, parseISO, startOfWeek } from 'date-fns';
import { portalCall } from './support.ts';

export interface SeededProject {
  projectId: string;
  /** Task ids by title. */
  taskIds: Record<string, string>;
}

/** Creates a project and its tasks through the API, as the user signed in on `page`. */
export async function createProject(page: Page, name: string, taskTitles: string[]): Promise<SeededProject> {
  const { id: projectId } = await portalCall(page, api.projects.addProject, {
    name,
    description: `${name} for the timesheet tests`,
  });
  const taskIds: Record<string, string> = {};
  for (const title of taskTitles) {
    taskIds[title] = (await portalCall(page, api.tasks.addTask, { title, projectId })).id;
  }
  return { projectId, taskIds };
}

/** Logs time through the API; without `userId`, for the user signed in on `page`. */
export async function logTime(
  page: Page,
  project: SeededProject,
  task: string,
  date: string,
  hours: number,
  userId?: string,
): Promise<void> {
  await portalCall(page, api.timesheet.addTimeEntry, {
    ...(userId ? { userId } : {}),
    projectId: project.projectId,
    taskId: project.taskIds[task],
    date,
    hours,
    description: '',
  });
}

/** A local calendar date as yyyy-MM-dd; the browser runs in the same time zone as the tests. */
export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The dates of this week, Sunday to Saturday, `weeksAhead` weeks from the current one. */
export function weekOfToday(weeksAhead = 0): string[] {
  const sunday = startOfWeek(addWeeks(new Date(), weeksAhead), { weekStartsOn: 0 });
  return Array.from({ length: 7 }, (_, day) => isoDate(addDays(sunday, day)));
}

/** The range label of a week: 'Nov 15 – Nov 21, 2026'. */
export function rangeLabel(days: string[]): string {
  const first = parseISO(days[0]!);
  const last = parseISO(days[6]!);
  const start = format(first, first.getFullYear() === last.getFullYear() ? 'MMM d' : 'MMM d, yyyy');
  return `${start} – ${format(last, 'MMM d, yyyy')}`;
}

/** A day's column heading: 'Sun 15'. */
export function dayHeading(iso: string): string {
  return format(parseISO(iso), 'EEE d');
}

/** The Overview's input of one task's hours on one date. */
export const hoursInput = (page: Page, task: string, date: string) =>
  page.getByRole('textbox', { name: `Hours for ${task} on ${date}`, exact: true });

/** The week grid's row headed `name`. */
export const weekRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
