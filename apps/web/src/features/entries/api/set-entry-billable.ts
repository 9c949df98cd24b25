import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ENTRY_TOASTS } from '../messages.ts';

/** api.timesheet.setTimeEntryBillable: a Manager or Admin marks one entry billable or not. */
export function useSetEntryBillable() {
  return useMutation(
    mutationFor(api.timesheet.setTimeEntryBillable, {
      input: ({ timeEntryId, billable }: { timeEntryId: string; billable: boolean }) => ({
        timeEntryId,
        billable,
      }),
      invalidateOnSettled: true,
      meta: {
        success: ENTRY_TOASTS.billableSet,
        refused: ENTRY_TOASTS.billableFailed,
        threw: ENTRY_TOASTS.billableError,
      },
    }),
  );
}
