import { api, type Endpoint, type Role } from '@portal/contract';
import type { TestServer } from './build-app.ts';
import { callAs, type Member } from './factories.ts';
import type { TenantFixture } from './tenant-fixture.ts';

/**
 * What each portal call needs to be tried: a body aimed at the fixture tenant's data, and the
 * roles that may make it (CONTRACT §4). Every route the server registers must appear here, so a
 * new route cannot escape the matrix.
 *
 * Each allowed role's call must succeed (2xx). The matrix calls the routes in the order the server
 * registers them, each as User, Manager and Admin in turn, on one tenant: a call that uses up
 * what it acts on (deletes it, decides on a week) takes its target from `t.spare[role]`.
 */
export interface Scenario {
  body: (t: TenantFixture, role: Role) => Record<string, unknown>;
  roles: readonly Role[];
  /** Sets up what the call of `member` acts on, when the calls before it leave nothing to change. */
  prepare?: (server: TestServer, t: TenantFixture, member: Member) => Promise<unknown>;
}

/** How the matrix names a route: the method and path the server registers it under. */
const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const EVERYONE: readonly Role[] = ['User', 'Manager', 'Admin'];
const REVIEWERS: readonly Role[] = ['Manager', 'Admin'];
const week = { startDate: '2026-11-15', endDate: '2026-11-21' };

/** A status for each role's call to move the fixture's project and task to, so that each changes them. */
const NEXT_STATUS = {
  User: { project: 'In Review', task: 'in-progress' },
  Manager: { project: 'In Progress', task: 'done' },
  Admin: { project: 'New', task: 'todo' },
} as const satisfies Record<Role, object>;

/** A running timer of `member`'s, for the calls that stop or drop one. */
const startTimer: Scenario['prepare'] = (server, t, member) =>
  callAs(server, member, api.timesheet.startTimer, {
    projectId: t.projectId,
    taskId: t.taskId,
    date: '2026-12-16',
  });

/** Absences each role's decision or cancellation acts on, by tenant and role, as `prepare` made them. */
const preparedAbsences = new Map<string, string>();
const absenceKey = (t: TenantFixture, role: Role) => `${t.admin.tenantId}:${role}`;
/** An id no absence has: before its `prepare` ran, a call is tried on nothing. */
const NO_ABSENCE = '00000000-0000-4000-8000-000000000000';

/** Webhooks and deliveries each role's call acts on, by tenant and role, as `prepare` made them. */
const preparedWebhooks = new Map<string, { webhookId: string; deliveryId: string }>();
const webhookKey = (t: TenantFixture, role: Role) => `${t.admin.tenantId}:${role}`;
/** An id no webhook or delivery has: before its `prepare` ran, a call is tried on nothing. */
const NO_WEBHOOK = { webhookId: NO_ABSENCE, deliveryId: NO_ABSENCE };
/** A webhook of `member`'s tenant for their call to act on, and a test delivery of it when asked. */
const prepareWebhook =
  (withDelivery: boolean): Scenario['prepare'] =>
  async (server, t, member) => {
    const added = await callAs(server, member, api.webhooks.addWebhook, {
      url: `https://hooks.example/matrix/${member.role}`,
      events: ['week.approved'],
    });
    const webhookId: string = added.body.id;
    const deliveryId: string = withDelivery
      ? (await callAs(server, member, api.webhooks.sendWebhookTestEvent, { webhookId })).body.id
      : NO_ABSENCE;
    preparedWebhooks.set(webhookKey(t, member.role), { webhookId, deliveryId });
  };
const preparedWebhook = (t: TenantFixture, role: Role) =>
  preparedWebhooks.get(webhookKey(t, role)) ?? NO_WEBHOOK;

/**
 * A batch of a CSV file for each role's import: one entry of `user`'s on a day of the role's own, in
 * the task it creates if the calls before renamed the fixture's.
 */
const IMPORT_DAYS = { User: '2027-06-07', Manager: '2027-06-08', Admin: '2027-06-09' } as const;
const importBatch = (t: TenantFixture, role: Role) => ({
  source: 'csv',
  columns: ['Date', 'Hours', 'Email', 'Project', 'Task'],
  mapping: { date: 'Date', hours: 'Hours', email: 'Email', project: 'Project', task: 'Task' },
  dateOrder: 'ymd',
  createMissing: true,
  rows: [{ line: 2, cells: [IMPORT_DAYS[role], '1.5', t.user.email, 'Fixture project', 'Fixture task'] }],
});

