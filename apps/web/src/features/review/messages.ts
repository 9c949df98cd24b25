/** What the Review's decisions say when they fail (spec §8); their successes say the answer's msg. */
export const REVIEW_TOASTS = {
  approveFailed: 'Failed to approve week',
  approveAllFailed: 'Failed to approve weeks',
  rejectFailed: 'Failed to reject week',
  reopenFailed: 'Failed to reopen week',
} as const;
