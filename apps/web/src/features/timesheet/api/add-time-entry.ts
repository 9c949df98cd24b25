import { api, type AddTimeEntryBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TIMESHEET_TOASTS } from '../messages.ts';

/** What the entry form sends; the api client adds the tenant. */
export type NewTimeEntry = Omit<AddTimeEntryBody, 'tenantId'>;

/** api.timesheet.addTimeEntry */
export function addTimeEntry(entry: NewTimeEntry) {
  return call(api.timesheet.addTimeEntry, entry);
}

/** Adds an entry and refreshes the lists and weeks it shows up in. */
export function useAddTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTimeEntry,
    meta: {
      success: TIMESHEET_TOASTS.added,
      refused: TIMESHEET_TOASTS.addFailed,
      threw: TIMESHEET_TOASTS.addError,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheet.all }),
  });
}