/** A working day of 2027 for each role's absence, so that none overlaps another of its person. */
const ABSENCE_DAYS = {
  request: { User: '2027-03-01', Manager: '2027-03-02', Admin: '2027-03-03' },
  decide: { User: '2027-04-05', Manager: '2027-04-06', Admin: '2027-04-07' },
  cancel: { User: '2027-05-03', Manager: '2027-05-04', Admin: '2027-05-05' },
} as const satisfies Record<string, Record<Role, string>>;

/** Has `by` request an absence of `day` that the call of `role` then acts on. */
async function prepareAbsence(server: TestServer, t: TenantFixture, role: Role, by: Member, day: string) {
  const requested = await callAs(server, by, api.absences.requestAbsence, {
    type: 'other',
    from: day,
    to: day,
  });
  preparedAbsences.set(absenceKey(t, role), requested.body.id);
}

/** The fixture's person of `role`, signed in. */
const signedInAs = (t: TenantFixture, role: Role): Member =>
  ({ User: t.user, Manager: t.manager, Admin: t.admin })[role];

export const SCENARIOS: Record<string, Scenario> = {
  [routeKey(api.auth.email)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.auth.getTenant)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.users.getEmployees)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.users.getAllUsers)]: { body: () => ({}), roles: REVIEWERS },
  [routeKey(api.users.addNewUser)]: {
    body: () => ({
      name: 'Matrix',
      email: `matrix.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret-1',
      role: 'User',
    }),
    roles: REVIEWERS,
  },
  [routeKey(api.users.editUser)]: {
    body: (t, role) => ({
      userId: t.target.userId,
      name: `Tim of ${role}`,
      email: t.target.email,
      role: 'User',
    }),
    roles: REVIEWERS,
  },
  [routeKey(api.users.deactivateUser)]: { body: (t) => ({ userId: t.target.userId }), roles: REVIEWERS },
  [routeKey(api.users.reactivateUser)]: {
    body: (t) => ({ userId: t.target.userId }),
    roles: REVIEWERS,
    prepare: (server, t) => callAs(server, t.admin, api.users.deactivateUser, { userId: t.target.userId }),
  },
  [routeKey(api.users.setLanguage)]: { body: () => ({ language: 'de' }), roles: EVERYONE },
  [routeKey(api.timesheet.getTimeEntries)]: { body: (t) => ({ userId: t.user.userId }), roles: EVERYONE },
  [routeKey(api.timesheet.addTimeEntry)]: {
    body: (t) => ({
      userId: t.user.userId,
      date: '2026-11-17',
      projectId: t.projectId,
      taskId: t.taskId,
      hours: 0.5,
    }),
    roles: EVERYONE,
  },
  [routeKey(api.timesheet.deleteTimeEntry)]: {
    body: (t, role) => ({ timeEntryId: t.spare[role].entryId }),
    roles: EVERYONE,
  },
  [routeKey(api.timesheet.setTimeEntryBillable)]: {
    body: (t, role) => ({ timeEntryId: t.entryId, billable: role === 'Admin' }),
    roles: REVIEWERS,
  },
  [routeKey(api.timesheet.getTimeEntriesOverview)]: {
    body: (t) => ({ userId: t.user.userId, ...week }),
    roles: EVERYONE,
  },
  [routeKey(api.timesheet.getTimeEntriesReview)]: { body: () => week, roles: REVIEWERS },
  [routeKey(api.timesheet.setDayHours)]: {
    body: (t) => ({ userId: t.user.userId, taskId: t.taskId, date: '2026-12-14', hours: 2 }),
    roles: EVERYONE,
  },
  [routeKey(api.timesheet.copyWeek)]: {
    body: (t) => ({ userId: t.user.userId, fromWeekStart: '2026-11-15', toWeekStart: '2026-12-06' }),
    roles: EVERYONE,
  },
  [routeKey(api.timesheet.startTimer)]: {
    body: (t) => ({ projectId: t.projectId, taskId: t.taskId, date: '2026-12-15' }),
    roles: EVERYONE,
  },
  [routeKey(api.timesheet.getTimer)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.timesheet.stopTimer)]: { body: () => ({}), roles: EVERYONE, prepare: startTimer },
  [routeKey(api.timesheet.discardTimer)]: { body: () => ({}), roles: EVERYONE, prepare: startTimer },
  [routeKey(api.weekApproval.getWeekStatus)]: {
    body: (t) => ({ userId: t.user.userId, weekStart: t.submittedWeek }),
    roles: EVERYONE,
  },
  [routeKey(api.weekApproval.submitWeek)]: { body: () => ({ weekStart: week.startDate }), roles: EVERYONE },
  [routeKey(api.weekApproval.approveWeek)]: {
    body: (t, role) => ({ userId: t.user.userId, weekStart: t.spare[role].weekToApprove }),
    roles: REVIEWERS,
  },
  [routeKey(api.weekApproval.rejectWeek)]: {
    body: (t, role) => ({ userId: t.user.userId, weekStart: t.spare[role].weekToReject, reason: 'Matrix' }),
    roles: REVIEWERS,
  },
  [routeKey(api.weekApproval.reopenWeek)]: {
    body: (t, role) => ({ userId: t.user.userId, weekStart: t.spare[role].weekToReopen, reason: 'Matrix' }),
    roles: ['Admin'],
  },
  [routeKey(api.weekApproval.approveAllSubmitted)]: {
    body: (t) => ({ weekStart: t.submittedWeek }),
    roles: REVIEWERS,
  },
  [routeKey(api.projects.getAllProjects)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.projects.addProject)]: {
    body: () => ({ name: 'Matrix', description: 'd' }),
    roles: EVERYONE,
  },
  [routeKey(api.projects.updateProject)]: {
    body: (t) => ({ projectId: t.projectId, name: 'Fixture project', description: 'd' }),
    roles: EVERYONE,
  },
  [routeKey(api.projects.updateProjectStatus)]: {
    body: (t, role) => ({ projectId: t.projectId, status: NEXT_STATUS[role].project }),
    roles: EVERYONE,
  },
  [routeKey(api.projects.deleteProject)]: {
    body: (t, role) => ({ projectId: t.spare[role].projectId }),
    roles: EVERYONE,
  },
  [routeKey(api.tasks.getAllTasks)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.tasks.getTasksByProject)]: { body: (t) => ({ projectId: t.projectId }), roles: EVERYONE },
  [routeKey(api.tasks.addTask)]: {
    body: (t) => ({ title: 'Matrix', projectId: t.projectId }),
    roles: EVERYONE,
  },
  [routeKey(api.tasks.updateTask)]: {
    body: (t, role) => ({ taskId: t.taskId, title: `Fixture task of ${role}`, projectId: t.projectId }),
    roles: EVERYONE,
  },
  [routeKey(api.tasks.updateTaskStatus)]: {
    body: (t, role) => ({ taskId: t.taskId, status: NEXT_STATUS[role].task }),
    roles: EVERYONE,
  },
  [routeKey(api.tasks.deleteTask)]: {
    body: (t, role) => ({ taskId: t.spare[role].taskId }),
    roles: EVERYONE,
  },
  [routeKey(api.reports.summary)]: {
    body: (t) => ({
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: ['project', 'user'],
      filters: { projectIds: [t.projectId], weekStatuses: ['Open', 'Submitted'] },
    }),
    roles: EVERYONE,
  },
  [routeKey(api.audit.getAuditLog)]: { body: () => ({}), roles: ['Admin'] },
  // Without Accept: text/event-stream the live channel answers at once instead of streaming.
  [routeKey(api.events.events)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.notifications.getNotifications)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.notifications.markNotificationsRead)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.notifications.remind)]: {
    // A week nobody has submitted, so that the first reminder reaches its person.
    body: (t) => ({ weekStart: '2026-11-29', userIds: [t.user.userId] }),
    roles: REVIEWERS,
  },
  [routeKey(api.settings.getSettings)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.settings.updateSettings)]: {
    body: () => ({
      workingDays: [1, 2, 3, 4, 5],
      expectedHours: 8,
      timeZone: 'Europe/Berlin',
      reminder: { enabled: false, weekday: 1, hour: 9 },
    }),
    roles: ['Admin'],
  },
  [routeKey(api.search.search)]: { body: () => ({ q: 'Fixture' }), roles: EVERYONE },
  [routeKey(api.workingTime.getWorkContracts)]: { body: (t) => ({ userId: t.user.userId }), roles: EVERYONE },
  [routeKey(api.workingTime.setWorkContract)]: {
    body: (t) => ({
      userId: t.target.userId,
      validFrom: '2026-01-01',
      hoursPerWeekday: [0, 8, 8, 8, 8, 8, 0],
      vacationDays: 25,
      carryOver: true,
      carryOverExpires: '03-31',
    }),
    roles: REVIEWERS,
  },
  [routeKey(api.workingTime.getHolidayCountries)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.workingTime.getHolidayCalendar)]: {
    body: () => ({ from: '2026-01-01', to: '2026-12-31' }),
    roles: EVERYONE,
  },
  [routeKey(api.workingTime.setHolidayCalendar)]: {
    // A company holiday on a Saturday, so that no other call's working day becomes a holiday.
    body: () => ({
      country: null,
      region: null,
      companyHolidays: [{ date: '2026-06-27', name: 'Summer party', halfDay: false }],
    }),
    roles: ['Admin'],
  },
  [routeKey(api.workingTime.getWorkingTime)]: {
    body: (t) => ({ userId: t.user.userId, from: '2026-11-01', to: '2026-11-30' }),
    roles: EVERYONE,
  },
  [routeKey(api.workingTime.getWorkingTimeReport)]: {
    body: () => ({ from: '2026-11-01', to: '2026-11-30' }),
    roles: EVERYONE,
  },
  [routeKey(api.workingTime.closeMonth)]: {
    // Months long past that no other call touches: one person's for the Manager, everyone's for the Admin.
    body: (t, role) =>
      role === 'Manager' ? { month: '2025-11', userId: t.target.userId } : { month: '2025-10' },
    roles: REVIEWERS,
  },
  [routeKey(api.workingTime.reopenMonth)]: {
    body: () => ({ month: '2025-10' }),
    roles: ['Admin'],
    prepare: (server, t) => callAs(server, t.admin, api.workingTime.closeMonth, { month: '2025-10' }),
  },
  [routeKey(api.absences.requestAbsence)]: {
    body: (_t, role) => ({ type: 'other', from: ABSENCE_DAYS.request[role], to: ABSENCE_DAYS.request[role] }),
    roles: EVERYONE,
  },
  [routeKey(api.absences.decideAbsence)]: {
    body: (t, role) => ({ id: preparedAbsences.get(absenceKey(t, role)) ?? NO_ABSENCE, decision: 'approve' }),
    roles: REVIEWERS,
    prepare: (server, t, member) =>
      prepareAbsence(server, t, member.role, t.user, ABSENCE_DAYS.decide[member.role]),
  },
  [routeKey(api.absences.cancelAbsence)]: {
    body: (t, role) => ({ id: preparedAbsences.get(absenceKey(t, role)) ?? NO_ABSENCE }),
    roles: EVERYONE,
    prepare: (server, t, member) =>
      prepareAbsence(server, t, member.role, member, ABSENCE_DAYS.cancel[member.role]),
  },
  [routeKey(api.absences.getAbsences)]: {
    body: (_t, role) => ({ from: '2027-03-01', to: '2027-03-31', team: role !== 'User' }),
    roles: EVERYONE,
  },
  [routeKey(api.pins.getQuickTasks)]: { body: () => ({ today: '2026-11-18' }), roles: EVERYONE },
  [routeKey(api.pins.pinTask)]: { body: (t) => ({ taskId: t.taskId }), roles: EVERYONE },
  [routeKey(api.pins.unpinTask)]: {
    body: (t) => ({ taskId: t.taskId }),
    roles: EVERYONE,
    prepare: (server, t, member) => callAs(server, member, api.pins.pinTask, { taskId: t.taskId }),
  },
  [routeKey(api.clients.getClients)]: { body: () => ({}), roles: REVIEWERS },
  [routeKey(api.clients.addClient)]: {
    body: (_t, role) => ({ name: `Matrix client of ${role}`, contact: 'Ola', notes: 'n' }),
    roles: REVIEWERS,
  },
  [routeKey(api.clients.updateClient)]: {
    body: (t, role) => ({ clientId: t.clientId, name: 'Fixture client', contact: `Contact of ${role}` }),
    roles: REVIEWERS,
  },
  // Rates are money: a Manager may handle them only where the tenant allows it, which the
  // fixture's tenant does not.
  [routeKey(api.rates.getRates)]: { body: () => ({}), roles: ['Admin'] },
  [routeKey(api.rates.setRate)]: {
    body: (_t, role) => ({ kind: 'bill', validFrom: '2026-01-01', amount: role.length * 1000 }),
    roles: ['Admin'],
  },
  [routeKey(api.rates.deleteRate)]: {
    body: (t, role) => ({ rateId: t.spare[role].rateId }),
    roles: ['Admin'],
  },
  [routeKey(api.savedReports.getSavedReports)]: { body: () => ({}), roles: REVIEWERS },
  [routeKey(api.savedReports.saveReport)]: {
    body: (_t, role) => ({
      name: `Matrix report of ${role}`,
      state: 'period=this-week&group=user',
      shared: true,
    }),
    roles: REVIEWERS,
  },
  [routeKey(api.savedReports.updateSavedReport)]: {
    body: (t, role) => ({
      savedReportId: t.spare[role].savedReportId,
      name: `Spare report of ${role}`,
      state: 'period=last-week&group=task',
      schedule: { frequency: 'weekly', day: 1, hour: 7, format: 'csv', recipients: [t.manager.userId] },
    }),
    roles: REVIEWERS,
  },
  [routeKey(api.savedReports.deleteSavedReport)]: {
    body: (t, role) => ({ savedReportId: t.spare[role].savedReportId }),
    roles: REVIEWERS,
  },
  [routeKey(api.clients.deleteClient)]: {
    body: (t, role) => ({ clientId: t.spare[role].clientId }),
    roles: REVIEWERS,
  },
  [routeKey(api.calendarFeeds.getCalendarFeeds)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.calendarFeeds.resetCalendarFeed)]: { body: () => ({ kind: 'personal' }), roles: EVERYONE },
  [routeKey(api.calendarFeeds.revokeCalendarFeed)]: {
    body: () => ({ kind: 'personal' }),
    roles: EVERYONE,
    // Made signed in, whatever the member calls with: an API token may not make one.
    prepare: (server, t, member) =>
      callAs(server, signedInAs(t, member.role), api.calendarFeeds.resetCalendarFeed, { kind: 'personal' }),
  },
  [routeKey(api.webhooks.getWebhooks)]: { body: () => ({}), roles: ['Admin'] },
  [routeKey(api.webhooks.addWebhook)]: {
    body: (_t, role) => ({ url: `https://hooks.example/added/${role}`, events: ['project.created'] }),
    roles: ['Admin'],
  },
  [routeKey(api.webhooks.updateWebhook)]: {
    body: (t, role) => ({
      webhookId: preparedWebhook(t, role).webhookId,
      url: `https://hooks.example/changed/${role}`,
      events: ['week.approved', 'project.changed'],
      enabled: true,
    }),
    roles: ['Admin'],
    prepare: prepareWebhook(false),
  },
  [routeKey(api.webhooks.deleteWebhook)]: {
    body: (t, role) => ({ webhookId: preparedWebhook(t, role).webhookId }),
    roles: ['Admin'],
    prepare: prepareWebhook(false),
  },
  [routeKey(api.webhooks.getWebhookDeliveries)]: {
    body: (t, role) => ({ webhookId: preparedWebhook(t, role).webhookId }),
    roles: ['Admin'],
    prepare: prepareWebhook(true),
  },
  [routeKey(api.webhooks.resendWebhookDelivery)]: {
    body: (t, role) => ({ deliveryId: preparedWebhook(t, role).deliveryId }),
    roles: ['Admin'],
    prepare: prepareWebhook(true),
  },
  [routeKey(api.webhooks.sendWebhookTestEvent)]: {
    body: (t, role) => ({ webhookId: preparedWebhook(t, role).webhookId }),
    roles: ['Admin'],
    prepare: prepareWebhook(false),
  },
  [routeKey(api.imports.checkImportTimeEntries)]: { body: importBatch, roles: REVIEWERS },
  [routeKey(api.imports.importTimeEntries)]: { body: importBatch, roles: REVIEWERS },
  [routeKey(api.apiTokens.getApiTokens)]: { body: () => ({}), roles: EVERYONE },
  [routeKey(api.apiTokens.getTenantApiTokens)]: { body: () => ({}), roles: ['Admin'] },
  [routeKey(api.apiTokens.addApiToken)]: {
    body: (_t, role) => ({ name: `Matrix token of ${role}`, scope: 'read-write', expiresInDays: 90 }),
    roles: EVERYONE,
  },
  [routeKey(api.apiTokens.revokeApiToken)]: {
    body: (t, role) => ({ tokenId: t.spare[role].apiTokenId }),
    roles: EVERYONE,
  },
};
