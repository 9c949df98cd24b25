import { api } from './api.ts';
import type { Endpoint, ParsedInputOf } from './endpoint.ts';
import type { LiveEvent } from './events.ts';

/** Who made a change, as far as what it invalidates depends on it. */
export interface ChangeAuthor {
  userId: string;
}

type Invalidate<E extends Endpoint> = (input: ParsedInputOf<E>, author: ChangeAuthor) => LiveEvent[];

const PROJECTS: LiveEvent = { type: 'projects' };
const TASKS: LiveEvent = { type: 'tasks' };
const USERS: LiveEvent = { type: 'users' };
const EMPLOYEES: LiveEvent = { type: 'employees' };
const SETTINGS: LiveEvent = { type: 'settings' };
const entries = (userId: string | null, date: string | null): LiveEvent => ({
  type: 'entries',
  userId,
  date,
});
const week = (userId: string, weekStart: string): LiveEvent => ({ type: 'week', userId, weekStart });
const timer = (userId: string): LiveEvent => ({ type: 'timer', userId });

const declare = <E extends Endpoint>(
  endpoint: E,
  invalidate: Invalidate<E>,
): readonly [Endpoint, Invalidate<Endpoint>] => [endpoint, invalidate as unknown as Invalidate<Endpoint>];

/**
 * What each changing call invalidates, declared once from its input: the server publishes it to
 * the tenant's live streams once the call succeeded, and the web app may invalidate the same at
 * once in the tab that made the change. Where the input cannot tell (which weeks
 * approveAllSubmitted approves, whom remind reaches), the service records the events as it makes
 * each change.
 */
const INVALIDATIONS: ReadonlyMap<Endpoint, Invalidate<Endpoint>> = new Map([
  declare(api.users.addNewUser, () => [USERS, EMPLOYEES]),
  declare(api.users.editUser, () => [USERS, EMPLOYEES]),
  declare(api.users.deactivateUser, () => [USERS, EMPLOYEES]),
  declare(api.users.reactivateUser, () => [USERS, EMPLOYEES]),

  declare(api.timesheet.addTimeEntry, (input) => [entries(input.userId, input.date)]),
  // The entry's owner is not in the input: the author's own lists, and every reviewer's.
  declare(api.timesheet.deleteTimeEntry, (_input, author) => [
    entries(author.userId, null),
    entries(null, null),
  ]),
  declare(api.timesheet.setDayHours, (input) => [entries(input.userId, input.date)]),
  declare(api.timesheet.copyWeek, (input) => [entries(input.userId, null)]),
  // Starting stops a running timer into an entry, on the date that timer was started for.
  declare(api.timesheet.startTimer, (_input, author) => [timer(author.userId), entries(author.userId, null)]),
  declare(api.timesheet.stopTimer, (_input, author) => [timer(author.userId), entries(author.userId, null)]),
  declare(api.timesheet.discardTimer, (_input, author) => [timer(author.userId)]),

  declare(api.weekApproval.submitWeek, (input, author) => [week(author.userId, input.weekStart)]),
  declare(api.weekApproval.approveWeek, (input) => [week(input.userId, input.weekStart)]),
  declare(api.weekApproval.rejectWeek, (input) => [week(input.userId, input.weekStart)]),
  declare(api.weekApproval.reopenWeek, (input) => [week(input.userId, input.weekStart)]),
  declare(api.weekApproval.approveAllSubmitted, () => []),

  declare(api.projects.addProject, () => [PROJECTS]),
  // Task cards show their project's name.
  declare(api.projects.updateProject, () => [PROJECTS, TASKS]),
  declare(api.projects.updateProjectStatus, () => [PROJECTS]),
  declare(api.projects.deleteProject, () => [PROJECTS, TASKS]),

  // Project cards count their tasks.
  declare(api.tasks.addTask, () => [TASKS, PROJECTS]),
  declare(api.tasks.updateTask, () => [TASKS, PROJECTS]),
  declare(api.tasks.updateTaskStatus, () => [TASKS]),
  declare(api.tasks.deleteTask, () => [TASKS, PROJECTS]),

  declare(api.settings.updateSettings, () => [SETTINGS]),
  declare(api.notifications.markNotificationsRead, (_input, author) => [
    { type: 'notifications', userId: author.userId },
  ]),
  declare(api.notifications.remind, () => []),
]);

/** True when `endpoint` changes data and declares what that invalidates. */
export const declaresInvalidations = (endpoint: Endpoint): boolean => INVALIDATIONS.has(endpoint);

/** What a successful call of `endpoint` with `input` by `author` invalidates; nothing for reads. */
export function invalidationsOf<E extends Endpoint>(
  endpoint: E,
  input: ParsedInputOf<E>,
  author: ChangeAuthor,
): LiveEvent[] {
  return INVALIDATIONS.get(endpoint)?.(input, author) ?? [];
}
