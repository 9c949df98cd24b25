import { useDroppable } from '@dnd-kit/core';
import type { ProjectStatus } from '@portal/contract';
import { useId, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/intl.ts';
import { countValues, PROJECT_COUNTS, PROJECT_STATUS_NAMES } from '../messages.ts';

/** One status column of the board, a drop target named by its status. */
export function BoardColumn({
  status,
  count,
  children,
}: {
  status: ProjectStatus;
  count: number;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-gray-200 bg-gray-100/70 dark:border-gray-800 dark:bg-white/3"
    >
      <header className="flex items-center justify-between gap-2 px-4 pt-4 pb-1">
        <h2 id={headingId} className="text-sm font-semibold text-gray-800 dark:text-white/90">
          {t(PROJECT_STATUS_NAMES[status])}
        </h2>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-gray-700 ring-1 ring-gray-200 ring-inset dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-700">
          <span aria-hidden="true">{countValues(count).shown}</span>
          <span className="sr-only">{t(PROJECT_COUNTS.projects, countValues(count))}</span>
        </span>
      </header>
      <div
        ref={setNodeRef}
        className={`m-2 flex min-h-32 flex-1 flex-col gap-3 rounded-xl p-1 transition-colors ${
          isOver ? 'bg-brand-50 ring-2 ring-brand-300 dark:bg-brand-500/10 dark:ring-brand-700' : ''
        }`}
      >
        {count === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-xs text-gray-600 dark:border-gray-700 dark:text-gray-400">
            {t({ id: 'projects.column.empty', defaultMessage: 'No projects' })}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
