import { defineMessages } from '@portal/contract';

/** What a failed read of data several screens show says (spec §8), a query's `meta.failure`. */
export const READ_FAILURES = defineMessages({
  projects: { id: 'common.read-failure.projects', defaultMessage: 'Failed to fetch projects' },
  tasks: { id: 'common.read-failure.tasks', defaultMessage: 'Failed to fetch tasks' },
  timeEntries: { id: 'common.read-failure.time-entries', defaultMessage: 'Failed to fetch time entries' },
  timesheets: { id: 'common.read-failure.timesheets', defaultMessage: 'Failed to fetch timesheets' },
  clients: { id: 'common.read-failure.clients', defaultMessage: 'Failed to fetch clients' },
});
