import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { useOutboxPreload } from '../../../lib/outbox/outbox.ts';
import { ENTRY_TOASTS } from '../messages.ts';
import {
  keyOfShownEntry,
  restoreEntryLists,
  showDeletedEntry,
  type EntryListsBefore,
} from './entry-lists.ts';

/**
 * api.timesheet.deleteTimeEntry Deletes an entry and refreshes the lists and weeks it showed up in.
 * The entry leaves them at once; without a network the deletion is kept and sent later, and an
 * entry added without a network and not sent yet is simply taken back.
 */
export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  useOutboxPreload();
  return useMutation(
    mutationFor(api.timesheet.deleteTimeEntry, {
      input: (timeEntryId: string) => ({ timeEntryId }),
      offline: { withdraws: ({ timeEntryId }) => keyOfShownEntry(timeEntryId) },
      invalidateOnSettled: true,
      meta: {
        success: ENTRY_TOASTS.deleted,
        refused: ENTRY_TOASTS.deleteFailed,
        threw: ENTRY_TOASTS.deleteError,
      },
      onMutate: (timeEntryId): Promise<EntryListsBefore> => showDeletedEntry(queryClient, timeEntryId),
      onError: (_error, _timeEntryId, before) => {
        if (before) restoreEntryLists(queryClient, before);
      },
    }),
  );
}
