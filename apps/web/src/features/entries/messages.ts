import { defineMessages } from '@portal/contract';

/** What adding and deleting a time entry say (spec §8); an added entry says TIME_ENTRY_ADDED. */
export const ENTRY_TOASTS = defineMessages({
  addFailed: { id: 'entries.toast.add-failed', defaultMessage: 'Failed to add time entry' },
  addError: {
    id: 'entries.toast.add-error',
    defaultMessage: 'An error occurred while adding the time entry',
  },
  deleted: { id: 'entries.toast.deleted', defaultMessage: 'Time entry deleted successfully' },
  billableSet: { id: 'entries.toast.billable-set', defaultMessage: 'Billable changed' },
  billableFailed: { id: 'entries.toast.billable-failed', defaultMessage: 'Failed to change billable' },
  billableError: {
    id: 'entries.toast.billable-error',
    defaultMessage: 'An error occurred while changing billable',
  },
  deleteFailed: { id: 'entries.toast.delete-failed', defaultMessage: 'Failed to delete time entry' },
  deleteError: {
    id: 'entries.toast.delete-error',
    defaultMessage: 'An error occurred while deleting the time entry',
  },
});

/** Texts the list, its cards and the add form share. */
export const ENTRY_MESSAGES = defineMessages({
  add: { id: 'entries.add-entry', defaultMessage: 'Add Entry' },
  list: { id: 'entries.list.label', defaultMessage: 'Time entries' },
  date: { id: 'entries.date', defaultMessage: 'Date' },
  hours: { id: 'entries.hours', defaultMessage: 'Hours' },
  billable: { id: 'entries.billable', defaultMessage: 'Billable' },
  yes: { id: 'entries.billable.yes', defaultMessage: 'Yes' },
  no: { id: 'entries.billable.no', defaultMessage: 'No' },
});
