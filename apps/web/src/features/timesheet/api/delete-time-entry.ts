import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** api.timesheet.deleteTimeEntry */
export function deleteTimeEntry(timeEntryId: string) {
  return call(api.timesheet.deleteTimeEntry, { timeEntryId });
}

/** Deletes an entry and refreshes the lists and weeks it showed up in. */
export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeEntry,
    meta: {
      success: TIMESHEET_TOASTS.deleted,
      refused: TIMESHEET_TOASTS.deleteFailed,
      threw: TIMESHEET_TOASTS.deleteError,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
