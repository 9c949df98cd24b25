/** What the Tasks screen tells the user (spec §8). */
export const TASK_TOASTS = {
  added: 'Task added successfully',
  addFailed: 'Failed to add task',
  addError: 'An error occurred while adding the task',
  statusUpdated: 'Task status updated',
  statusFailed: 'Failed to update task status',
  statusError: 'An error occurred while updating the task',
  updated: 'Task updated successfully',
  updateFailed: 'Failed to update task',
  deleted: 'Task deleted successfully',
  deleteFailed: 'Failed to delete task',
  deleteError: 'An error occurred while deleting the task',
} as const;
