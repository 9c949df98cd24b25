import { monthLabel } from '@portal/contract';

/** What the Working time screen says when a read fails; changes say the answer's msg, refusals the server's. */
export const WORKING_TIME_FAILURES = {
  account: 'Failed to fetch the working time',
  contracts: 'Failed to fetch the work contracts',
} as const;

/** The questions asked before a month is closed or opened again. */
export const CONFIRM_MONTH = {
  close: (month: string, name: string) =>
    `Close ${monthLabel(month)} for ${name}? Their time entries, absences and contracts of the month can no longer change.`,
  closeForEveryone: (month: string) =>
    `Close ${monthLabel(month)} for everyone? Nobody's time entries, absences and contracts of the month can change any more.`,
  reopen: (month: string, name: string) =>
    `Reopen ${monthLabel(month)} for ${name}? Their time entries, absences and contracts of the month can change again.`,
  reopenForEveryone: (month: string) =>
    `Reopen ${monthLabel(month)} for everyone? Time entries, absences and contracts of the month can change again.`,
} as const;
