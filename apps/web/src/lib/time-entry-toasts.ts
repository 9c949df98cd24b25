import { defineMessage } from '@portal/contract';

/**
 * What adding a time entry says, whether the entry form or the timer's Stop added it (spec §8): a
 * mutation's `meta.success`, or `t(TIME_ENTRY_ADDED)`.
 */
export const TIME_ENTRY_ADDED = defineMessage({
  id: 'common.toast.time-entry-added',
  defaultMessage: 'Time entry added successfully',
});
