import { defineMessages } from '@portal/contract';
import { formatNumber } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';

/** What the notification bell and the reminders say when a call fails. */
export const NOTIFICATION_TOASTS = defineMessages({
  fetchFailed: { id: 'notifications.toast.fetch-failed', defaultMessage: 'Failed to fetch notifications' },
  markFailed: {
    id: 'notifications.toast.mark-failed',
    defaultMessage: 'Failed to mark notifications as read',
  },
  remindFailed: { id: 'notifications.toast.remind-failed', defaultMessage: 'Failed to send reminders' },
});

const messages = defineMessages({
  reminded: {
    id: 'notifications.remind.outcome',
    defaultMessage:
      '{reminded, plural, one {Reminded {remindedShown} person} other {Reminded {remindedShown} people}}',
  },
  remindedAndSkipped: {
    id: 'notifications.remind.outcome-skipped',
    defaultMessage:
      '{reminded, plural, one {Reminded {remindedShown} person} other {Reminded {remindedShown} people}}; {skipped, plural, other {{skippedShown} skipped (reminded within the hour or already submitted)}}',
  },
});

/**
 * A count as the Review has always written it, '1000' rather than '1,000': the number picks the
 * plural, the text shows it.
 */
export const shownCount = (count: number) => formatNumber(count, { useGrouping: false });

/** The outcome of a reminder, as the Review shows it: 'Reminded 2 people; 1 skipped (…)'. */
export function remindOutcome({ reminded, skipped }: { reminded: number; skipped: number }): string {
  const values = {
    reminded,
    remindedShown: shownCount(reminded),
    skipped,
    skippedShown: shownCount(skipped),
  };
  return t(skipped === 0 ? messages.reminded : messages.remindedAndSkipped, values);
}
