/**
 * Cache keys of task data. Every feature roots its keys in its API module's name ('tasks',
 * 'projects'), so that a change in one feature can refresh another's lists without importing it.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  list: ['tasks', 'list'] as const,
  byProject: (projectId: string) => ['tasks', 'by-project', projectId] as const,
};

/** Root of every project query: the board counts each project's tasks. */
export const PROJECTS_ROOT_KEY = ['projects'] as const;

/** The task forms' project choices, under the projects root so that changes on the board refresh them. */
export const PROJECT_CHOICES_KEY = [...PROJECTS_ROOT_KEY, 'task-choices'] as const;
