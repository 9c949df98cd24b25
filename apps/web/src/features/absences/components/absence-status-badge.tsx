import type { AbsenceStatus } from '@portal/contract';
import { absenceStatusName } from '../messages.ts';

const TONES: Record<AbsenceStatus, string> = {
  requested: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  approved: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  rejected: 'bg-error-50 text-error-700 dark:bg-error-500/15 dark:text-error-300',
  cancelled: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
};

/** Where an absence stands, as a coloured label; the colour repeats what the text says. */
export function AbsenceStatusBadge({ status }: { status: AbsenceStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {absenceStatusName(status)}
    </span>
  );
}
