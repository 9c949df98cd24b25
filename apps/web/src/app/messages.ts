import { defineMessages } from '@portal/contract';

/** The screens' headings and what the routes show while a screen loads or is not theirs to see. */
export const ROUTE_MESSAGES = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Loading' },
  pageNotFound: { id: 'app.page-not-found', defaultMessage: 'Page not found' },
  absences: { id: 'app.heading.absences', defaultMessage: 'Absences' },
  apiTokens: { id: 'app.heading.api-tokens', defaultMessage: 'API tokens' },
  clients: { id: 'app.heading.clients', defaultMessage: 'Clients' },
  rates: { id: 'app.heading.rates', defaultMessage: 'Rates' },
  employees: { id: 'app.heading.employees', defaultMessage: 'Employees' },
  imports: { id: 'app.heading.imports', defaultMessage: 'Import time' },
  projects: { id: 'app.heading.projects', defaultMessage: 'Projects' },
  reports: { id: 'app.heading.reports', defaultMessage: 'Reports' },
  settings: { id: 'app.heading.settings', defaultMessage: 'Settings' },
  tasks: { id: 'app.heading.tasks', defaultMessage: 'Tasks' },
  timesheetOverview: { id: 'app.heading.timesheet-overview', defaultMessage: 'Timesheet Overview' },
  timesheetReview: { id: 'app.heading.timesheet-review', defaultMessage: 'Timesheet Review' },
  timesheet: { id: 'app.heading.timesheet', defaultMessage: 'My Timesheet' },
  users: { id: 'app.heading.users', defaultMessage: 'User Management' },
  workingTime: { id: 'app.heading.working-time', defaultMessage: 'Working time' },
});
