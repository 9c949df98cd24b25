import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ENTRY_TOASTS } from '../messages.ts';

/** api.timesheet.deleteTimeEntry Deletes an entry and refreshes the lists and weeks it showed up in. */
export function useDeleteTimeEntry() {
  return useMutation(
    mutationFor(api.timesheet.deleteTimeEntry, {
      input: (timeEntryId: string) => ({ timeEntryId }),
      meta: {
        success: t(ENTRY_TOASTS.deleted),
        refused: t(ENTRY_TOASTS.deleteFailed),
        threw: t(ENTRY_TOASTS.deleteError),
      },
    }),
  );
}
