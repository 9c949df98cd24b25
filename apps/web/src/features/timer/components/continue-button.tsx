import { today } from '../../../lib/dates.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useStartTimer } from '../api/start-timer.ts';
import { PlayIcon } from './timer-icons.tsx';

const continueButton =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-gray-600 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-brand-500/10 dark:hover:text-brand-300';

/** What a timer started from earlier work is for. */
export interface TimerWork {
  projectId: string;
  taskId: string;
  description: string;
}

/**
 * 'Continue' beside earlier work, such as a time entry: times today's work on the same project
 * and task with the same description. `describedBy` names what the work is, for screen readers.
 */
export function ContinueButton({ work, describedBy }: { work: TimerWork; describedBy: string }) {
  const startTimer = useStartTimer();
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={startTimer.isPending}
      onClick={() =>
        void startTimer.start({
          projectId: work.projectId,
          taskId: work.taskId,
          description: work.description,
          date: today(),
        })
      }
      className={continueButton}
    >
      <PlayIcon className="size-4" />
      <span>{t({ id: 'timer.continue', defaultMessage: 'Continue' })}</span>
    </button>
  );
}
