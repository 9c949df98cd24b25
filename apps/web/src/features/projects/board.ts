import type { Active } from '@dnd-kit/core';
import { PROJECT_STATUSES, type Project, type ProjectStatus } from '@portal/contract';

export interface BoardColumn {
  status: ProjectStatus;
  projects: Project[];
}

/** The board's columns in board order, each holding its projects in the order the server lists them. */
export function boardColumns(projects: readonly Project[]): BoardColumn[] {
  return PROJECT_STATUSES.map((status) => ({
    status,
    projects: projects.filter((project) => project.status === status),
  }));
}

/** The list with one project moved to the column `status`. */
export function withStatus(
  projects: readonly Project[],
  projectId: string,
  status: ProjectStatus,
): Project[] {
  return projects.map((project) => (project.id === projectId ? { ...project, status } : project));
}

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return PROJECT_STATUSES.some((status) => status === value);
}

/** The column `step` places after (1) or before (-1) `status`, or null past either end of the board. */
export function neighbourStatus(status: ProjectStatus, step: 1 | -1): ProjectStatus | null {
  return PROJECT_STATUSES[PROJECT_STATUSES.indexOf(status) + step] ?? null;
}

/** What a card carries while it is dragged. */
export interface CardDragData {
  project: Project;
}

export function draggedProject(active: Pick<Active, 'data'> | null): Project | undefined {
  return (active?.data.current as CardDragData | undefined)?.project;
}
