import type { ProjectStatus } from '@portal/contract';

/** The status the product gives a completed project: the board's last column. */
const COMPLETED: ProjectStatus = 'Done';

/**
 * The projects time can be logged on from the week grid and the timer: finished ones (the board's
 * Done, whatever case it is written in) are left out. The task forms follow spec §4 instead, which
 * leaves out only a status of 'completed'; these pickers are the portal's own.
 */
export function workProjects<T extends { status: string }>(projects: readonly T[]): T[] {
  return projects.filter((project) => project.status.toLowerCase() !== COMPLETED.toLowerCase());
}
