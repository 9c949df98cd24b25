/**
 * Every cache key of the app. Keys nest under their module's root, so that a change invalidates
 * one root and every read beneath it: `queryKeys.tasks.all` covers the whole task list, each page
 * of it and each project's tasks.
 */
export const queryKeys = {
  projects: {
    all: ['projects'] as const,
    list: ['projects', 'list'] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    list: ['tasks', 'list'] as const,
    byProject: (projectId: string) => ['tasks', 'by-project', projectId] as const,
    /** One page of the Tasks screen, beneath the root so that every task change covers it too. */
    page: (page: number, pageSize: number) => ['tasks', 'page', page, pageSize] as const,
  },
  timesheet: {
    all: ['timesheet'] as const,
    /** Every report: each sums logged time, so whatever changes entries or weeks changes them. */
    reports: ['timesheet', 'report'] as const,
    entries: (userId: string) => ['timesheet', 'entries', userId] as const,
    overview: (userId: string, sunday: string) => ['timesheet', 'overview', userId, sunday] as const,
    review: (sunday: string) => ['timesheet', 'review', sunday] as const,
    weekStatus: (userId: string, weekStart: string) => ['timesheet', 'week', userId, weekStart] as const,
    /** One report: the hours `body` asks for, beneath every report. */
    report: (body: object) => ['timesheet', 'report', body] as const,
    /** One page of a user's entries, beneath their whole list so that invalidating that covers it. */
    entriesPage: (userId: string, page: number, pageSize: number) =>
      ['timesheet', 'entries', userId, 'page', page, pageSize] as const,
  },
  users: {
    all: ['users'] as const,
    list: ['users', 'list'] as const,
    employees: ['users', 'employees'] as const,
    /** One page of the users that `filters` let through. */
    page: (filters: object, page: number, pageSize: number) =>
      ['users', 'page', filters, page, pageSize] as const,
  },
  /** The caller's running timer: a root of its own, so that the many changes to entries leave it be. */
  timer: ['timer'] as const,
  /** The tenant's settings, which every role reads. */
  settings: ['settings'] as const,
  /** The caller's notifications and unread count. */
  notifications: ['notifications'] as const,
  /** The caller's pinned and recent tasks. */
  pins: ['pins'] as const,
  /** The tenant's clients. */
  clients: ['clients'] as const,
  /** The tenant's bill and cost rates. */
  rates: ['rates'] as const,
  /** The caller's saved reports and those shared with them. */
  savedReports: ['saved-reports'] as const,
  /** The caller's personal API tokens, and for an Admin the tenant's. */
  apiTokens: ['api-tokens'] as const,
  /** The tenant's webhook endpoints and their delivery logs. */
  webhooks: ['webhooks'] as const,
  /** The caller's calendar feeds. */
  calendarFeeds: ['calendar-feeds'] as const,
  /** Contracts, holidays, absences and the accounts they make: one root, as each changes the rest. */
  workingTime: {
    all: ['working-time'] as const,
    /** One person's account of a period. */
    account: (userId: string, from: string, to: string) =>
      ['working-time', 'account', userId, from, to] as const,
    /** Every payroll report. */
    reports: ['working-time', 'report'] as const,
    report: (body: object) => ['working-time', 'report', body] as const,
    contracts: (userId: string) => ['working-time', 'contracts', userId] as const,
    /** The holiday calendar and its holidays of a period. */
    holidays: (from: string, to: string) => ['working-time', 'holidays', from, to] as const,
    countries: ['working-time', 'countries'] as const,
    /** Every list of absences: own, a person's, the team's, the open requests. */
    absences: ['working-time', 'absences'] as const,
    absenceList: (body: object) => ['working-time', 'absences', body] as const,
  },
  search: {
    all: ['search'] as const,
    results: (text: string) => ['search', text] as const,
  },
};
