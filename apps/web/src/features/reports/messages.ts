/** What a failed read of the reports screen says. */
export const REPORT_FAILURES = {
  summary: 'Failed to fetch report',
  users: 'Failed to fetch users',
  workingTime: 'Failed to fetch the working-time report',
} as const;
