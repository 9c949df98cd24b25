import { TASK_STATUSES, type Task } from '@portal/contract';
import { useId } from 'react';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { TrackedHours } from '../../../components/ui/tracked-hours.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useUpdateTaskStatus } from '../api/update-task-status.ts';
import { TASK_STATUS_NAMES, TASK_TEXTS } from '../messages.ts';
import { TaskStatusBadge } from './task-status-badge.tsx';

const termClass = 'text-xs text-gray-600 dark:text-gray-400';
const detailClass = 'mt-0.5 truncate font-medium text-gray-800 dark:text-white/90';
const iconButton =
  'shrink-0 rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-800 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-white/5 dark:hover:text-gray-200';

/**
 * One task: title, project, dates when set, user, status and time tracked against its estimate, with
 * its status choice, edit and delete.
 */
export function TaskCard({
  task,
  isDeleting,
  onEdit,
  onDelete,
}: {
  task: Task;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const statusId = useId();
  const updateStatus = useUpdateTaskStatus();
  // The chosen status shows at once; the list reloads with the server's answer.
  const status = updateStatus.isPending ? updateStatus.variables.status : task.status;

  const details: [string, string | null][] = [
    [t(TASK_TEXTS.project), task.project],
    [t({ id: 'tasks.card.user', defaultMessage: 'User' }), task.user],
    [t(TASK_TEXTS.startDate), task.startDate],
    [t(TASK_TEXTS.dueDate), task.dueDate],
  ];

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2
          id={titleId}
          className="min-w-0 text-base font-semibold break-words text-gray-800 dark:text-white/90"
        >
          {task.title}
        </h2>
        <TaskStatusBadge status={task.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 border-t border-gray-100 pt-4 text-sm dark:border-gray-800">
        {details.map(([term, value]) =>
          value ? (
            <div key={term} className="min-w-0">
              <dt className={termClass}>{term}</dt>
              <dd className={detailClass}>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="mt-4">
        <TrackedHours tracked={task.trackedHours} estimate={task.estimateHours} />
      </div>
      <div className="mt-auto flex items-end gap-1 pt-4">
        <div className="me-auto">
          <label htmlFor={statusId} className={`mb-1 block ${termClass}`}>
            {t(TASK_TEXTS.status)}
          </label>
          <select
            id={statusId}
            aria-label={t(
              { id: 'tasks.card.status-of', defaultMessage: 'Status of {title}' },
              { title: task.title },
            )}
            value={status}
            onChange={(event) => {
              const next = TASK_STATUSES.find((known) => known === event.target.value);
              if (next) updateStatus.mutate({ taskId: task.id, status: next });
            }}
            className="h-9 rounded-lg border border-gray-300 bg-transparent px-2 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90"
          >
            {TASK_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(TASK_STATUS_NAMES[option])}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={onEdit}
          aria-label={t(
            { id: 'tasks.card.edit', defaultMessage: 'Edit task {title}' },
            { title: task.title },
          )}
          className={iconButton}
        >
          <PencilIcon />
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={isDeleting}
          aria-label={t(
            { id: 'tasks.card.delete', defaultMessage: 'Delete task {title}' },
            { title: task.title },
          )}
          className={`${iconButton} hover:bg-error-50 hover:text-error-600 dark:hover:bg-error-500/10 dark:hover:text-error-400`}
        >
          <TrashIcon />
        </button>
      </div>
    </article>
  );
}
