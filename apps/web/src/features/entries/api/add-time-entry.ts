import { api, type AddTimeEntryBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeKeyOf, mutationFor } from '../../../lib/mutation-for.ts';
import { useOutboxPreload } from '../../../lib/outbox/outbox.ts';
import { TIME_ENTRY_ADDED } from '../../../lib/time-entry-toasts.ts';
import { ENTRY_TOASTS } from '../messages.ts';
import { restoreEntryLists, showAddedEntry, type EntryListsBefore } from './entry-lists.ts';

/** What the entry form sends; the api client adds the tenant. */
export type NewTimeEntry = Omit<AddTimeEntryBody, 'tenantId'>;

/**
 * api.timesheet.addTimeEntry Adds an entry and refreshes the lists and weeks it shows up in. The
 * entry shows in them at once; without a network it is kept on this device and sent later.
 */
export function useAddTimeEntry() {
  const queryClient = useQueryClient();
  useOutboxPreload();
  return useMutation(
    mutationFor(api.timesheet.addTimeEntry, {
      offline: {},
      invalidateOnSettled: true,
      meta: {
        success: TIME_ENTRY_ADDED,
        refused: ENTRY_TOASTS.addFailed,
        threw: ENTRY_TOASTS.addError,
      },
      onMutate: async (entry: NewTimeEntry): Promise<EntryListsBefore> =>
        showAddedEntry(queryClient, entry, changeKeyOf(entry)),
      onError: (_error, _entry, before) => {
        if (before) restoreEntryLists(queryClient, before);
      },
    }),
  );
}
