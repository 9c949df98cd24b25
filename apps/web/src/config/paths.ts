/** Every route of the SPA (spec §2). */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  timesheet: '/timesheet',
  timesheetOverview: '/timesheet-overview',
  timesheetReview: '/timesheet-review',
  reports: '/reports',
  projects: '/projects',
  clients: '/clients',
  rates: '/rates',
  tasks: '/tasks',
  users: '/users',
  employees: '/employees',
  settings: '/settings',
  workingTime: '/working-time',
  absences: '/absences',
} as const;
