import { defineMessages } from '@portal/contract';
import { WeekStatusBadge } from '../../../components/week/week-status-badge.tsx';
import { WeekStateNotice } from '../../../components/week/week-state-notice.tsx';
import { formatHours } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { dayHeading } from '../../../lib/week.ts';
import type { UserRow } from '../review.ts';
import { ExpandButton } from './expand-button.tsx';
import { WeekDecisionButtons } from './week-decision-buttons.tsx';
import type { ReviewViewProps } from './review-table.tsx';

const messages = defineMessages({
  // The table's name and states, which the list stands in for on a phone.
  label: { id: 'review.table.label', defaultMessage: 'Hours of everyone' },
  total: { id: 'week.table.total', defaultMessage: 'Total' },
  days: { id: 'review.list.days', defaultMessage: 'Hours per day' },
  projects: { id: 'review.list.projects', defaultMessage: 'Hours per project and task' },
});

const rowClass = 'flex items-baseline justify-between gap-3 py-2 text-sm';
const hoursClass = 'shrink-0 tabular-nums';

interface ReviewListProps extends ReviewViewProps {
  rows: readonly UserRow[];
  expandedUsers: ReadonlySet<string>;
}

/**
 * The review on a phone, where the week's table would scroll sideways: one card per person with
 * their week's status and total, which opens into their hours per day and per project and task and
 * the decisions on their week. The same filters, rows and calls as the table.
 */
export function ReviewList({
  rows,
  expandedUsers,
  state,
  days,
  todayIndex,
  viewer,
  approvingUserId,
  onToggleUser,
  onApprove,
  onDecide,
  dayNotes,
}: ReviewListProps) {
  if (state !== 'rows') return <WeekStateNotice state={state} />;
  return (
    <ul aria-label={t(messages.label)} className="space-y-3">
      {rows.map((user) => (
        <li key={user.id}>
          <PersonWeek
            user={user}
            isOpen={expandedUsers.has(user.id)}
            days={days}
            todayIndex={todayIndex}
            viewer={viewer}
            isApproving={user.id === approvingUserId}
            onToggle={() => onToggleUser(user.id)}
            onApprove={onApprove}
            onDecide={onDecide}
            dayNotes={dayNotes}
          />
        </li>
      ))}
    </ul>
  );
}

function PersonWeek({
  user,
  isOpen,
  days,
  todayIndex,
  viewer,
  isApproving,
  onToggle,
  onApprove,
  onDecide,
  dayNotes,
}: Omit<ReviewViewProps, 'state' | 'approvingUserId' | 'onToggleUser'> & {
  user: UserRow;
  isOpen: boolean;
  isApproving: boolean;
  onToggle: () => void;
}) {
  return (
    <article
      aria-label={user.name}
      className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="flex items-center gap-3">
        <ExpandButton
          isOpen={isOpen}
          name={user.name}
          className="-ms-2 min-h-11 min-w-0 flex-1 px-2 font-semibold break-words text-gray-800 dark:text-white/90"
          onToggle={onToggle}
        />
        <WeekStatusBadge status={user.status} />
        <p className="shrink-0 text-end">
          <span className="block text-xs text-gray-600 dark:text-gray-400">{t(messages.total)}</span>
          <span className="font-semibold tabular-nums">{formatHours(user.total)}</span>
        </p>
      </div>
      {isOpen ? (
        <div className="mt-3 border-t border-gray-100 pt-2 dark:border-gray-800">
          <h3 className="sr-only">{t(messages.days)}</h3>
          <dl className="divide-y divide-gray-100 dark:divide-gray-800">
            {days.map((day, index) => (
              <div
                key={day}
                className={`${rowClass} ${
                  index === todayIndex ? '-mx-2 rounded-lg bg-brand-50 px-2 dark:bg-brand-500/10' : ''
                }`}
              >
                <dt className="min-w-0 text-gray-600 dark:text-gray-400">
                  {dayHeading(day)}
                  {dayNotes?.[index]}
                </dt>
                <dd className={hoursClass}>{formatHours(user.days[index] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          {user.projects.length > 0 ? (
            <>
              <h3 className="sr-only">{t(messages.projects)}</h3>
              <ul className="mt-2 border-t border-gray-100 pt-2 dark:border-gray-800">
                {user.projects.map((project) => (
                  <li key={project.id}>
                    <p className={`${rowClass} font-medium text-gray-800 dark:text-white/90`}>
                      <span className="min-w-0 break-words">{project.name}</span>
                      <span className={hoursClass}>{formatHours(project.total)}</span>
                    </p>
                    <ul className="ps-4 text-gray-600 dark:text-gray-400">
                      {project.tasks.map((task) => (
                        <li key={task.id} className={rowClass}>
                          <span className="min-w-0 break-words">{task.name}</span>
                          <span className={hoursClass}>{formatHours(task.total)}</span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <WeekDecisionButtons
            user={user}
            viewer={viewer}
            isApproving={isApproving}
            buttonClassName="min-h-11 flex-1 text-sm"
            onApprove={onApprove}
            onDecide={onDecide}
          />
        </div>
      ) : null}
    </article>
  );
}
