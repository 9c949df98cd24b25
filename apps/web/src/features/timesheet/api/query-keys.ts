/**
 * Keys of the timesheet's cached reads. Entries, overview, review and week statuses share the
 * `timesheet` prefix, so that any change of time or of a week's status refreshes them all at once.
 */
export const timesheetKeys = {
  all: ['timesheet'] as const,
  entries: (userId: string) => ['timesheet', 'entries', userId] as const,
  overview: (userId: string, sunday: string) => ['timesheet', 'overview', userId, sunday] as const,
  review: (sunday: string) => ['timesheet', 'review', sunday] as const,
  weekStatus: (userId: string, weekStart: string) => ['timesheet', 'week', userId, weekStart] as const,
  projectChoices: (userId: string) => ['timesheet-choices', 'projects', userId] as const,
  taskChoices: (userId: string, projectId: string) =>
    ['timesheet-choices', 'tasks', userId, projectId] as const,
};
