import { defineMessages, type WeekStatus } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';

const TONES: Record<WeekStatus, string> = {
  Open: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  Submitted: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  Approved: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  Rejected: 'bg-error-50 text-error-700 dark:bg-error-500/15 dark:text-error-300',
};

const STATUS_NAMES = defineMessages({
  Open: { id: 'week.status.open', defaultMessage: 'Open' },
  Submitted: { id: 'week.status.submitted', defaultMessage: 'Submitted' },
  Approved: { id: 'week.status.approved', defaultMessage: 'Approved' },
  Rejected: { id: 'week.status.rejected', defaultMessage: 'Rejected' },
});

/** A week's approval status as a person reads it: 'Submitted'. */
export const weekStatusName = (status: WeekStatus): string => t(STATUS_NAMES[status]);

/** A week's approval status as a coloured label; the colour repeats what the text says. */
export function WeekStatusBadge({ status }: { status: WeekStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {weekStatusName(status)}
    </span>
  );
}
