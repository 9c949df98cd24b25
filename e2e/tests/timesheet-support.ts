import type { Page } from '@playwright/test';
import { portalCall } from './support.ts';

export interface SeededProject {
  projectId: string;
  /** Task ids by title. */
  taskIds: Record<string, string>;
}

/** Creates a project and its tasks through the API, as the user signed in on `page`. */
export async function createProject(page: Page, name: string, taskTitles: string[]): Promise<SeededProject> {
  const { id: projectId } = await portalCall(page, '/api/projects/addProject', {
    name,
    description: `${name} for the timesheet tests`,
  });
  const taskIds: Record<string, string> = {};
  for (const title of taskTitles) {
    taskIds[title] = (await portalCall(page, '/api/tasks/addTask', { title, projectId })).id;
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
  await portalCall(page, '/api/timesheet/addTimeEntry', {
    ...(userId ? { userId } : {}),
    projectId: project.projectId,
    taskId: project.taskIds[task],
    date,
    hours,
    description: '',
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as yyyy-MM-dd; the browser runs in the same time zone as the tests. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The dates of this week, Sunday to Saturday, `weeksAhead` weeks from the current one. */
export function weekOfToday(weeksAhead = 0): string[] {
  const now = new Date();
  return Array.from({ length: 7 }, (_, day) =>
    isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay() + weeksAhead * 7 + day)),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const parts = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month: MONTHS[month - 1], day, weekday: WEEKDAYS[new Date(year, month - 1, day).getDay()] };
};

/** The range label of a week: 'Nov 15 – Nov 21, 2026'. */
export function rangeLabel(days: string[]): string {
  const first = parts(days[0]!);
  const last = parts(days[6]!);
  const start =
    first.year === last.year ? `${first.month} ${first.day}` : `${first.month} ${first.day}, ${first.year}`;
  return `${start} – ${last.month} ${last.day}, ${last.year}`;
}

/** A day's column heading: 'Sun 15'. */
export function dayHeading(iso: string): string {
  const { weekday, day } = parts(iso);
  return `${weekday} ${day}`;
}

/**
 * Makes a portal call as the user signed in on `page`, like `portalCall`, but answers the HTTP
 * status and body instead of expecting success: for calls the test expects to be refused.
 */
export async function portalAttempt(
  page: Page,
  path: string,
  body: Record<string, unknown> = {},
): Promise<{ status: number; answer: any }> {
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('kc_token'),
    tenantId: localStorage.getItem('tenantId'),
    userId: localStorage.getItem('userId'),
  }));
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { tenantId: session.tenantId, userId: session.userId, ...body },
  });
  return { status: response.status(), answer: await response.json() };
}
