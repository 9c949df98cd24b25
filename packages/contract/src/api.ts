import { apiTokensApi } from './api-tokens.ts';
import { auditApi } from './audit.ts';
import { authApi } from './auth.ts';
import { calendarFeedsApi } from './calendar-feeds.ts';
import { clientsApi } from './clients.ts';
import { importsApi } from './imports.ts';
import { ratesApi } from './rates.ts';
import type { Endpoint } from './endpoint.ts';
import { eventsApi } from './events.ts';
import { notificationsApi } from './notifications.ts';
import { pinsApi } from './pins.ts';
import { projectsApi } from './projects.ts';
import { reportsApi } from './reports.ts';
import { savedReportsApi } from './saved-reports.ts';
import { searchApi } from './search.ts';
import { settingsApi } from './settings.ts';
import { tasksApi } from './tasks.ts';
import { weekApprovalApi } from './timesheet-approval.ts';
import { timesheetApi } from './timesheet.ts';
import { timerApi } from './timer.ts';
import { weekGridApi } from './week-grid.ts';
import { usersApi } from './users.ts';
import { webhooksApi } from './webhooks.ts';
import { absencesApi, workingTimeApi } from './working-time.ts';

/** Every call of the portal API, by module: `api.tasks.addTask`. */
export const api = {
  auth: authApi,
  users: usersApi,
  timesheet: { ...timesheetApi, ...weekGridApi, ...timerApi },
  weekApproval: weekApprovalApi,
  projects: projectsApi,
  tasks: tasksApi,
  reports: reportsApi,
  audit: auditApi,
  events: eventsApi,
  notifications: notificationsApi,
  settings: settingsApi,
  search: searchApi,
  workingTime: workingTimeApi,
  absences: absencesApi,
  pins: pinsApi,
  clients: clientsApi,
  rates: ratesApi,
  savedReports: savedReportsApi,
  calendarFeeds: calendarFeedsApi,
  apiTokens: apiTokensApi,
  webhooks: webhooksApi,
  imports: importsApi,
};

/** Every endpoint, for what covers them all: the OpenAPI document and the route checks. */
export const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap((group) => Object.values(group));
