import type { ReviewGridAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { weekDays } from '../../lib/dates.ts';
import type { WeekCell } from '../../lib/week-hours.ts';
import {
  INITIAL_VIEW,
  NO_FILTER,
  chooseFilter,
  chooseStatus,
  expandLevel,
  filterChoices,
  lineIndexOf,
  parentLineIndex,
  projectKey,
  reviewLines,
  reviewRows,
  toggleProject,
  toggleUser,
  unfoldReview,
  type Review,
} from './review.ts';

const days = weekDays('2026-11-15');

const entry = (
  userId: string,
  projectId: string,
  taskId: string,
  taskName: string,
  date: string,
  hours: number,
): WeekCell => ({ projectId, taskId, taskName, date, hours, userId });

const answer: Review = {
  entries: [
    entry('ada', 'apollo', 'design', 'Design', '2026-11-16', 2),
    entry('ada', 'apollo', 'build', 'Build', '2026-11-17', 3),
    entry('ada', 'zephyr', 'audit', 'Audit', '2026-11-17', 1.5),
    entry('bob', 'apollo', 'design', 'Design', '2026-11-16', 4),
    entry('bob', 'zephyr', 'zdesign', 'Design', '2026-11-20', 6),
  ],
  projects: [
    { id: 'apollo', name: 'Apollo', userId: 'ada' },
    { id: 'zephyr', name: 'Zephyr', userId: 'ada' },
    { id: 'apollo', name: 'Apollo', userId: 'bob' },
    { id: 'zephyr', name: 'Zephyr', userId: 'bob' },
  ],
  users: [
    { id: 'ada', name: 'Ada Lovelace', totalHours: 6.5, status: 'Open', reason: null },
    { id: 'bob', name: 'Bob Byte', totalHours: 10, status: 'Submitted', reason: null },
    // Rejected, then every entry deleted: listed for the decision, with no hours.
    { id: 'cy', name: 'Cy Clerk', totalHours: 0, status: 'Rejected', reason: 'Missing Friday' },
  ],
};

describe('filterChoices', () => {
  it('offers each user, project and task once, naming the project of a task name used twice', () => {
    expect(filterChoices(answer)).toEqual({
      users: [
        { value: 'ada', label: 'Ada Lovelace' },
        { value: 'bob', label: 'Bob Byte' },
        { value: 'cy', label: 'Cy Clerk' },
      ],
      projects: [
        { value: 'apollo', label: 'Apollo' },
        { value: 'zephyr', label: 'Zephyr' },
      ],
      tasks: [
        { value: 'audit', label: 'Audit' },
        { value: 'build', label: 'Build' },
        { value: 'design', label: 'Design (Apollo)' },
        { value: 'zdesign', label: 'Design (Zephyr)' },
      ],
    });
  });
});

describe('reviewRows', () => {
  it('groups users, their projects and tasks, with per-day sums, totals and week status', () => {
    const rows = reviewRows(answer, days, NO_FILTER);
    expect(rows.map((user) => [user.name, user.days, user.total, user.status, user.reason])).toEqual([
      ['Ada Lovelace', [0, 2, 4.5, 0, 0, 0, 0], 6.5, 'Open', null],
      ['Bob Byte', [0, 4, 0, 0, 0, 6, 0], 10, 'Submitted', null],
      ['Cy Clerk', [0, 0, 0, 0, 0, 0, 0], 0, 'Rejected', 'Missing Friday'],
    ]);
    expect(rows[0]?.projects.map((project) => [project.name, project.total])).toEqual([
      ['Apollo', 5],
      ['Zephyr', 1.5],
    ]);
    expect(rows[0]?.projects[0]?.tasks.map((task) => [task.name, task.days[2]])).toEqual([
      ['Build', 3],
      ['Design', 0],
    ]);
  });

  it('keeps only what the filter lets through, totals included', () => {
    const byProject = reviewRows(answer, days, { ...NO_FILTER, projectId: 'zephyr' });
    expect(byProject.map((user) => [user.name, user.total, user.projects.map((p) => p.name)])).toEqual([
      ['Ada Lovelace', 1.5, ['Zephyr']],
      ['Bob Byte', 6, ['Zephyr']],
    ]);
    const byTask = reviewRows(answer, days, { ...NO_FILTER, taskId: 'build' });
    expect(byTask.map((user) => [user.name, user.total])).toEqual([['Ada Lovelace', 3]]);
    const byUser = reviewRows(answer, days, { ...NO_FILTER, userId: 'bob' });
    expect(byUser.map((user) => user.name)).toEqual(['Bob Byte']);
  });

  it('keeps the users whose week has the chosen status, alongside the other filters', () => {
    const submitted = reviewRows(answer, days, { ...NO_FILTER, status: 'Submitted' });
    expect(submitted.map((user) => user.name)).toEqual(['Bob Byte']);
    const rejected = reviewRows(answer, days, { ...NO_FILTER, status: 'Rejected' });
    expect(rejected.map((user) => user.name)).toEqual(['Cy Clerk']);
    const openOnZephyr = reviewRows(answer, days, { ...NO_FILTER, projectId: 'zephyr', status: 'Open' });
    expect(openOnZephyr.map((user) => [user.name, user.total])).toEqual([['Ada Lovelace', 1.5]]);
    expect(reviewRows(answer, days, { ...NO_FILTER, status: 'Approved' })).toEqual([]);
  });
});

describe('chooseFilter', () => {
  it('clears the other two filters', () => {
    const byUser = chooseFilter(answer, INITIAL_VIEW, 'userId', 'ada');
    expect(byUser.filter).toEqual({ userId: 'ada', projectId: '', taskId: '', status: '' });
    const byProject = chooseFilter(answer, byUser, 'projectId', 'apollo');
    expect(byProject.filter).toEqual({ userId: '', projectId: 'apollo', taskId: '', status: '' });
    const byTask = chooseFilter(answer, byProject, 'taskId', 'audit');
    expect(byTask.filter).toEqual({ userId: '', projectId: '', taskId: 'audit', status: '' });
    expect(chooseFilter(answer, byTask, 'userId', 'bob').filter).toEqual({
      userId: 'bob',
      projectId: '',
      taskId: '',
      status: '',
    });
  });

  it('keeps the status filter, which the other filters do not clear, nor it them', () => {
    const submitted = chooseStatus(chooseFilter(answer, INITIAL_VIEW, 'projectId', 'apollo'), 'Submitted');
    expect(submitted.filter).toEqual({ userId: '', projectId: 'apollo', taskId: '', status: 'Submitted' });
    expect(chooseFilter(answer, submitted, 'userId', 'bob').filter).toEqual({
      userId: 'bob',
      projectId: '',
      taskId: '',
      status: 'Submitted',
    });
    expect(chooseStatus(submitted, '').filter.projectId).toBe('apollo');
  });

  it('leaves the open rows alone when a user or All is chosen', () => {
    const opened = toggleUser(INITIAL_VIEW, 'ada');
    expect(chooseFilter(answer, opened, 'userId', 'bob').expandedUsers).toEqual(new Set(['ada']));
    expect(chooseFilter(answer, opened, 'projectId', '').expandedUsers).toEqual(new Set(['ada']));
  });

  it('opens every user when a project is chosen', () => {
    const view = chooseFilter(answer, INITIAL_VIEW, 'projectId', 'zephyr');
    expect(view.expandedUsers).toEqual(new Set(['ada', 'bob', 'cy']));
    expect(view.expandedProjects).toEqual(new Set());
  });

  it('opens every user and every project when a task is chosen', () => {
    const view = chooseFilter(answer, INITIAL_VIEW, 'taskId', 'design');
    expect(view.expandedUsers).toEqual(new Set(['ada', 'bob', 'cy']));
    expect(view.expandedProjects).toEqual(new Set(['ada:apollo', 'ada:zephyr', 'bob:apollo', 'bob:zephyr']));
  });
});

describe('toggling rows', () => {
  it('opens and closes a user and one user’s project', () => {
    const open = toggleProject(toggleUser(INITIAL_VIEW, 'ada'), projectKey('ada', 'apollo'));
    expect(open.expandedUsers).toEqual(new Set(['ada']));
    expect(open.expandedProjects).toEqual(new Set(['ada:apollo']));
    const closed = toggleProject(toggleUser(open, 'ada'), projectKey('ada', 'apollo'));
    expect(closed.expandedUsers.size).toBe(0);
    expect(closed.expandedProjects.size).toBe(0);
  });
});

describe('the rows drawn', () => {
  const rows = reviewRows(answer, days, NO_FILTER);
  const adaOpen = toggleProject(toggleUser(INITIAL_VIEW, 'ada'), projectKey('ada', 'apollo'));
  const keys = (view: typeof INITIAL_VIEW) => reviewLines(rows, view).map((line) => line.key);

  it('lists each user, and the projects and tasks of those open, in order', () => {
    expect(keys(INITIAL_VIEW)).toEqual(['ada', 'bob', 'cy']);
    expect(keys(adaOpen)).toEqual([
      'ada',
      'ada:apollo',
      'ada:apollo:build',
      'ada:apollo:design',
      'ada:zephyr',
      'bob',
      'cy',
    ]);
    // A project left open under a closed user stays hidden.
    expect(keys(toggleUser(adaOpen, 'ada'))).toEqual(['ada', 'bob', 'cy']);
  });

  it('finds a row, or its nearest drawn parent once it is hidden', () => {
    const lines = reviewLines(rows, adaOpen);
    expect(lineIndexOf(lines, 'ada:apollo:design')).toBe(3);
    const closed = reviewLines(rows, toggleProject(adaOpen, projectKey('ada', 'apollo')));
    expect(lineIndexOf(closed, 'ada:apollo:design')).toBe(1);
    expect(lineIndexOf(reviewLines(rows, INITIAL_VIEW), 'ada:apollo:design')).toBe(0);
    expect(lineIndexOf(reviewLines([], INITIAL_VIEW), 'ada:apollo')).toBe(-1);
  });

  it('names the row that holds a task or a project', () => {
    const lines = reviewLines(rows, adaOpen);
    expect(parentLineIndex(lines, 3)).toBe(1);
    expect(parentLineIndex(lines, 4)).toBe(0);
    expect(parentLineIndex(lines, 5)).toBe(-1);
  });

  it("opens every user, then every open user's projects, with '*'", () => {
    const users = expandLevel(INITIAL_VIEW, rows, 'user');
    expect(users.expandedUsers).toEqual(new Set(['ada', 'bob', 'cy']));
    const projects = expandLevel(toggleUser(users, 'bob'), rows, 'project');
    expect(projects.expandedProjects).toEqual(new Set(['ada:apollo', 'ada:zephyr']));
    expect(reviewLines(rows, expandLevel(users, rows, 'project'))).toHaveLength(3 + 4 + 5);
  });
});

describe('a large review', () => {
  // 500 users, each on 3 projects with 2 tasks, every day of the week: 21,000 entries.
  const big: Review = { entries: [], projects: [], users: [] };
  for (let user = 0; user < 500; user += 1) {
    const userId = `u${user}`;
    big.users.push({ id: userId, name: `User ${user}`, totalHours: 0, status: 'Open', reason: null });
    for (let project = 0; project < 3; project += 1) {
      const projectId = `p${project}`;
      big.projects.push({ id: projectId, name: `Project ${project}`, userId });
      for (let task = 0; task < 2; task += 1) {
        for (const date of days) {
          big.entries.push(entry(userId, projectId, `${projectId}t${task}`, `Task ${task}`, date, 0.5));
        }
      }
    }
  }

  /** Expands everything with a task, then filters by a project and by nothing: the reviewer's clicks. */
  function chooseAround() {
    const byTask = chooseFilter(big, INITIAL_VIEW, 'taskId', 'p1t0');
    const taskRows = reviewRows(big, days, byTask.filter);
    const byProject = chooseFilter(big, byTask, 'projectId', 'p2');
    const projectRows = reviewRows(big, days, byProject.filter);
    const allRows = reviewRows(big, days, chooseFilter(big, byProject, 'projectId', '').filter);
    return { byTask, taskRows, projectRows, allRows };
  }

  it('expands everything and filters again correctly', () => {
    const { byTask, taskRows, projectRows, allRows } = chooseAround();
    expect(byTask.expandedUsers.size).toBe(500);
    expect(byTask.expandedProjects.size).toBe(1500);
    expect(taskRows[0]?.total).toBe(3.5);
    expect(projectRows[0]?.total).toBe(7);
    expect(allRows).toHaveLength(500);
    expect(allRows[0]?.total).toBe(21);
    // Opened down to the tasks: 500 users, 1,500 projects and 3,000 tasks drawn as rows.
    expect(reviewLines(allRows, byTask)).toHaveLength(5000);
  });
});

describe('the review answer', () => {
  it('unfolds rows of daily hours into one cell per user, task and day', () => {
    const wire: ReviewGridAnswer = {
      result: 1,
      entries: [
        { userId: 'ada', projectId: 'apollo', taskId: 'design', hours: [0, 2, 0, 0, 0, 0, 0] },
        { userId: 'ada', projectId: 'zephyr', taskId: 'audit', hours: [0, 0, 1.5, 0, 0, 0, 0.25] },
        { userId: 'bob', projectId: 'apollo', taskId: 'design', hours: [4, 0, 0, 0, 0, 0, 0] },
      ],
      projects: [
        { id: 'apollo', name: 'Apollo' },
        { id: 'zephyr', name: 'Zephyr' },
      ],
      tasks: [
        { id: 'design', name: 'Design' },
        { id: 'audit', name: 'Audit' },
      ],
      users: answer.users,
    };
    const review = unfoldReview(wire, '2026-11-15');
    expect(review.entries).toEqual([
      entry('ada', 'apollo', 'design', 'Design', '2026-11-16', 2),
      entry('ada', 'zephyr', 'audit', 'Audit', '2026-11-17', 1.5),
      entry('ada', 'zephyr', 'audit', 'Audit', '2026-11-21', 0.25),
      entry('bob', 'apollo', 'design', 'Design', '2026-11-15', 4),
    ]);
    expect(review.projects).toEqual([
      { id: 'apollo', name: 'Apollo', userId: 'ada' },
      { id: 'zephyr', name: 'Zephyr', userId: 'ada' },
      { id: 'apollo', name: 'Apollo', userId: 'bob' },
    ]);
    expect(review.users).toBe(wire.users);
  });
});
