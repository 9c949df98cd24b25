import { api, type AddTimeEntryBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { TIME_ENTRY_ADDED } from '../../../lib/time-entry-toasts.ts';
import { ENTRY_TOASTS } from '../messages.ts';

/** What the entry form sends; the api client adds the tenant. */
export type NewTimeEntry = Omit<AddTimeEntryBody, 'tenantId'>;

/** api.timesheet.addTimeEntry Adds an entry and refreshes the lists and weeks it shows up in. */
export function useAddTimeEntry() {
  return useMutation(
    mutationFor(api.timesheet.addTimeEntry, {
      meta: {
        success: TIME_ENTRY_ADDED,
        refused: ENTRY_TOASTS.addFailed,
        threw: ENTRY_TOASTS.addError,
      },
    }),
  );
}
