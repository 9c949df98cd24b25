import { addCalendarDays, defineMessages, type ReviewGridAnswer, type WeekStatus } from '@portal/contract';
import type { SelectOption } from '../../components/ui/select-field.tsx';
import { t } from '../../lib/i18n/intl.ts';
import {
  compareText,
  projectRows,
  sumRows,
  type HoursRow,
  type ProjectRow,
  type WeekCell,
} from '../../lib/week-hours.ts';

const messages = defineMessages({
  taskOfProject: {
    id: 'review.filter.task-of-project',
    defaultMessage: '{task} ({project})',
    description: 'A task among the choices of the Task filter, when other projects have a task of its name.',
  },
});

/** The review as the screen works with it: one cell per user, task and day, as in the Overview. */
export interface Review {
  entries: WeekCell[];
  /** Each project under each user who logged time on it. */
  projects: { id: string; name: string; userId: string }[];
  users: ReviewGridAnswer['users'];
}

export const NO_REVIEW: Review = { entries: [], projects: [], users: [] };

/** Unfolds the grid answer's rows of daily hours, which start on `startDate`, into cells. */
export function unfoldReview(answer: ReviewGridAnswer, startDate: string): Review {
  const projectNames = new Map(answer.projects.map((project) => [project.id, project.name]));
  const taskNames = new Map(answer.tasks.map((task) => [task.id, task.name]));
  const dates: string[] = [];
  const dateOf = (day: number) => (dates[day] ??= addCalendarDays(startDate, day));
  const entries: WeekCell[] = [];
  const projects = new Map<string, Review['projects'][number]>();
  for (const { userId, projectId, taskId, hours } of answer.entries) {
    const taskName = taskNames.get(taskId) ?? '';
    hours.forEach((value, day) => {
      if (value === 0) return;
      entries.push({ projectId, taskId, taskName, date: dateOf(day), hours: value, userId });
    });
    projects.set(projectKey(userId, projectId), {
      id: projectId,
      name: projectNames.get(projectId) ?? '',
      userId,
    });
  }
  return { entries, projects: [...projects.values()], users: answer.users };
}

export interface UserRow extends HoursRow {
  projects: ProjectRow[];
  /** Status of the user's week, and why it was last rejected or reopened while that stands. */
  status: WeekStatus;
  reason: string | null;
}

/**
 * The review's filters, '' meaning all. Of User, Project and Task at most one is set: choosing one
 * clears the other two. Status works alongside them.
 */
export interface ReviewFilter {
  userId: string;
  projectId: string;
  taskId: string;
  status: WeekStatus | '';
}
/** The filters that clear each other. */
export type ReviewFilterField = Exclude<keyof ReviewFilter, 'status'>;

/** What the reviewer sees of the week: the filter and which rows are open. */
export interface ReviewView {
  filter: ReviewFilter;
  expandedUsers: ReadonlySet<string>;
  /** Keys made by `projectKey`. */
  expandedProjects: ReadonlySet<string>;
}

export const NO_FILTER: ReviewFilter = { userId: '', projectId: '', taskId: '', status: '' };

/** Everything unfiltered and collapsed. */
export const INITIAL_VIEW: ReviewView = {
  filter: NO_FILTER,
  expandedUsers: new Set(),
  expandedProjects: new Set(),
};

/** Key of one user's project row: a project appears under every user who logged time on it. */
export const projectKey = (userId: string, projectId: string) => `${userId}:${projectId}`;

/** The choices of each filter. */
export type FilterChoices = Record<'users' | 'projects' | 'tasks', SelectOption[]>;

const byLabel = (a: SelectOption, b: SelectOption) => compareText(a.label, b.label);

/**
 * The choices of the User, Project and Task filters, sorted. A task name used in more than one
 * project names its project too, so that the choices stay distinct.
 */
export function filterChoices(answer: Review): FilterChoices {
  const projectNames = new Map(answer.projects.map((project) => [project.id, project.name]));
  const tasks = new Map<string, WeekCell>();
  const namesInUse = new Map<string, number>();
  for (const entry of answer.entries) {
    if (tasks.has(entry.taskId)) continue;
    tasks.set(entry.taskId, entry);
    namesInUse.set(entry.taskName, (namesInUse.get(entry.taskName) ?? 0) + 1);
  }
  return {
    users: answer.users.map((user) => ({ value: user.id, label: user.name })).sort(byLabel),
    projects: [...projectNames].map(([value, label]) => ({ value, label })).sort(byLabel),
    tasks: [...tasks.values()]
      .map((task) => ({
        value: task.taskId,
        label:
          (namesInUse.get(task.taskName) ?? 0) > 1
            ? t(messages.taskOfProject, {
                task: task.taskName,
                project: projectNames.get(task.projectId) ?? '',
              })
            : task.taskName,
      }))
      .sort(byLabel),
  };
}

/**
 * Sets one filter and clears the other two. Choosing a project opens every user; choosing a task
 * opens every user and every project, so the matching rows are in sight at once.
 */
export function chooseFilter(
  answer: Review,
  view: ReviewView,
  field: ReviewFilterField,
  value: string,
): ReviewView {
  const filter = { ...NO_FILTER, status: view.filter.status, [field]: value };
  if (!value || field === 'userId') return { ...view, filter };
  const expandedUsers = new Set(answer.users.map((user) => user.id));
  if (field === 'projectId') return { ...view, filter, expandedUsers };
  const expandedProjects = new Set(answer.projects.map((project) => projectKey(project.userId, project.id)));
  return { filter, expandedUsers, expandedProjects };
}

