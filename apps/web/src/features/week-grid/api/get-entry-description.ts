import { api } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { READ_FAILURES } from '../../../lib/queries/read-failures.ts';

/** Entries read per page while looking for one. */
const LOOKUP_PAGE_SIZE = 100;

/** Which entry to look for: its id, and the task and date that narrow the search. */
export interface EntryLookup {
  id: string;
  taskName: string;
  date: string;
}

/**
 * The description of one of the user's entries, which the Overview's answer leaves out. The entries
 * of the task are searched newest first, so only the pages back to the entry's date are read.
 */
export async function getEntryDescription(userId: string, entry: EntryLookup): Promise<string> {
  for (let page = 1; ; page += 1) {
    const answer = await call(api.timesheet.getTimeEntries, {
      userId,
      page,
      pageSize: LOOKUP_PAGE_SIZE,
      search: entry.taskName,
    });
    const found = answer.data.find((candidate) => candidate.id === entry.id);
    if (found) return found.description;
    const oldest = answer.data.at(-1);
    const isLastPage = !('pagination' in answer) || page * LOOKUP_PAGE_SIZE >= answer.pagination.totalItems;
    if (!oldest || oldest.date < entry.date || isLastPage) return '';
  }
}

/** Beneath the user's entries, so that any change to them reads the description again. */
export const entryDescriptionQueryOptions = (userId: string, entry: EntryLookup) =>
  queryOptions({
    queryKey: [...queryKeys.timesheet.entries(userId), 'description', entry.id] as const,
    queryFn: () => getEntryDescription(userId, entry),
    meta: { failure: READ_FAILURES.timeEntries },
  });
