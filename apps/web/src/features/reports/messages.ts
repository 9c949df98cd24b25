/** What a failed read of the reports screen says. */
export const REPORT_FAILURES = {
  summary: 'Failed to fetch report',
  users: 'Failed to fetch users',
} as const;
