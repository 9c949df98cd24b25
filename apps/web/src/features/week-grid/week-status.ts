import { defineMessages, type WeekState, type WeekStatus } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';

const messages = defineMessages({
  rejectedBy: { id: 'week-grid.status.rejected-by', defaultMessage: 'Rejected by {name}: {reason}' },
  rejected: { id: 'week-grid.status.rejected', defaultMessage: 'Rejected: {reason}' },
  submitted: {
    id: 'week-grid.status.submitted',
    defaultMessage: 'Waiting for approval. This week is submitted and locked.',
  },
  approvedBy: {
    id: 'week-grid.status.approved-by',
    defaultMessage: 'Approved by {name}. This week is approved and locked.',
  },
  approved: {
    id: 'week-grid.status.approved',
    defaultMessage: 'Approved. This week is approved and locked.',
  },
  reopenedBy: { id: 'week-grid.status.reopened-by', defaultMessage: 'Reopened by {name}: {reason}' },
  reopened: { id: 'week-grid.status.reopened', defaultMessage: 'Reopened: {reason}' },
  invite: {
    id: 'week-grid.status.invite',
    defaultMessage: 'Submit the week for approval once its entries are complete.',
  },
});

/** A week goes to approval from Open or Rejected, and only with time in it to approve. */
export const canSubmit = (status: WeekStatus, entryCount: number): boolean =>
  (status === 'Open' || status === 'Rejected') && entryCount > 0;

/** What the Overview says about the caller's week beside its status, or null for nothing. */
export function weekNote(week: WeekState, entryCount: number): string | null {
  const name = week.updatedBy;
  const reason = week.reason ?? '';
  switch (week.status) {
    case 'Rejected':
      return name ? t(messages.rejectedBy, { name, reason }) : t(messages.rejected, { reason });
    case 'Submitted':
      return t(messages.submitted);
    case 'Approved':
      return name ? t(messages.approvedBy, { name }) : t(messages.approved);
    case 'Open':
      // An Admin who reopens an approved week says why; that stands until the week moves on.
      if (week.reason)
        return name ? t(messages.reopenedBy, { name, reason }) : t(messages.reopened, { reason });
      return entryCount > 0 ? t(messages.invite) : null;
  }
}
