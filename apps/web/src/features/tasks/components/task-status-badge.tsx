import type { TaskStatus } from '@portal/contract';
import { t } from '../../../lib/i18n/intl.ts';
import { TASK_STATUS_NAMES, TASK_TEXTS } from '../messages.ts';

const TONES: Record<TaskStatus, string> = {
  todo: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  'in-progress': 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  done: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
};

/** A task's status as a coloured label; the colour repeats what the text says. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">{t(TASK_TEXTS.statusTerm)} </span>
      {t(TASK_STATUS_NAMES[status])}
    </span>
  );
}
