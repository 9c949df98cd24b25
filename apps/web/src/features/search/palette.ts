import {
  addCalendarDays,
  defineMessages,
  weekStartOf,
  type MessageDescriptor,
  ProjectStatusSchema,
  type ProjectStatus,
  type Role,
  type SearchAnswer,
} from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';
import { canManage } from '../../lib/session.ts';
import type { typedDate } from './typed-date.ts';

/** Something the palette can do: go somewhere, open something, or act. */
export type PaletteItem =
  | { kind: 'screen'; id: string; label: string; path: string }
  | { kind: 'project'; id: string; label: string; detail: string }
  | { kind: 'task'; id: string; label: string; detail: string; projectId: string }
  | { kind: 'person'; id: string; label: string; detail: string }
  | { kind: 'client'; id: string; label: string }
  | { kind: 'add-entry'; id: string; label: string }
  | { kind: 'review-week'; id: string; label: string; weekStart: string }
  | { kind: 'start-timer'; id: string; label: string; taskId: string; projectId: string };

export type PaletteItemKind = PaletteItem['kind'];

/** What a group holds; its heading is worded in the language shown. */
export type PaletteGroupKind = 'recent' | 'screens' | 'projects' | 'tasks' | 'people' | 'clients' | 'actions';

export interface PaletteGroup {
  kind: PaletteGroupKind;
  heading: string;
  items: PaletteItem[];
}

const HEADINGS: Record<PaletteGroupKind, MessageDescriptor> = defineMessages({
  recent: { id: 'search.group.recent', defaultMessage: 'Recent' },
  screens: { id: 'search.group.screens', defaultMessage: 'Screens' },
  projects: { id: 'search.group.projects', defaultMessage: 'Projects' },
  tasks: { id: 'search.group.tasks', defaultMessage: 'Tasks' },
  people: { id: 'search.group.people', defaultMessage: 'People' },
  clients: { id: 'search.group.clients', defaultMessage: 'Clients' },
  actions: { id: 'search.group.actions', defaultMessage: 'Actions' },
});

const group = (kind: PaletteGroupKind, items: PaletteItem[]): PaletteGroup => ({
  kind,
  heading: t(HEADINGS[kind]),
  items,
});

const messages = defineMessages({
  addEntry: { id: 'search.action.add-entry', defaultMessage: 'Add entry' },
  reviewWeek: { id: 'search.action.review-week', defaultMessage: 'Review week of {week}' },
  startTimer: { id: 'search.action.start-timer', defaultMessage: 'Start timer on {task}' },
});

/** A project's status as the board names its column; the status itself is data ('In Review'). */
const PROJECT_STATUS_NAMES: Record<ProjectStatus, MessageDescriptor> = defineMessages({
  New: { id: 'projects.status.new', defaultMessage: 'New' },
  'In Review': { id: 'projects.status.in-review', defaultMessage: 'In Review' },
  'In Progress': { id: 'projects.status.in-progress', defaultMessage: 'In Progress' },
  Done: { id: 'projects.status.done', defaultMessage: 'Done' },
});

/** A screen the palette goes to: the sidebar's entries as the viewer sees them. */
export interface PaletteScreen {
  label: string;
  path: string;
}

export interface PaletteInput {
  /** What was typed. */
  text: string;
  /** The server's matches for the text; undefined until they arrive. */
  answer: SearchAnswer | undefined;
  role: Role;
  screens: readonly PaletteScreen[];
  recent: readonly PaletteItem[];
  /** Today, yyyy-MM-dd: the week the Review actions start from. */
  today: string;
  /** Offers 'Start timer on <task>' for the tasks found. */
  canStartTimer: boolean;
  /**
   * Reads the date a text names, for 'Review week of …'; undefined until its parser has loaded
   * (`typed-date.ts`, with the palette's first use), when the Review actions offer this week and last.
   */
  readDate: typeof typedDate | undefined;
}

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The server's matches as they stand for `text`, from those found for an earlier text: all of them
 * for the same text; for a longer text holding the earlier one, those still matching it, so that the
 * list keeps up with typing while the server is asked; for any other text, none, as they could be
 * chosen by mistake.
 */
