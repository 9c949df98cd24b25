import type { SearchAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  itemDetail,
  MAX_RECENT_ITEMS,
  matchScore,
  matchesFor,
  nextActive,
  paletteGroups,
  readRecentItems,
  rememberRecent,
  type PaletteInput,
  type PaletteItem,
} from './palette.ts';
import { typedDate } from './typed-date.ts';

const SCREENS = [
  { label: 'My Timesheet', path: '/timesheet' },
  { label: 'Overview', path: '/timesheet-overview' },
  { label: 'Review', path: '/timesheet-review' },
  { label: 'Projects', path: '/projects' },
  { label: 'Tasks', path: '/tasks' },
];

const ANSWER: SearchAnswer = {
  result: 1,
  projects: [{ id: 'p1', label: 'Depot picking', status: 'New' }],
  tasks: [
    { id: 't1', label: 'Picking', status: 'todo', projectId: 'p1', project: 'Depot picking' },
    { id: 't2', label: 'Re-picking returns', status: 'done', projectId: 'p1', project: 'Depot picking' },
  ],
  people: [],
};
const PEOPLE: SearchAnswer = {
  result: 1,
  projects: [],
  tasks: [],
  people: [{ id: 'u1', label: 'Ada Lovelace', email: 'ada@example.com', role: 'User' }],
};

// Wednesday; its week starts on Sunday 15 November 2026.
const TODAY = '2026-11-18';

const input = (changes: Partial<PaletteInput>): PaletteInput => ({
  text: '',
  answer: undefined,
  role: 'Admin',
  screens: SCREENS,
  recent: [],
  today: TODAY,
  canStartTimer: true,
  readDate: typedDate,
  ...changes,
});

const outline = (groups: ReturnType<typeof paletteGroups>) =>
  groups.map((group) => `${group.heading}: ${group.items.map((item) => item.label).join(', ')}`);

describe('how well a name matches', () => {
  it('ranks a start over a word start over anywhere, ignoring case', () => {
    expect(matchScore('Picking', 'pick')).toBe(0);
    expect(matchScore('Depot picking', 'PICK')).toBe(1);
    expect(matchScore('Re-picking returns', 'pick')).toBe(1);
    expect(matchScore('Unpicked', 'pick')).toBe(2);
    expect(matchScore('Packing', 'pick')).toBe(-1);
  });
});

describe('what the palette lists', () => {
  it("puts the best match first: a task named by the text before its project and the timer's action", () => {
    expect(outline(paletteGroups(input({ text: 'pick', answer: ANSWER })))).toEqual([
      'Tasks: Picking, Re-picking returns',
      'Projects: Depot picking',
      'Actions: Start timer on Picking, Start timer on Re-picking returns',
    ]);
  });

  it('lists matching screens and the server’s people, found by name or email', () => {
    expect(outline(paletteGroups(input({ text: 'ada', answer: PEOPLE })))).toEqual(['People: Ada Lovelace']);
    expect(outline(paletteGroups(input({ text: 'task', answer: undefined })))).toEqual(['Screens: Tasks']);
  });

  it('offers the Review of a typed date’s week, or of this and last week, to Managers and Admins only', () => {
    expect(outline(paletteGroups(input({ text: 'review' })))).toEqual([
      'Screens: Review',
      'Actions: Review week of 2026-11-15, Review week of 2026-11-08',
    ]);
    expect(outline(paletteGroups(input({ text: 'review Nov 4' })))).toEqual([
      'Actions: Review week of 2026-11-01',
    ]);
    expect(outline(paletteGroups(input({ text: '2026-11-18', role: 'Manager' })))).toEqual([
      'Actions: Review week of 2026-11-15',
    ]);
    expect(outline(paletteGroups(input({ text: 'review', role: 'User', screens: [] })))).toEqual([]);
  });

  it('offers this and last week until the date parser has loaded', () => {
    expect(outline(paletteGroups(input({ text: 'review Nov 4', readDate: undefined })))).toEqual([]);
    expect(outline(paletteGroups(input({ text: 'review', readDate: undefined })))).toEqual([
      'Screens: Review',
      'Actions: Review week of 2026-11-15, Review week of 2026-11-08',
    ]);
  });

  it('finds Add entry by its other names, and leaves out the timer where it cannot start', () => {
    expect(outline(paletteGroups(input({ text: 'log time' })))).toEqual(['Actions: Add entry']);
    expect(outline(paletteGroups(input({ text: 'pick', answer: ANSWER, canStartTimer: false })))).toEqual([
      'Tasks: Picking, Re-picking returns',
      'Projects: Depot picking',
    ]);
  });

  it('shows the recent items, then the actions, when nothing is typed', () => {
    const recent: PaletteItem[] = [{ kind: 'screen', id: '/projects', label: 'Projects', path: '/projects' }];
    expect(outline(paletteGroups(input({ recent })))).toEqual([
      'Recent: Projects',
      'Actions: Add entry, Review week of 2026-11-15',
    ]);
    expect(outline(paletteGroups(input({ recent, role: 'User' })))).toEqual([
      'Recent: Projects',
      'Actions: Add entry',
    ]);
  });
});

