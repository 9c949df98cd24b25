/** The status spec §4 keeps out of the task forms; the board has no such column. */
const COMPLETED = 'completed';

/**
 * Only a status reading 'completed', whatever its case, keeps a project out (spec §4): no status of
 * the board is one, so every project is offered, Done ones included.
 */
const isCompleted = (project: { status: string }) => project.status.toLowerCase() === COMPLETED;

/** The projects the task forms offer, in the order given. */
export function projectChoices<T extends { status: string }>(projects: readonly T[]): T[] {
  return projects.filter((project) => !isCompleted(project));
}
