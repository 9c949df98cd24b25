import { defineMessages } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';

const messages = defineMessages({
  billable: { id: 'billable.badge.billable', defaultMessage: 'Billable' },
  notBillable: { id: 'billable.badge.not-billable', defaultMessage: 'Not billable' },
  mixed: {
    id: 'billable.badge.mixed',
    defaultMessage: 'Partly billable',
    description: 'A week grid row whose entries are some billable and some not.',
  },
});

/** Whether time is billable: all of it, none, or some (a row of several entries). */
export type BillableState = 'billable' | 'not-billable' | 'mixed';

const TEXTS = { billable: messages.billable, 'not-billable': messages.notBillable, mixed: messages.mixed };
const TONES = {
  billable: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  'not-billable': 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  mixed: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
};

/**
 * A small badge that says in words whether time is billable, so that it never rests on colour; the
 * week grid, the timer and the entry form show it.
 */
export function BillableBadge({ state, className = '' }: { state: BillableState; className?: string }) {
  return (
    <span
      data-billable={state}
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[state]} ${className}`}
    >
      {t(TEXTS[state])}
    </span>
  );
}

/** The badge's state of one flag. */
export const billableState = (billable: boolean): BillableState => (billable ? 'billable' : 'not-billable');
