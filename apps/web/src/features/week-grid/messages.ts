/** What the Overview's week grid tells the user in toasts (spec §8). */
export const WEEK_GRID_TOASTS = {
  submitFailed: 'Failed to submit week',
  cellSaveError: 'An error occurred while saving the hours',
  copyWeekFailed: 'Failed to copy last week',
} as const;

/** The question asked before a week goes to approval, since its entries lock then. */
export const CONFIRM_SUBMIT_WEEK =
  'Submit this week for approval? Its entries cannot be added or deleted until it is approved or rejected.';

/** The question asked before a week-grid cell's entries are removed; it says how many go. */
export const confirmClearCell = (entryCount: number, taskName: string, date: string): string =>
  `Remove ${entryCount} ${entryCount === 1 ? 'entry' : 'entries'} of ${taskName} on ${date}?`;

/** What 'Copy last week' says once done: how many entries came over and how many did not, and why. */
export function copyWeekResult(copied: number, skipped: number): string {
  if (copied === 0 && skipped === 0) return 'Last week has no entries to copy.';
  const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;
  const copiedText = `Copied ${entries(copied)} from last week.`;
  if (skipped === 0) return copiedText;
  return `${copiedText} Skipped ${entries(skipped)}: the cell already held hours, the day would pass 24 hours, or the task is gone.`;
}

/** What "Copy last week's rows" says once done. */
export function copyRowsResult(added: number, lastWeekRows: number): string {
  if (lastWeekRows === 0) return 'Last week has no rows to copy.';
  if (added === 0) return "Last week's rows are all here already.";
  return `Added ${added} ${added === 1 ? 'row' : 'rows'} from last week.`;
}
