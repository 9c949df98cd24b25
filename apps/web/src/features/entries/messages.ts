/** What adding and deleting a time entry say (spec §8); an added entry says TIME_ENTRY_ADDED. */
export const ENTRY_TOASTS = {
  addFailed: 'Failed to add time entry',
  addError: 'An error occurred while adding the time entry',
  deleted: 'Time entry deleted successfully',
  deleteFailed: 'Failed to delete time entry',
  deleteError: 'An error occurred while deleting the time entry',
} as const;