export function matchesFor(text: string, found: { text: string; answer: SearchAnswer } | undefined) {
  if (!found) return undefined;
  const now = normalized(text);
  const then = normalized(found.text);
  if (now === then) return found.answer;
  if (then === '' || !now.includes(then)) return undefined;
  const has = (value: string) => value.toLowerCase().includes(now);
  const { projects, tasks, people, clients } = found.answer;
  return {
    ...found.answer,
    projects: projects.filter((project) => has(project.label)),
    tasks: tasks.filter((task) => has(task.label)),
    people: people.filter((person) => has(person.label) || has(person.email)),
    ...(clients ? { clients: clients.filter((client) => has(client.label)) } : {}),
  };
}

/** Most items kept in the recent list. */
export const MAX_RECENT_ITEMS = 6;
/** Most tasks found that also get a 'Start timer on' action. */
const MAX_TIMER_ACTIONS = 3;

/** How well `label` matches `text`: 0 starts with it, 1 has a word starting with it, 2 contains it; -1 not at all. */
export function matchScore(label: string, text: string): number {
  const haystack = label.toLowerCase();
  const needle = text.trim().toLowerCase();
  if (needle === '') return 2;
  const at = haystack.indexOf(needle);
  if (at < 0) return -1;
  if (at === 0) return 0;
  return haystack.split(/[\s/\-–(]+/).some((word) => word.startsWith(needle)) ? 1 : 2;
}

const addEntry = (): PaletteItem => ({ kind: 'add-entry', id: 'add-entry', label: t(messages.addEntry) });
/** Other words for adding an entry that find it, besides its name in the language shown. */
const ADD_ENTRY_WORDS = ['add entry', 'log time', 'new entry', 'add time'];

const reviewWeek = (weekStart: string): PaletteItem => ({
  kind: 'review-week',
  id: weekStart,
  label: t(messages.reviewWeek, { week: weekStart }),
  weekStart,
});

/** The Review actions for Managers and Admins: the week of a typed date, or this and last week. */
function reviewActions({ text, today, readDate }: PaletteInput): PaletteItem[] {
  const date = readDate?.(text, today);
  if (date) return [reviewWeek(weekStartOf(date))];
  const thisWeek = weekStartOf(today);
  const weeks = [reviewWeek(thisWeek), reviewWeek(addCalendarDays(thisWeek, -7))];
  return text.trim() === '' ? weeks.slice(0, 1) : weeks.filter((item) => matchScore(item.label, text) >= 0);
}

function actions(input: PaletteInput): PaletteItem[] {
  const { text, answer, role, canStartTimer } = input;
  const typed = text.trim().toLowerCase();
  const found: PaletteItem[] = [];
  const addEntryItem = addEntry();
  const namesAddEntry = [addEntryItem.label.toLowerCase(), ...ADD_ENTRY_WORDS].some((words) => {
    const score = matchScore(words, typed);
    return (score >= 0 && score <= 1) || typed.startsWith(words);
  });
  if (typed === '' || namesAddEntry) {
    found.push(addEntryItem);
  }
  if (canManage(role)) found.push(...reviewActions(input));
  if (canStartTimer && typed !== '') {
    for (const task of (answer?.tasks ?? []).slice(0, MAX_TIMER_ACTIONS)) {
      found.push({
        kind: 'start-timer',
        id: task.id,
        label: t(messages.startTimer, { task: task.label }),
        taskId: task.id,
        projectId: task.projectId,
      });
    }
  }
  return found;
}

/** A group's best score: its best item's, as the server ranks its matches best first. */
const bestScore = (items: readonly PaletteItem[], text: string) =>
  Math.min(
    ...items.map((item) => {
      const score = matchScore(item.label, text);
      // People are found by email too, which their label does not show.
      return score < 0 ? 2 : score;
    }),
  );

/**
 * What the palette lists for `input`, in groups. Nothing typed: the recent items, then the
 * actions. Text typed: the screens, projects, tasks, people and actions that match, each group in
 * its own order (the server ranks its matches), the groups ordered by their best match and, among
 * equals, in that order, so that a task's own entry comes before the action on it.
 */
export function paletteGroups(input: PaletteInput): PaletteGroup[] {
  const { text, answer, screens, recent } = input;
  if (text.trim() === '') {
    return [
      group(
        'recent',
        recent.map((item) => reworded(item, screens)),
      ),
      group('actions', actions(input)),
    ].filter((found) => found.items.length > 0);
  }
  const matchingScreens = screens
    .map((screen) => ({ screen, score: matchScore(screen.label, text) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => a.score - b.score)
    .map(({ screen }): PaletteItem => ({
      kind: 'screen',
      id: screen.path,
      label: screen.label,
      path: screen.path,
    }));
  const groups: PaletteGroup[] = [
    group('screens', matchingScreens),
    group(
      'projects',
      (answer?.projects ?? []).map((project) => ({
        kind: 'project',
        id: project.id,
        label: project.label,
        detail: project.status,
      })),
    ),
    group(
      'tasks',
      (answer?.tasks ?? []).map((task) => ({
        kind: 'task',
        id: task.id,
        label: task.label,
        detail: task.project,
        projectId: task.projectId,
      })),
    ),
    group(
      'people',
      (answer?.people ?? []).map((person) => ({
        kind: 'person',
        id: person.id,
        label: person.label,
        detail: person.email,
      })),
    ),
    group(
      'clients',
      (answer?.clients ?? []).map((client) => ({ kind: 'client', id: client.id, label: client.label })),
    ),
    group('actions', actions(input)),
  ];
  return groups
    .filter((found) => found.items.length > 0)
    .map((found, order) => ({ found, order, score: bestScore(found.items, text) }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .map(({ found }) => found);
}

/**
 * A recent item as it reads in the language shown now, which may not be the one it was chosen in:
 * a screen by its name in the sidebar, a week's review by its words. Names of things stay as typed.
 */
function reworded(item: PaletteItem, screens: readonly PaletteScreen[]): PaletteItem {
  if (item.kind === 'screen') {
    return { ...item, label: screens.find((screen) => screen.path === item.path)?.label ?? item.label };
  }
  return item.kind === 'review-week' ? reviewWeek(item.weekStart) : item;
}

/** What an option shows beside its name: a project's status by the board's name for it. */
export function itemDetail(item: Extract<PaletteItem, { detail: string }>): string {
  const status = item.kind === 'project' ? ProjectStatusSchema.safeParse(item.detail) : null;
  return status?.success ? t(PROJECT_STATUS_NAMES[status.data]) : item.detail;
}

export type PaletteKey = 'ArrowDown' | 'ArrowUp';

/** The option active after `key` among `count` options: arrows move and wrap around; -1 when there are none. */
export function nextActive(active: number, key: PaletteKey, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Kinds worth going back to: places and things, not actions that change something. */
const REMEMBERED: ReadonlySet<PaletteItemKind> = new Set([
  'screen',
  'project',
  'task',
  'person',
  'client',
  'review-week',
]);

/** The recent items after choosing `item`: it first, once, and at most MAX_RECENT_ITEMS. */
export function rememberRecent(recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  if (!REMEMBERED.has(item.kind)) return [...recent];
  const others = recent.filter((kept) => kept.kind !== item.kind || kept.id !== item.id);
  return [item, ...others].slice(0, MAX_RECENT_ITEMS);
}

/** True for an item read back from storage that has every field its kind needs. */
function isRememberedItem(value: unknown): value is PaletteItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const text = (field: string) => typeof item[field] === 'string';
  if (!REMEMBERED.has(item.kind as PaletteItemKind) || !text('id') || !text('label')) return false;
  if (item.kind === 'screen') return text('path');
  if (item.kind === 'review-week') return text('weekStart');
  if (item.kind === 'task') return text('detail') && text('projectId');
  if (item.kind === 'client') return true;
  return text('detail');
}

/** Recent items read back from storage; anything unreadable is dropped. */
export function readRecentItems(stored: string | null): PaletteItem[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isRememberedItem).slice(0, MAX_RECENT_ITEMS) : [];
  } catch {
    return [];
  }
}
