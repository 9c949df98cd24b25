/** What the timesheet screens tell the user in toasts (spec §8). */
export const TIMESHEET_TOASTS = {
  entriesFetchFailed: 'Failed to fetch time entries',
  weekFetchFailed: 'Failed to fetch timesheets',
  projectsFetchFailed: 'Failed to fetch projects',
  tasksFetchFailed: 'Failed to fetch tasks',
  added: 'Time entry added successfully',
  addFailed: 'Failed to add time entry',
  addError: 'An error occurred while adding the time entry',
  deleted: 'Time entry deleted successfully',
  deleteFailed: 'Failed to delete time entry',
  deleteError: 'An error occurred while deleting the time entry',
  submitFailed: 'Failed to submit week',
  approveFailed: 'Failed to approve week',
  approveAllFailed: 'Failed to approve weeks',
  rejectFailed: 'Failed to reject week',
  reopenFailed: 'Failed to reopen week',
} as const;

/** The question asked before a week goes to approval, since its entries lock then. */
export const CONFIRM_SUBMIT_WEEK =
  'Submit this week for approval? Its entries cannot be added or deleted until it is approved or rejected.';
