/** Completed projects take no new work, whatever case their status is written in (spec §4). */
const isCompleted = (project: { status: string }) => project.status.toLowerCase() === 'completed';

/** The projects the task forms offer, in the order given. */
export function projectChoices<T extends { status: string }>(projects: readonly T[]): T[] {
  return projects.filter((project) => !isCompleted(project));
}
