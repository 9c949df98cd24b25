/** What a failed read of data several screens show says (spec §8). */
export const READ_FAILURES = {
  projects: 'Failed to fetch projects',
  tasks: 'Failed to fetch tasks',
  timeEntries: 'Failed to fetch time entries',
  timesheets: 'Failed to fetch timesheets',
} as const;
