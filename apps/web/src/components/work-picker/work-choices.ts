import type { ProjectStatus } from '@portal/contract';

/** The status the product gives a completed project: the board's last column. */
const COMPLETED: ProjectStatus = 'Done';

/**
 * The projects time can be logged on from the week grid and the timer: completed ones are left
 * out, whatever case their status is written in, as the task forms leave them out (spec §4).
 */
export function workProjects<T extends { status: string }>(projects: readonly T[]): T[] {
  return projects.filter((project) => project.status.toLowerCase() !== COMPLETED.toLowerCase());
}
