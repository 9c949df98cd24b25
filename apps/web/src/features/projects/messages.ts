/** What the Projects board tells the user (spec §8). */
export const PROJECT_TOASTS = {
  added: 'Project added successfully',
  addFailed: 'Failed to add project',
  addError: 'An error occurred while adding the project',
  statusUpdated: 'Project status updated',
  statusFailed: 'Failed to update project status',
  statusError: 'An error occurred while updating the project',
  updated: 'Project updated successfully',
  updateFailed: 'Failed to update project',
  deleted: 'Project deleted successfully',
  deleteFailed: 'Failed to delete project',
  deleteError: 'An error occurred while deleting the project',
} as const;
