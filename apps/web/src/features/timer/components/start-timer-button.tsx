import { today } from '../../../lib/dates.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useStartTimer } from '../api/start-timer.ts';
import { TIMER_MESSAGES } from '../messages.ts';
import { PlayIcon } from './timer-icons.tsx';

const startButton =
  'shrink-0 rounded-lg p-2 text-gray-500 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-brand-500/10 dark:hover:text-brand-300';

/** What a timer started from earlier work is for. */
export interface TimerWork {
  projectId: string;
  taskId: string;
  description: string;
}

/**
 * 'Start timer' beside earlier work, such as a time entry: times today's work on the same task
 * with the same description. `describedBy` names what the work is, for screen readers.
 */
export function StartTimerButton({ work, describedBy }: { work: TimerWork; describedBy: string }) {
  const startTimer = useStartTimer();
  return (
    <button
      type="button"
      aria-label={t(TIMER_MESSAGES.start)}
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
      className={startButton}
    >
      <PlayIcon />
    </button>
  );
}