/** Shows only the users whose week has `status` ('' for all), leaving the other filters as they are. */
export const chooseStatus = (view: ReviewView, status: WeekStatus | ''): ReviewView => ({
  ...view,
  filter: { ...view.filter, status },
});

function toggled(keys: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(keys);
  if (!next.delete(key)) next.add(key);
  return next;
}

export const toggleUser = (view: ReviewView, userId: string): ReviewView => ({
  ...view,
  expandedUsers: toggled(view.expandedUsers, userId),
});

export const toggleProject = (view: ReviewView, key: string): ReviewView => ({
  ...view,
  expandedProjects: toggled(view.expandedProjects, key),
});

const matches = (entry: WeekCell, filter: ReviewFilter) =>
  (!filter.userId || entry.userId === filter.userId) &&
  (!filter.projectId || entry.projectId === filter.projectId) &&
  (!filter.taskId || entry.taskId === filter.taskId);

/**
 * The User > Project > Task rows of the entries the filter lets through, users in the answer's
 * order. Totals add up what is shown, so a filtered user's total is that of the matching rows.
 * Without a project or task filter, a user listed without hours (their week was decided on, then
 * emptied) still shows, so that their week's status stays in sight.
 */
export function reviewRows(answer: Review, days: readonly string[], filter: ReviewFilter): UserRow[] {
  const entriesOfUser = new Map<string, WeekCell[]>();
  for (const entry of answer.entries) {
    if (!matches(entry, filter)) continue;
    const list = entriesOfUser.get(entry.userId);
    if (list) list.push(entry);
    else entriesOfUser.set(entry.userId, [entry]);
  }
  const projectNames = new Map(answer.projects.map((project) => [project.id, project.name]));
  const rows: UserRow[] = [];
  const byHours = filter.projectId !== '' || filter.taskId !== '';
  for (const user of answer.users) {
    if ((filter.userId && user.id !== filter.userId) || (filter.status && user.status !== filter.status)) {
      continue;
    }
    const entries = entriesOfUser.get(user.id);
    if (!entries && byHours) continue;
    const projects = projectRows(entries ?? [], projectNames, days);
    rows.push({
      ...sumRows(user.id, user.name, projects, days.length),
      projects,
      status: user.status,
      reason: user.reason,
    });
  }
  return rows;
}

/**
 * One row of the review table as it is drawn: a user, one of their projects, or one of that
 * project's tasks. `key` is unique in the table and names its parent's key before its last ':'.
 */
export type ReviewLine =
  | { kind: 'user'; key: string; user: UserRow; isOpen: boolean }
  | { kind: 'project'; key: string; user: UserRow; project: ProjectRow; isOpen: boolean }
  | { kind: 'task'; key: string; user: UserRow; task: HoursRow };

/** The rows of the table in order: each user, then their projects and those projects' tasks when open. */
export function reviewLines(
  rows: readonly UserRow[],
  view: Pick<ReviewView, 'expandedUsers' | 'expandedProjects'>,
): ReviewLine[] {
  const lines: ReviewLine[] = [];
  for (const user of rows) {
    const isOpen = view.expandedUsers.has(user.id);
    lines.push({ kind: 'user', key: user.id, user, isOpen });
    if (!isOpen) continue;
    for (const project of user.projects) {
      const key = projectKey(user.id, project.id);
      const projectOpen = view.expandedProjects.has(key);
      lines.push({ kind: 'project', key, user, project, isOpen: projectOpen });
      if (!projectOpen) continue;
      for (const task of project.tasks) lines.push({ kind: 'task', key: `${key}:${task.id}`, user, task });
    }
  }
  return lines;
}

/**
 * Where the row `key` is in `lines`; when it is no longer drawn (its user or project was closed, or
 * filtered out), where its nearest drawn parent is; -1 when none is.
 */
export function lineIndexOf(lines: readonly ReviewLine[], key: string): number {
  for (let wanted = key; ; wanted = wanted.slice(0, wanted.lastIndexOf(':'))) {
    const index = lines.findIndex((line) => line.key === wanted);
    if (index >= 0 || !wanted.includes(':')) return index;
  }
}

/** The row that holds the row at `index`: a task's project, a project's user; -1 for a user. */
export function parentLineIndex(lines: readonly ReviewLine[], index: number): number {
  const line = lines[index];
  if (!line || line.kind === 'user') return -1;
  const wanted = line.kind === 'project' ? 'user' : 'project';
  for (let above = index - 1; above >= 0; above -= 1) if (lines[above]?.kind === wanted) return above;
  return -1;
}

/**
 * Opens every row at one level: every user shown, or every project of every open user. This is the
 * tree pattern's '*' (open the row's siblings) widened to the whole level, so that a reviewer opens
 * everyone, then every project, with two keystrokes.
 */
export function expandLevel(
  view: ReviewView,
  rows: readonly UserRow[],
  level: 'user' | 'project',
): ReviewView {
  if (level === 'user') {
    return { ...view, expandedUsers: new Set([...view.expandedUsers, ...rows.map((user) => user.id)]) };
  }
  const expandedProjects = new Set(view.expandedProjects);
  for (const user of rows) {
    if (!view.expandedUsers.has(user.id)) continue;
    for (const project of user.projects) expandedProjects.add(projectKey(user.id, project.id));
  }
  return { ...view, expandedProjects };
}
