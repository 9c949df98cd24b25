import { defineMessages } from '@portal/contract';
import { useId, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { formatDay, formatHours, weekdayName } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { WeekStateNotice } from '../../../components/week/week-state-notice.tsx';
import type { WeekTableState } from '../../../components/week/week-table.tsx';
import type { ProjectGridRow, TaskGridRow } from '../week-grid.ts';
import { BillableBadge } from '../../../components/ui/billable-badge.tsx';

const messages = defineMessages({
  previous: { id: 'week-grid.day.previous', defaultMessage: 'Previous day' },
  next: { id: 'week-grid.day.next', defaultMessage: 'Next day' },
  strip: { id: 'week-grid.day.strip', defaultMessage: 'Days of the week' },
  stripDay: {
    id: 'week-grid.day.strip-day',
    defaultMessage: '{day}: {hours} h',
    description: "A day of the week strip: the day's date, and the hours logged on it.",
  },
  dayTotal: { id: 'week-grid.day.total', defaultMessage: 'Day total' },
});

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-white/5';

const longDay = { weekday: 'long', month: 'long', day: 'numeric' } as const;

/**
 * The day shown on a phone, with previous and next day either side (past Saturday or Sunday they
 * move the week), and beneath, the week Sunday to Saturday: each day with its hours, today marked
 * as the current date and the chosen one pressed; a tap chooses a day.
 */
export function DayNavigation({
  days,
  dayIndex,
  todayIndex,
  totals,
  onStep,
  onChoose,
}: {
  days: readonly string[];
  dayIndex: number;
  todayIndex: number;
  /** Hours logged on each day of the week. */
  totals: readonly number[];
  onStep: (step: -1 | 1) => void;
  onChoose: (day: number) => void;
}) {
  const stripId = useId();
  return (
    <div className="mb-4 space-y-3">
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={t(messages.previous)}
          className={stepButton}
          onClick={() => onStep(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <h2
          aria-live="polite"
          className="min-w-0 flex-1 text-center text-base font-semibold text-gray-800 dark:text-white/90"
        >
          {formatDay(days[dayIndex]!, longDay)}
        </h2>
        <button type="button" aria-label={t(messages.next)} className={stepButton} onClick={() => onStep(1)}>
          <ChevronRightIcon />
        </button>
      </div>
      <div role="group" aria-labelledby={stripId} className="grid grid-cols-7 gap-1">
        <span id={stripId} className="sr-only">
          {t(messages.strip)}
        </span>
        {days.map((date, day) => {
          const isChosen = day === dayIndex;
          return (
            <button
              key={date}
              type="button"
              aria-label={t(messages.stripDay, {
                day: formatDay(date, longDay),
                hours: formatHours(totals[day] ?? 0),
              })}
              aria-pressed={isChosen}
              aria-current={day === todayIndex ? 'date' : undefined}
              onClick={() => onChoose(day)}
              className={`flex min-h-14 min-w-0 flex-col items-center justify-center rounded-lg px-0.5 py-1 text-xs tabular-nums ${
                isChosen
                  ? 'bg-brand-500 text-white'
                  : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5'
              } ${day === todayIndex && !isChosen ? 'ring-1 ring-brand-500 ring-inset' : ''}`}
            >
              <span aria-hidden="true">{weekdayName(day, 'short')}</span>
              <span aria-hidden="true" className="font-semibold">
                {formatDay(date, { day: 'numeric' })}
              </span>
              <span
                aria-hidden="true"
                dir="ltr"
                className={isChosen ? '' : 'text-gray-500 dark:text-gray-400'}
              >
                {formatHours(totals[day] ?? 0)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * One day's rows on a phone: each project's tasks, each with its hours for the day (`hoursOf`: the
 * large input while the week is editable, else the hours), the tools of a task (`toolsOf`, such as
 * its pin), and the day's total.
 */
export function DayRows({
  grid,
  dayIndex,
  state,
  hoursOf,
  toolsOf,
}: {
  grid: readonly ProjectGridRow[];
  dayIndex: number;
  state: WeekTableState;
  hoursOf: (row: TaskGridRow) => ReactNode;
  toolsOf?: ((row: TaskGridRow, describedBy: string) => ReactNode) | undefined;
}) {
  const id = useId();
  if (state !== 'rows') return <WeekStateNotice state={state} />;
  const total = grid.reduce((sum, project) => sum + (project.days[dayIndex] ?? 0), 0);
  return (
    <div className="space-y-4">
      {grid.map((project) => (
        <section
          key={project.id}
          aria-labelledby={`${id}-${project.id}`}
          className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
        >
          <h3
            id={`${id}-${project.id}`}
            className="border-b border-gray-100 px-4 py-2.5 text-sm font-semibold break-words text-gray-800 dark:border-gray-800 dark:text-white/90"
          >
            {project.name}
          </h3>
          <ul>
            {project.tasks.map((task) => {
              const nameId = `${id}-${task.id}`;
              return (
                <li
                  key={task.id}
                  className="flex items-center gap-2 border-t border-gray-100 px-4 py-2 first:border-t-0 dark:border-gray-800"
                >
                  <span
                    id={nameId}
                    className="min-w-0 flex-1 text-sm break-words text-gray-700 dark:text-gray-300"
                  >
                    {task.name}
                  </span>
                  {task.billable === null || task.billable === 'billable' ? null : (
                    <BillableBadge state={task.billable} />
                  )}
                  {toolsOf?.(task, nameId)}
                  {hoursOf(task)}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="flex items-center justify-between rounded-2xl bg-gray-50 px-4 py-3 text-sm font-semibold text-gray-800 dark:bg-white/3 dark:text-white/90">
        <span>{t(messages.dayTotal)}</span>
        <span dir="ltr" className="tabular-nums">
          {formatHours(total)}
        </span>
      </p>
    </div>
  );
}
