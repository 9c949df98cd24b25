import type { ProjectStatus } from '@portal/contract';

/** The status the product gives a completed project: the board's last column. */
const COMPLETED: ProjectStatus = 'Done';

/** Completed projects take no new work, whatever case their status is written in (spec §4). */
const isCompleted = (project: { status: string }) => project.status.toLowerCase() === COMPLETED.toLowerCase();

/** The projects the task forms offer, in the order given. */
export function projectChoices<T extends { status: string }>(projects: readonly T[]): T[] {
  return projects.filter((project) => !isCompleted(project));
}
