import { defineMessages } from '@portal/contract';

/** What a failed read of the reports screen says. */
export const REPORT_FAILURES = defineMessages({
  summary: { id: 'reports.failure.summary', defaultMessage: 'Failed to fetch report' },
  users: { id: 'reports.failure.users', defaultMessage: 'Failed to fetch users' },
  workingTime: {
    id: 'reports.failure.working-time',
    defaultMessage: 'Failed to fetch the working-time report',
  },
});

/** Texts more than one part of the reports screen says. */
export const REPORT_MESSAGES = defineMessages({
  range: {
    id: 'reports.period.range',
    defaultMessage: '{from} to {to}',
    description: 'A period of days, both as yyyy-MM-dd.',
  },
  taskOfProject: {
    id: 'reports.task-of-project',
    defaultMessage: '{task} ({project})',
    description: 'A task named with its project, where other projects have a task of the same name.',
  },
  deactivated: { id: 'reports.person.deactivated', defaultMessage: '{name} (deactivated)' },
  total: { id: 'reports.total', defaultMessage: 'Total' },
  subtotal: {
    id: 'reports.subtotal',
    defaultMessage: '{name} Total',
    description: "A group's subtotal: the group, such as a project or a person, then the word for total.",
  },
  loading: { id: 'reports.loading', defaultMessage: 'Loading report' },
  failed: { id: 'reports.failed', defaultMessage: 'The report could not be loaded.' },
  retry: { id: 'reports.retry', defaultMessage: 'Try again' },
  empty: { id: 'reports.empty', defaultMessage: 'No Data Available' },
  hours: { id: 'reports.table.hours', defaultMessage: 'Hours' },
  billableAmount: { id: 'reports.table.billable-amount', defaultMessage: 'Billable amount' },
  cost: { id: 'reports.table.cost', defaultMessage: 'Cost' },
  margin: { id: 'reports.table.margin', defaultMessage: 'Margin' },
});
