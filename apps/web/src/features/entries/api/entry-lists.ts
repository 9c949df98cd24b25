import {
  weekStartOf,
  type OverviewAnswer,
  type Project,
  type Task,
  type TimeEntry,
  type WeekEntry,
} from '@portal/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import type { TimeEntriesPage } from './get-time-entries-page.ts';
import type { NewTimeEntry } from './add-time-entry.ts';

/**
 * An entry the lists show before the server has given it an id, named by the key its change is
 * sent with. It starts like the week grid's own pending entries, which the grid treats alike.
 */
const SHOWN_ENTRY_ID = 'pending:entry:';

/** The id an entry added on this screen has until the server lists it. */
export const shownEntryId = (idempotencyKey: string) => `${SHOWN_ENTRY_ID}${idempotencyKey}`;

/** The key of the change that adds an entry not listed by the server yet; undefined for a stored one. */
export const keyOfShownEntry = (entryId: string): string | undefined =>
  entryId.startsWith(SHOWN_ENTRY_ID) ? entryId.slice(SHOWN_ENTRY_ID.length) : undefined;

/** What the lists held before a change was shown in them, to put back if the server refuses it. */
export type EntryListsBefore = [QueryKey, unknown][];

const isPage = (key: QueryKey) => key[3] === 'page';

async function touch(queryClient: QueryClient, keys: QueryKey[]): Promise<EntryListsBefore> {
  // A read under way would otherwise land after the change and undo it on screen.
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  return queryClient
    .getQueriesData({ predicate: ({ queryKey }) => keys.some((key) => startsWith(queryKey, key)) })
    .map(([key, data]) => [key, data]);
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

/** Shows a new entry in its week's overview and on the first page of the user's list. */
export async function showAddedEntry(
  queryClient: QueryClient,
  entry: NewTimeEntry,
  idempotencyKey: string,
): Promise<EntryListsBefore> {
  const overviewKey = queryKeys.timesheet.overview(entry.userId, weekStartOf(entry.date));
  const listKey = queryKeys.timesheet.entries(entry.userId);
  const before = await touch(queryClient, [overviewKey, listKey]);
  const id = shownEntryId(idempotencyKey);
  const projectName =
    queryClient
      .getQueryData<Project[]>(queryKeys.projects.list)
      ?.find((project) => project.id === entry.projectId)?.name ?? '';
  const task = (
    queryClient.getQueryData<Task[]>(queryKeys.tasks.byProject(entry.projectId)) ??
    queryClient.getQueryData<Task[]>(queryKeys.tasks.list)
  )?.find((known) => known.id === entry.taskId);
  const taskName = task?.title ?? '';
  // The server decides; until it answers, the task's own choice is the best guess.
  const billable = task?.effectiveBillable ?? true;
  const hours = Number(entry.hours);

  queryClient.setQueryData<OverviewAnswer>(overviewKey, (answer) => {
    if (!answer) return answer;
    const shown: WeekEntry = {
      id,
      projectId: entry.projectId,
      taskId: entry.taskId,
      taskName,
      date: entry.date,
      hours,
      userId: entry.userId,
      billable,
    };
    const projects = answer.projects.some((project) => project.id === entry.projectId)
      ? answer.projects
      : [...answer.projects, { id: entry.projectId, name: projectName }];
    return { ...answer, entries: [...answer.entries, shown], projects };
  });

  const listed: TimeEntry = {
    id,
    projectId: entry.projectId,
    projectName,
    taskId: entry.taskId,
    taskName,
    date: entry.date,
    hours,
    description: entry.description ?? '',
    userId: entry.userId,
    billable,
    user: readSession()?.userName ?? '',
    weekStatus: 'Open',
  };
  queryClient.setQueriesData<TimeEntriesPage>(
    { queryKey: listKey, predicate: ({ queryKey }) => isPage(queryKey) },
    (page) => {
      if (!page) return page;
      const pagination = { ...page.pagination, totalItems: page.pagination.totalItems + 1 };
      // The list runs newest date first: the entry goes where the first page's dates place it.
      if (page.pagination.currentPage !== 1) return { ...page, pagination };
      const at = page.data.findIndex((listedEntry) => listedEntry.date <= entry.date);
      const data = [...page.data];
      data.splice(at === -1 ? data.length : at, 0, listed);
      return { data: data.slice(0, page.pagination.itemsPerPage), pagination };
    },
  );
  return before;
}

/** Takes a deleted entry out of the user's overviews and list at once. */
export async function showDeletedEntry(queryClient: QueryClient, entryId: string): Promise<EntryListsBefore> {
  const userId = readSession()?.userId;
  if (!userId) return [];
  const overviews = ['timesheet', 'overview', userId] as const;
  const listKey = queryKeys.timesheet.entries(userId);
  const before = await touch(queryClient, [overviews, listKey]);
  queryClient.setQueriesData<OverviewAnswer>({ queryKey: overviews }, (answer) =>
    answer && answer.entries.some((entry) => entry.id === entryId)
      ? { ...answer, entries: answer.entries.filter((entry) => entry.id !== entryId) }
      : answer,
  );
  queryClient.setQueriesData<TimeEntriesPage>(
    { queryKey: listKey, predicate: ({ queryKey }) => isPage(queryKey) },
    (page) =>
      page
        ? {
            data: page.data.filter((entry) => entry.id !== entryId),
            pagination: { ...page.pagination, totalItems: Math.max(0, page.pagination.totalItems - 1) },
          }
        : page,
  );
  return before;
}

/** Puts the lists back as they were before a refused change was shown in them. */
export function restoreEntryLists(queryClient: QueryClient, before: EntryListsBefore): void {
  for (const [key, data] of before) queryClient.setQueryData(key, data);
}
