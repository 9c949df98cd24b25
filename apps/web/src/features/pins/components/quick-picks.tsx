import type { QuickTask } from '@portal/contract';
import { useId } from 'react';
import { t } from '../../../lib/i18n/intl.ts';
import { useQuickTasks } from '../api/get-quick-tasks.ts';
import { PIN_MESSAGES } from '../messages.ts';
import { PinIcon } from './pin-icon.tsx';

const pickClass =
  'flex min-h-11 max-w-full items-center gap-2 rounded-lg px-3 py-1.5 text-start text-sm ring-1 ring-gray-200 ring-inset hover:bg-brand-50 hover:ring-brand-300 dark:ring-gray-700 dark:hover:bg-brand-500/10';

function Picks({
  label,
  tasks,
  pinned,
  onPick,
}: {
  label: string;
  tasks: readonly QuickTask[];
  pinned: boolean;
  onPick: (task: QuickTask) => void;
}) {
  const id = useId();
  if (tasks.length === 0) return null;
  return (
    <div>
      <h3 id={id} className="mb-1.5 text-xs font-medium text-gray-500 dark:text-gray-400">
        {label}
      </h3>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {tasks.map((task) => (
          <li key={task.taskId} className="max-w-full">
            <button type="button" onClick={() => onPick(task)} className={pickClass}>
              {pinned ? (
                <PinIcon aria-hidden className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
              ) : null}
              <span className="min-w-0">
                <span className="block truncate font-medium text-gray-800 dark:text-white/90">
                  {task.taskName}
                </span>
                <span className="block truncate text-xs text-gray-500 dark:text-gray-400">
                  {task.projectName}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Quick picks': the person's pinned tasks, then those they logged time on lately, each one tap
 * away. Shows nothing while there are none.
 */
export function QuickPicks({
  onPick,
  className = 'mb-4',
}: {
  onPick: (task: QuickTask) => void;
  className?: string;
}) {
  const id = useId();
  const quick = useQuickTasks();
  if (!quick.data || (quick.data.pinned.length === 0 && quick.data.recent.length === 0)) return null;
  return (
    <section aria-labelledby={id} className={`space-y-2 ${className}`}>
      <h2 id={id} className="text-sm font-semibold text-gray-800 dark:text-white/90">
        {t(PIN_MESSAGES.title)}
      </h2>
      <Picks label={t(PIN_MESSAGES.pinned)} tasks={quick.data.pinned} pinned onPick={onPick} />
      <Picks label={t(PIN_MESSAGES.recent)} tasks={quick.data.recent} pinned={false} onPick={onPick} />
    </section>
  );
}
