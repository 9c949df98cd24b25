import { MessageAnswerSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/**
 * POST /api/timesheet/deleteTimeEntry: true when the entry is gone, false when the server refused
 * or could not be reached (the api client has already shown the server's reason, if any).
 */
export async function deleteTimeEntry(timeEntryId: string): Promise<boolean> {
  return MessageAnswerSchema.safeParse(await portalPost('/api/timesheet/deleteTimeEntry', { timeEntryId }))
    .success;
}

/** Deletes an entry, says how it went, and refreshes the lists and weeks it showed up in. */
export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeEntry,
    onSuccess: async (deleted) => {
      if (!deleted) {
        toast.error(TIMESHEET_TOASTS.deleteFailed);
        return;
      }
      toast.success(TIMESHEET_TOASTS.deleted);
      await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
    },
    onError: () => {
      toast.error(TIMESHEET_TOASTS.deleteError);
    },
  });
}
