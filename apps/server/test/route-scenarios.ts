import type { Role } from '@portal/contract';
import type { TenantFixture } from './tenant-fixture.ts';

/**
 * What each portal call needs to be tried: a body aimed at the fixture tenant's data, and the
 * roles that may make it (CONTRACT §4). Every route the server registers must appear here, so a
 * new route cannot escape the matrix.
 */
export interface Scenario {
  body: (t: TenantFixture) => Record<string, unknown>;
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ['User', 'Manager', 'Admin'];
const REVIEWERS: readonly Role[] = ['Manager', 'Admin'];
const week = { startDate: '2026-11-15', endDate: '2026-11-21' };

export const SCENARIOS: Record<string, Scenario> = {
  'GET /api/auth/email': { body: () => ({}), roles: EVERYONE },
  'GET /api/user/get-tenant': { body: () => ({}), roles: EVERYONE },
  'POST /api/users/getEmployees': { body: () => ({}), roles: EVERYONE },
  'POST /api/users/getAllUsers': { body: () => ({}), roles: REVIEWERS },
  'POST /api/users/addNewUser': {
    body: () => ({
      name: 'Matrix',
      email: `matrix.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret-1',
      role: 'User',
    }),
    roles: REVIEWERS,
  },
  'POST /api/users/editUser': {
    body: (t) => ({ userId: t.target.userId, name: 'Tim Member', email: t.target.email, role: 'User' }),
    roles: REVIEWERS,
  },
  'POST /api/timesheet/getTimeEntries': { body: (t) => ({ userId: t.user.userId }), roles: EVERYONE },
  'POST /api/timesheet/addTimeEntry': {
    body: (t) => ({
      userId: t.user.userId,
      date: '2026-11-17',
      projectId: t.projectId,
      taskId: t.taskId,
      hours: 0.5,
    }),
    roles: EVERYONE,
  },
  'POST /api/timesheet/deleteTimeEntry': { body: (t) => ({ timeEntryId: t.entryId }), roles: EVERYONE },
  'POST /api/timesheet/getTimeEntriesOverview': {
    body: (t) => ({ userId: t.user.userId, ...week }),
    roles: EVERYONE,
  },
  'POST /api/timesheet/getTimeEntriesReview': { body: () => week, roles: REVIEWERS },
  'POST /api/timesheet/getWeekStatus': {
    body: (t) => ({ userId: t.user.userId, weekStart: t.submittedWeek }),
    roles: EVERYONE,
  },
  'POST /api/timesheet/submitWeek': { body: () => ({ weekStart: week.startDate }), roles: EVERYONE },
  'POST /api/timesheet/approveWeek': {
    body: (t) => ({ userId: t.user.userId, weekStart: t.submittedWeek }),
    roles: REVIEWERS,
  },
  'POST /api/timesheet/rejectWeek': {
    body: (t) => ({ userId: t.user.userId, weekStart: t.submittedWeek, reason: 'Matrix' }),
    roles: REVIEWERS,
  },
  'POST /api/timesheet/reopenWeek': {
    body: (t) => ({ userId: t.user.userId, weekStart: t.submittedWeek, reason: 'Matrix' }),
    roles: ['Admin'],
  },
  'POST /api/timesheet/approveAllSubmitted': {
    body: (t) => ({ weekStart: t.submittedWeek }),
    roles: REVIEWERS,
  },
  'POST /api/projects/getAllProjects': { body: () => ({}), roles: EVERYONE },
  'POST /api/projects/addProject': { body: () => ({ name: 'Matrix', description: 'd' }), roles: EVERYONE },
  'POST /api/projects/updateProject': {
    body: (t) => ({ projectId: t.projectId, name: 'Fixture project', description: 'd' }),
    roles: EVERYONE,
  },
  'POST /api/projects/updateProjectStatus': {
    body: (t) => ({ projectId: t.projectId, status: 'New' }),
    roles: EVERYONE,
  },
  'POST /api/projects/deleteProject': { body: (t) => ({ projectId: t.projectId }), roles: EVERYONE },
  'POST /api/tasks/getAllTasks': { body: () => ({}), roles: EVERYONE },
  'POST /api/tasks/getTasksByProject': { body: (t) => ({ projectId: t.projectId }), roles: EVERYONE },
  'POST /api/tasks/addTask': { body: (t) => ({ title: 'Matrix', projectId: t.projectId }), roles: EVERYONE },
  'POST /api/tasks/updateTask': {
    body: (t) => ({ taskId: t.taskId, title: 'Fixture task', projectId: t.projectId }),
    roles: EVERYONE,
  },
  'POST /api/tasks/updateTaskStatus': {
    body: (t) => ({ taskId: t.taskId, status: 'todo' }),
    roles: EVERYONE,
  },
  'POST /api/tasks/deleteTask': { body: (t) => ({ taskId: t.taskId }), roles: EVERYONE },
  'POST /api/audit/getAuditLog': { body: () => ({}), roles: ['Admin'] },
};