describe('the server’s matches while typing on', () => {
  it('are kept for the same text, narrowed for a longer one, and dropped for another', () => {
    expect(matchesFor(' Pick ', { text: 'pick', answer: ANSWER })).toBe(ANSWER);
    expect(matchesFor('picking x', { text: 'pick', answer: ANSWER })?.tasks).toEqual([]);
    expect(matchesFor('re-pick', { text: 'pick', answer: ANSWER })?.tasks.map((task) => task.label)).toEqual([
      'Re-picking returns',
    ]);
    expect(matchesFor('ada@', { text: 'ada', answer: PEOPLE })?.people).toHaveLength(1);
    expect(matchesFor('users', { text: 'crossdock', answer: ANSWER })).toBeUndefined();
    expect(matchesFor('pick', undefined)).toBeUndefined();
  });
});

describe('reading a date from the text', () => {
  it('reads ISO dates and month names, in the current year by default', () => {
    expect(typedDate('2026-02-03', TODAY)).toBe('2026-02-03');
    expect(typedDate('review week of Dec 24', TODAY)).toBe('2026-12-24');
    expect(typedDate('3 March', TODAY)).toBe('2026-03-03');
    expect(typedDate('review', TODAY)).toBeNull();
    expect(typedDate('picking', TODAY)).toBeNull();
  });
});

describe('moving through the options with the arrow keys', () => {
  it('goes down and up, wrapping around at either end', () => {
    expect(nextActive(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActive(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(2, 'ArrowUp', 3)).toBe(1);
    expect(nextActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('the recent items', () => {
  const project = (id: string): PaletteItem => ({
    kind: 'project',
    id,
    label: `Project ${id}`,
    detail: 'New',
  });

  it('keeps the last chosen first, each once, and at most a few', () => {
    let recent: PaletteItem[] = [];
    for (const id of ['a', 'b', 'c', 'a']) recent = rememberRecent(recent, project(id));
    expect(recent.map((item) => item.id)).toEqual(['a', 'c', 'b']);
    for (let index = 0; index < 10; index += 1) recent = rememberRecent(recent, project(String(index)));
    expect(recent).toHaveLength(MAX_RECENT_ITEMS);
  });

  it('does not remember actions that change something', () => {
    expect(rememberRecent([], { kind: 'add-entry', id: 'add-entry', label: 'Add entry' })).toEqual([]);
  });

  it('reads back what it stored, and drops what it cannot read', () => {
    const stored = [project('a'), { kind: 'screen', id: '/x', label: 'X' }, { kind: 'start-timer', id: 't' }];
    expect(readRecentItems(JSON.stringify(stored))).toEqual([project('a')]);
    expect(readRecentItems('not json')).toEqual([]);
    expect(readRecentItems(null)).toEqual([]);
  });
});

describe('what an option reads', () => {
  it('names a project’s status as the board names its column, and shows other details as they are', () => {
    expect(itemDetail({ kind: 'project', id: 'p1', label: 'Depot', detail: 'In Review' })).toBe('In Review');
    expect(itemDetail({ kind: 'person', id: 'u1', label: 'Ada', detail: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
  });

  it('words a recent screen and week again, so that they read in the language shown now', () => {
    const recent: PaletteItem[] = [
      { kind: 'screen', id: '/projects', label: 'Projekte', path: '/projects' },
      { kind: 'review-week', id: '2026-11-08', label: 'Woche ab 2026-11-08 prüfen', weekStart: '2026-11-08' },
      { kind: 'project', id: 'p1', label: 'Depot picking', detail: 'New' },
    ];
    expect(outline(paletteGroups(input({ recent, role: 'User' })))).toEqual([
      'Recent: Projects, Review week of 2026-11-08, Depot picking',
      'Actions: Add entry',
    ]);
  });
});

describe('clients', () => {
  it('are listed as a group of their own and kept among the recent items', () => {
    const input: PaletteInput = {
      text: 'north',
      answer: { result: 1, projects: [], tasks: [], people: [], clients: [{ id: 'c1', label: 'Northwind' }] },
      role: 'Manager',
      screens: [],
      recent: [],
      today: '2026-11-27',
      canStartTimer: false,
      readDate: undefined,
    };
    const groups = paletteGroups(input);
    expect(groups.map((found) => [found.kind, found.items.map((item) => item.label)])).toContainEqual([
      'clients',
      ['Northwind'],
    ]);
    const client = { kind: 'client' as const, id: 'c1', label: 'Northwind' };
    expect(readRecentItems(JSON.stringify(rememberRecent([], client)))).toEqual([client]);
  });
});
