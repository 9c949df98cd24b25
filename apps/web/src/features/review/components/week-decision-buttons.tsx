import { defineMessages } from '@portal/contract';
import { t } from '../../../lib/i18n/intl.ts';
import type { UserRow } from '../review.ts';
import { weekDecisions, type Viewer } from '../week-approval.ts';
import type { ReasonedDecision } from './week-decision-modal.tsx';

const decisionButton =
  'rounded-lg px-3 py-1.5 text-xs font-medium ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const DECISION_TONES = {
  approve:
    'bg-brand-500 text-white ring-brand-500 hover:bg-brand-600 dark:bg-brand-500 dark:ring-brand-500 dark:hover:bg-brand-600',
  reject:
    'bg-white text-error-700 ring-error-300 hover:bg-error-50 dark:bg-gray-800 dark:text-error-300 dark:ring-error-500/40 dark:hover:bg-error-500/10',
  reopen:
    'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-white/5',
};

const messages = defineMessages({
  approveLabel: { id: 'review.row.approve-label', defaultMessage: 'Approve {name}' },
  approve: { id: 'review.row.approve', defaultMessage: 'Approve' },
  rejectLabel: { id: 'review.row.reject-label', defaultMessage: 'Reject {name}' },
  reject: { id: 'review.row.reject', defaultMessage: 'Reject' },
  reopenLabel: { id: 'review.row.reopen-label', defaultMessage: 'Reopen {name}' },
  reopen: { id: 'review.row.reopen', defaultMessage: 'Reopen' },
  reason: { id: 'review.row.reason', defaultMessage: 'Reason: {reason}' },
});

/**
 * What `viewer` may decide on `user`'s week, Approve and Reject or Reopen, and why it was last
 * rejected or reopened; nothing when they may decide nothing and no reason stands. The table and
 * the phone's list of people both show it.
 */
export function WeekDecisionButtons({
  user,
  viewer,
  isApproving,
  tabIndex,
  buttonClassName = '',
  onApprove,
  onDecide,
}: {
  user: UserRow;
  viewer: Viewer;
  /** Whether the user's week is being approved, when Approve waits. */
  isApproving: boolean;
  /** -1 takes the buttons out of the tab order, for a grid that has one tab stop. */
  tabIndex?: number;
  /** Sizes the buttons where they sit, e.g. a full row on a phone. */
  buttonClassName?: string;
  onApprove: (userId: string) => void;
  onDecide: (decision: ReasonedDecision) => void;
}) {
  const decisions = weekDecisions(viewer, user.id, user.status);
  return (
    <>
      {decisions.decide || decisions.reopen ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {decisions.decide ? (
            <>
              <button
                type="button"
                aria-label={t(messages.approveLabel, { name: user.name })}
                tabIndex={tabIndex}
                disabled={isApproving}
                onClick={() => onApprove(user.id)}
                className={`${decisionButton} ${DECISION_TONES.approve} ${buttonClassName}`}
              >
                {t(messages.approve)}
              </button>
              <button
                type="button"
                aria-label={t(messages.rejectLabel, { name: user.name })}
                tabIndex={tabIndex}
                onClick={() => onDecide({ kind: 'reject', userId: user.id, name: user.name })}
                className={`${decisionButton} ${DECISION_TONES.reject} ${buttonClassName}`}
              >
                {t(messages.reject)}
              </button>
            </>
          ) : (
            <button
              type="button"
              aria-label={t(messages.reopenLabel, { name: user.name })}
              tabIndex={tabIndex}
              onClick={() => onDecide({ kind: 'reopen', userId: user.id, name: user.name })}
              className={`${decisionButton} ${DECISION_TONES.reopen} ${buttonClassName}`}
            >
              {t(messages.reopen)}
            </button>
          )}
        </div>
      ) : null}
      {user.reason ? (
        <p className="mt-1.5 text-xs break-words text-gray-600 dark:text-gray-400">
          {t(messages.reason, { reason: user.reason })}
        </p>
      ) : null}
    </>
  );
}
