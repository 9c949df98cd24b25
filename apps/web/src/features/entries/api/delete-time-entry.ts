import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ENTRY_TOASTS } from '../messages.ts';

/** api.timesheet.deleteTimeEntry Deletes an entry and refreshes the lists and weeks it showed up in. */
export function useDeleteTimeEntry() {
  return useMutation(
    mutationFor(api.timesheet.deleteTimeEntry, {
      input: (timeEntryId: string) => ({ timeEntryId }),
      meta: {
        success: ENTRY_TOASTS.deleted,
        refused: ENTRY_TOASTS.deleteFailed,
        threw: ENTRY_TOASTS.deleteError,
      },
    }),
  );
}
