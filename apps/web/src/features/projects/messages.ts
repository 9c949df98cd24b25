import { defineMessages, type MessageDescriptor, type ProjectStatus } from '@portal/contract';
import { formatNumber } from '../../lib/i18n/format.ts';

/** What the Projects board tells the user (spec §8). */
export const PROJECT_TOASTS = defineMessages({
  added: { id: 'projects.toast.added', defaultMessage: 'Project added successfully' },
  addFailed: { id: 'projects.toast.add-failed', defaultMessage: 'Failed to add project' },
  addError: { id: 'projects.toast.add-error', defaultMessage: 'An error occurred while adding the project' },
  statusUpdated: { id: 'projects.toast.status-updated', defaultMessage: 'Project status updated' },
  statusFailed: { id: 'projects.toast.status-failed', defaultMessage: 'Failed to update project status' },
  statusError: {
    id: 'projects.toast.status-error',
    defaultMessage: 'An error occurred while updating the project',
  },
  updated: { id: 'projects.toast.updated', defaultMessage: 'Project updated successfully' },
  updateFailed: { id: 'projects.toast.update-failed', defaultMessage: 'Failed to update project' },
  deleted: { id: 'projects.toast.deleted', defaultMessage: 'Project deleted successfully' },
  deleteFailed: { id: 'projects.toast.delete-failed', defaultMessage: 'Failed to delete project' },
  deleteError: {
    id: 'projects.toast.delete-error',
    defaultMessage: 'An error occurred while deleting the project',
  },
});

/** The names of the board's columns; the statuses themselves are data ('In Progress'). */
export const PROJECT_STATUS_NAMES: Record<ProjectStatus, MessageDescriptor> = defineMessages({
  New: { id: 'projects.status.new', defaultMessage: 'New' },
  'In Review': { id: 'projects.status.in-review', defaultMessage: 'In Review' },
  'In Progress': { id: 'projects.status.in-progress', defaultMessage: 'In Progress' },
  Done: { id: 'projects.status.done', defaultMessage: 'Done' },
});

/**
 * Counts the board shows, one message each so that every language words its own plurals. The
 * count is written as the board always wrote it, '10000' rather than '10,000'; see `countValues`.
 */
export const PROJECT_COUNTS = defineMessages({
  members: {
    id: 'projects.card.members',
    defaultMessage: '{count, plural, one {{shown} member} other {{shown} members}}',
    description: 'shown is the count as written, without grouping.',
  },
  tasks: {
    id: 'projects.card.tasks',
    defaultMessage: '{count, plural, one {{shown} task} other {{shown} tasks}}',
    description: 'shown is the count as written, without grouping.',
  },
  projects: {
    id: 'projects.column.count',
    defaultMessage: '{count, plural, one {{shown} project} other {{shown} projects}}',
    description: 'shown is the count as written, without grouping.',
  },
});

/** Texts the board and the project form share. */
export const PROJECT_TEXTS = defineMessages({
  addProject: { id: 'projects.add-project', defaultMessage: 'Add Project' },
  client: { id: 'projects.client', defaultMessage: 'Client' },
  billable: { id: 'projects.billable', defaultMessage: 'Billable' },
  color: { id: 'projects.color', defaultMessage: 'Color' },
  defaultColor: { id: 'projects.color.default', defaultMessage: 'Default' },
  budget: { id: 'projects.budget', defaultMessage: 'Budget' },
  noBudget: { id: 'projects.budget.none', defaultMessage: 'No budget' },
  budgetTotal: { id: 'projects.budget.total', defaultMessage: 'In total' },
  budgetMonthly: { id: 'projects.budget.monthly', defaultMessage: 'Per month' },
  budgetAmount: { id: 'projects.budget.amount', defaultMessage: 'Budget amount ({currency})' },
  spentOfBudget: { id: 'projects.budget.spent', defaultMessage: 'Spent {spent} of {budget}' },
  spentOfMonthlyBudget: {
    id: 'projects.budget.spent-monthly',
    defaultMessage: 'Spent {spent} of {budget} this month',
  },
  earned: { id: 'projects.money.earned', defaultMessage: 'Billable {amount} · Cost {cost}' },
});

/** The values of a PROJECT_COUNTS message: the count that picks the plural, and the count as shown. */
export const countValues = (count: number) => ({ count, shown: formatNumber(count, { useGrouping: false }) });
