/** What the notification bell and the reminders say. */
export const NOTIFICATION_TOASTS = {
  fetchFailed: 'Failed to fetch notifications',
  markFailed: 'Failed to mark notifications as read',
  remindFailed: 'Failed to send reminders',
} as const;

/** The outcome of a reminder, as the Review shows it: 'Reminded 2 people; 1 skipped'. */
export function remindOutcome({ reminded, skipped }: { reminded: number; skipped: number }): string {
  const people = `${reminded} ${reminded === 1 ? 'person' : 'people'}`;
  return skipped === 0
    ? `Reminded ${people}`
    : `Reminded ${people}; ${skipped} skipped (reminded within the hour or already submitted)`;
}
