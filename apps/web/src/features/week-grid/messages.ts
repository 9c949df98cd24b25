import { defineMessages } from '@portal/contract';
// These texts count with ICU plurals, which the full formatter reads.
import '../../lib/i18n/icu-formatter.ts';
import { t } from '../../lib/i18n/intl.ts';

/** What the Overview's week grid tells the user in toasts (spec §8). */
export const WEEK_GRID_TOASTS = defineMessages({
  submitFailed: { id: 'week-grid.toast.submit-failed', defaultMessage: 'Failed to submit week' },
  cellSaveError: {
    id: 'week-grid.toast.cell-save-error',
    defaultMessage: 'An error occurred while saving the hours',
  },
  copyWeekFailed: { id: 'week-grid.toast.copy-week-failed', defaultMessage: 'Failed to copy last week' },
});

const messages = defineMessages({
  confirmSubmit: {
    id: 'week-grid.confirm.submit',
    defaultMessage:
      'Submit this week for approval? Its entries cannot be added or deleted until it is approved or rejected.',
  },
  confirmClear: {
    id: 'week-grid.confirm.clear-cell',
    defaultMessage: 'Remove {count, plural, one {# entry} other {# entries}} of {task} on {date}?',
    description: 'date is the day as yyyy-MM-dd.',
  },
  nothingToCopy: { id: 'week-grid.copy-week.nothing', defaultMessage: 'Last week has no entries to copy.' },
  copied: {
    id: 'week-grid.copy-week.copied',
    defaultMessage: 'Copied {copied, plural, one {# entry} other {# entries}} from last week.',
  },
  copiedAndSkipped: {
    id: 'week-grid.copy-week.copied-skipped',
    defaultMessage:
      'Copied {copied, plural, one {# entry} other {# entries}} from last week. Skipped {skipped, plural, one {# entry} other {# entries}}: the cell already held hours, the day would pass 24 hours, or the task is gone.',
  },
  noRowsToCopy: { id: 'week-grid.copy-rows.nothing', defaultMessage: 'Last week has no rows to copy.' },
  rowsAllHere: {
    id: 'week-grid.copy-rows.all-here',
    defaultMessage: "Last week's rows are all here already.",
  },
  rowsAdded: {
    id: 'week-grid.copy-rows.added',
    defaultMessage: 'Added {count, plural, one {# row} other {# rows}} from last week.',
  },
});

/** The question asked before a week goes to approval, since its entries lock then. */
export const confirmSubmitWeek = (): string => t(messages.confirmSubmit);

/** The question asked before a week-grid cell's entries are removed; it says how many go. */
export const confirmClearCell = (entryCount: number, taskName: string, date: string): string =>
  t(messages.confirmClear, { count: entryCount, task: taskName, date });

/** What 'Copy last week' says once done: how many entries came over and how many did not, and why. */
export function copyWeekResult(copied: number, skipped: number): string {
  if (copied === 0 && skipped === 0) return t(messages.nothingToCopy);
  if (skipped === 0) return t(messages.copied, { copied });
  return t(messages.copiedAndSkipped, { copied, skipped });
}

/** What "Copy last week's rows" says once done. */
export function copyRowsResult(added: number, lastWeekRows: number): string {
  if (lastWeekRows === 0) return t(messages.noRowsToCopy);
  if (added === 0) return t(messages.rowsAllHere);
  return t(messages.rowsAdded, { count: added });
}
