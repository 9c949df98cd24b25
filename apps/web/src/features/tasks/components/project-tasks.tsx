import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatHours } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useTasksByProject } from '../../../lib/queries/get-tasks-by-project.ts';
import { TASK_TEXTS } from '../messages.ts';
import { TaskStatusBadge } from './task-status-badge.tsx';

const noteClass = 'py-2 text-sm text-gray-600 dark:text-gray-400';

/** One project's tasks with the hours tracked on each and their status, as the board's Tasks popover lists them. */
export function ProjectTasks({ projectId }: { projectId: string }) {
  const tasks = useTasksByProject(projectId);
  if (tasks.isPending) return <Spinner label={t(TASK_TEXTS.loading)} className="py-4" />;
  if (tasks.isError) return <p className={noteClass}>{t(TASK_TEXTS.failed)}</p>;
  if (tasks.data.length === 0) return <p className={noteClass}>{t(TASK_TEXTS.empty)}</p>;
  return (
    <ul className="divide-y divide-gray-100 dark:divide-gray-800">
      {tasks.data.map((task) => (
        // A narrow card with a long status name puts the status and hours below the title.
        <li
          key={task.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
        >
          <span className="min-w-24 flex-1 break-words text-gray-800 dark:text-white/90">{task.title}</span>
          <TaskStatusBadge status={task.status} />
          <span className="ms-auto w-14 shrink-0 text-end text-xs text-gray-600 tabular-nums dark:text-gray-400">
            <span className="sr-only">
              {t({
                id: 'tasks.popover.tracked-term',
                defaultMessage: 'Tracked:',
                description: 'Read out before the hours tracked on a task, as in “Tracked: 5 h”.',
              })}{' '}
            </span>
            {t(
              { id: 'tasks.popover.hours', defaultMessage: '{hours} h' },
              { hours: formatHours(task.trackedHours) },
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
