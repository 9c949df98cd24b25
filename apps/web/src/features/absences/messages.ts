/** What the Absences screen says when a read fails; changes say the answer's msg, refusals the server's. */
export const ABSENCE_FAILURES = {
  absences: 'Failed to fetch absences',
  holidays: 'Failed to fetch holidays',
} as const;

/** The question asked before one's own request is withdrawn. */
export const CONFIRM_CANCEL_OWN = 'Cancel this absence request?';

export const DECISION_MESSAGES = {
  reasonRequired: 'Please give a reason',
} as const;
