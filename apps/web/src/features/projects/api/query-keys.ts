/**
 * Cache keys of project data. Every feature roots its keys in its API module's name ('projects',
 * 'tasks'), so that a change in one feature can refresh another's lists without importing it.
 */
export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
};

/** Root of every task query: deleting a project retires its tasks. */
export const TASKS_ROOT_KEY = ['tasks'] as const;
