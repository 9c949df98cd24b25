import { defineMessages, type MessageDescriptor, type TaskStatus } from '@portal/contract';

/** What the Tasks screen tells the user (spec §8). */
export const TASK_TOASTS = defineMessages({
  added: { id: 'tasks.toast.added', defaultMessage: 'Task added successfully' },
  addFailed: { id: 'tasks.toast.add-failed', defaultMessage: 'Failed to add task' },
  addError: { id: 'tasks.toast.add-error', defaultMessage: 'An error occurred while adding the task' },
  statusUpdated: { id: 'tasks.toast.status-updated', defaultMessage: 'Task status updated' },
  statusFailed: { id: 'tasks.toast.status-failed', defaultMessage: 'Failed to update task status' },
  statusError: {
    id: 'tasks.toast.status-error',
    defaultMessage: 'An error occurred while updating the task',
  },
  updated: { id: 'tasks.toast.updated', defaultMessage: 'Task updated successfully' },
  updateFailed: { id: 'tasks.toast.update-failed', defaultMessage: 'Failed to update task' },
  deleted: { id: 'tasks.toast.deleted', defaultMessage: 'Task deleted successfully' },
  deleteFailed: { id: 'tasks.toast.delete-failed', defaultMessage: 'Failed to delete task' },
  deleteError: {
    id: 'tasks.toast.delete-error',
    defaultMessage: 'An error occurred while deleting the task',
  },
});

/** Texts the list, its cards, the form and the board's popover share. */
export const TASK_TEXTS = defineMessages({
  tasks: { id: 'tasks.list.label', defaultMessage: 'Tasks' },
  addTask: { id: 'tasks.add-task', defaultMessage: 'Add Task' },
  loading: { id: 'tasks.loading', defaultMessage: 'Loading tasks' },
  failed: { id: 'tasks.failed', defaultMessage: 'The tasks could not be loaded.' },
  empty: { id: 'tasks.empty', defaultMessage: 'No tasks yet' },
  project: { id: 'tasks.field.project', defaultMessage: 'Project' },
  status: { id: 'tasks.field.status', defaultMessage: 'Status' },
  startDate: { id: 'tasks.field.start-date', defaultMessage: 'Start Date' },
  dueDate: { id: 'tasks.field.due-date', defaultMessage: 'Due Date' },
  statusTerm: {
    id: 'tasks.status-term',
    defaultMessage: 'Status:',
    description: 'Read out before a task’s status, as in “Status: To Do”.',
  },
});

/** The names of the task states; the states themselves are data ('in-progress'). */
export const TASK_STATUS_NAMES: Record<TaskStatus, MessageDescriptor> = defineMessages({
  todo: { id: 'tasks.status.todo', defaultMessage: 'To Do' },
  'in-progress': { id: 'tasks.status.in-progress', defaultMessage: 'In Progress' },
  done: { id: 'tasks.status.done', defaultMessage: 'Done' },
});
