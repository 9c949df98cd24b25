import { CreatedAnswerSchema, type AddTimeEntryBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';
import { timesheetKeys } from './query-keys.ts';

/** What the entry form sends; the api client adds the tenant. */
export type NewTimeEntry = Omit<AddTimeEntryBody, 'tenantId'>;

/**
 * POST /api/timesheet/addTimeEntry: true when the entry was stored, false when the server refused
 * it or could not be reached (the api client has already shown the server's reason, if any).
 */
export async function addTimeEntry(entry: NewTimeEntry): Promise<boolean> {
  return CreatedAnswerSchema.safeParse(await portalPost('/api/timesheet/addTimeEntry', entry)).success;
}

/** Adds an entry, says how it went, and refreshes the lists and weeks it shows up in. */
export function useAddTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTimeEntry,
    onSuccess: async (added) => {
      if (!added) {
        toast.error(TIMESHEET_TOASTS.addFailed);
        return;
      }
      toast.success(TIMESHEET_TOASTS.added);
      await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
    },
    onError: () => {
      toast.error(TIMESHEET_TOASTS.addError);
    },
  });
}
