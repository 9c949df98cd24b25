import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** api.timesheet.deleteTimeEntry Deletes an entry and refreshes the lists and weeks it showed up in. */
export function useDeleteTimeEntry() {
  return useMutation(
    mutationFor(api.timesheet.deleteTimeEntry, {
      input: (timeEntryId: string) => ({ timeEntryId }),
      meta: {
        success: TIMESHEET_TOASTS.deleted,
        refused: TIMESHEET_TOASTS.deleteFailed,
        threw: TIMESHEET_TOASTS.deleteError,
      },
    }),
  );
}
