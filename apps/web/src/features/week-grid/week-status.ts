import { WEEK_MESSAGES, type WeekState, type WeekStatus } from '@portal/contract';

/** A week goes to approval from Open or Rejected, and only with time in it to approve. */
export const canSubmit = (status: WeekStatus, entryCount: number): boolean =>
  (status === 'Open' || status === 'Rejected') && entryCount > 0;

/** What the Overview says about the caller's week beside its status, or null for nothing. */
export function weekNote(week: WeekState, entryCount: number): string | null {
  const by = week.updatedBy ? ` by ${week.updatedBy}` : '';
  switch (week.status) {
    case 'Rejected':
      return `Rejected${by}: ${week.reason ?? ''}`;
    case 'Submitted':
      return `Waiting for approval. ${WEEK_MESSAGES.submittedLocked.defaultMessage}.`;
    case 'Approved':
      return `Approved${by}. ${WEEK_MESSAGES.approvedLocked.defaultMessage}.`;
    case 'Open':
      // An Admin who reopens an approved week says why; that stands until the week moves on.
      if (week.reason) return `Reopened${by}: ${week.reason}`;
      return entryCount > 0 ? 'Submit the week for approval once its entries are complete.' : null;
  }
}
