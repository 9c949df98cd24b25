import { defineMessages } from '@portal/contract';

/** What the Review's decisions say when they fail (spec §8); their successes say the answer's msg. */
export const REVIEW_TOASTS = defineMessages({
  approveFailed: { id: 'review.toast.approve-failed', defaultMessage: 'Failed to approve week' },
  approveAllFailed: { id: 'review.toast.approve-all-failed', defaultMessage: 'Failed to approve weeks' },
  rejectFailed: { id: 'review.toast.reject-failed', defaultMessage: 'Failed to reject week' },
  reopenFailed: { id: 'review.toast.reopen-failed', defaultMessage: 'Failed to reopen week' },
});
