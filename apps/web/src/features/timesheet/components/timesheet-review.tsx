import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, memo, useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useApproveAllSubmitted } from '../api/approve-all-submitted.ts';
import { useApproveWeek } from '../api/approve-week.ts';
import { useReview } from '../api/get-review.ts';
import { useWeek } from '../hooks/use-week.ts';
import {
  INITIAL_VIEW,
  NO_REVIEW,
  chooseFilter,
  chooseStatus,
  filterChoices,
  projectKey,
  reviewRows,
  toggleProject,
  toggleUser,
  type Review,
  type UserRow,
} from '../review.ts';
import { weekDecisions, type Viewer } from '../week-approval.ts';
import { ExpandButton } from './expand-button.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { WeekDecisionModal, type ReasonedDecision } from './week-decision-modal.tsx';
import { HoursCells, WeekTable, rowHeadingClass, weekTableState } from './week-table.tsx';
import { WeekNavigation } from './week-navigation.tsx';
import { WeekStatusBadge } from './week-status-badge.tsx';

const NO_KEYS: ReadonlySet<string> = new Set();

const rowBorder = 'border-t border-gray-100 dark:border-gray-800';
const decisionButton =
  'rounded-lg px-3 py-1.5 text-xs font-medium ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const DECISION_TONES = {
  approve:
    'bg-brand-500 text-white ring-brand-500 hover:bg-brand-600 dark:bg-brand-500 dark:ring-brand-500 dark:hover:bg-brand-600',
  reject:
    'bg-white text-error-700 ring-error-300 hover:bg-error-50 dark:bg-gray-800 dark:text-error-300 dark:ring-error-500/40 dark:hover:bg-error-500/10',
  reopen:
    'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-white/5',
};

/**
 * Everyone's week for Managers and Admins: User > Project > Task, filtered and collapsible, with
 * each user's week status and the decisions `viewer` may take on it.
 */
export function TimesheetReview({ viewer }: { viewer: Viewer }) {
  const { sunday, days, todayIndex, setSunday } = useWeek();
  const review = useReview(sunday);
  return (
    <>
      <WeekNavigation sunday={sunday} onChange={setSunday} />
      {/* A new week starts unfiltered and collapsed: its users, projects and tasks differ. */}
      <ReviewWeek
        key={sunday}
        review={review}
        sunday={sunday}
        days={days}
        todayIndex={todayIndex}
        viewer={viewer}
      />
    </>
  );
}

function ReviewWeek({
  review,
  sunday,
  days,
  todayIndex,
  viewer,
}: {
  review: UseQueryResult<Review>;
  sunday: string;
  days: readonly string[];
  todayIndex: number;
  viewer: Viewer;
}) {
  const answer = review.data ?? NO_REVIEW;
  const [view, setView] = useState(INITIAL_VIEW);
  const [decision, setDecision] = useState<ReasonedDecision | null>(null);
  const approve = useApproveWeek();
  const approveAll = useApproveAllSubmitted();
  const choices = useMemo(() => filterChoices(answer), [answer]);
  const rows = useMemo(() => reviewRows(answer, days, view.filter), [answer, days, view.filter]);
  const submittedCount = answer.users.filter((user) => user.status === 'Submitted').length;

  const handleToggleUser = useCallback(
    (userId: string) => setView((current) => toggleUser(current, userId)),
    [],
  );
  const handleToggleProject = useCallback(
    (key: string) => setView((current) => toggleProject(current, key)),
    [],
  );
  const { mutate: approveWeek } = approve;
  const handleApprove = useCallback(
    (userId: string) => approveWeek({ userId, weekStart: sunday }),
    [approveWeek, sunday],
  );

  return (
    <>
      <ReviewFilters
        filter={view.filter}
        choices={choices}
        disabled={review.isPending}
        onChoose={(field, value) => setView((current) => chooseFilter(answer, current, field, value))}
        onChooseStatus={(status) => setView((current) => chooseStatus(current, status))}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {submittedCount === 0
            ? 'No weeks waiting for approval'
            : `${submittedCount} ${submittedCount === 1 ? 'week' : 'weeks'} waiting for approval`}
        </p>
        <Button
          disabled={submittedCount === 0 || approveAll.isPending}
          onClick={() => approveAll.mutate(sunday)}
        >
          Approve all submitted
        </Button>
      </div>
      <WeekTable
        label="Hours of everyone"
        firstHeading="User / Project / Task"
        days={days}
        todayIndex={todayIndex}
        state={weekTableState(review, rows.length)}
        hasStatusColumn
      >
        {rows.map((user) => {
          const isOpen = view.expandedUsers.has(user.id);
          return (
            <UserRows
              key={user.id}
              user={user}
              isOpen={isOpen}
              // Only open users read the open projects, so toggling one project redraws no other user.
              openProjects={isOpen ? view.expandedProjects : NO_KEYS}
              todayIndex={todayIndex}
              viewer={viewer}
              isApproving={approve.isPending && approve.variables.userId === user.id}
              onToggleUser={handleToggleUser}
              onToggleProject={handleToggleProject}
              onApprove={handleApprove}
              onDecide={setDecision}
            />
          );
        })}
      </WeekTable>
      <WeekDecisionModal decision={decision} weekStart={sunday} onClose={() => setDecision(null)} />
    </>
  );
}

interface UserRowsProps {
  user: UserRow;
  isOpen: boolean;
  openProjects: ReadonlySet<string>;
  todayIndex: number;
  viewer: Viewer;
  isApproving: boolean;
  onToggleUser: (userId: string) => void;
  onToggleProject: (key: string) => void;
  onApprove: (userId: string) => void;
  onDecide: (decision: ReasonedDecision) => void;
}

/** A user's row, with their project rows and those projects' task rows when open. */
const UserRows = memo(function UserRows({
  user,
  isOpen,
  openProjects,
  todayIndex,
  viewer,
  isApproving,
  onToggleUser,
  onToggleProject,
  onApprove,
  onDecide,
}: UserRowsProps) {
  const decisions = weekDecisions(viewer, user.id, user.status);
  return (
    <>
      <tr
        className={`${rowBorder} bg-gray-50 font-semibold text-gray-800 dark:bg-white/2 dark:text-white/90`}
      >
        <th scope="row" className={rowHeadingClass(0)}>
          <ExpandButton isOpen={isOpen} name={user.name} onToggle={() => onToggleUser(user.id)} />
        </th>
        <HoursCells row={user} todayIndex={todayIndex} />
        <td className="py-2.5 pr-5 pl-3 text-sm font-normal">
          <WeekStatusBadge status={user.status} />
          {decisions.decide || decisions.reopen ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {decisions.decide ? (
                <>
                  <button
                    type="button"
                    aria-label={`Approve ${user.name}`}
                    disabled={isApproving}
                    onClick={() => onApprove(user.id)}
                    className={`${decisionButton} ${DECISION_TONES.approve}`}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    aria-label={`Reject ${user.name}`}
                    onClick={() => onDecide({ kind: 'reject', userId: user.id, name: user.name })}
                    className={`${decisionButton} ${DECISION_TONES.reject}`}
                  >
                    Reject
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  aria-label={`Reopen ${user.name}`}
                  onClick={() => onDecide({ kind: 'reopen', userId: user.id, name: user.name })}
                  className={`${decisionButton} ${DECISION_TONES.reopen}`}
                >
                  Reopen
                </button>
              )}
            </div>
          ) : null}
          {user.reason ? (
            <p className="mt-1.5 text-xs break-words text-gray-600 dark:text-gray-400">
              Reason: {user.reason}
            </p>
          ) : null}
        </td>
      </tr>
      {isOpen
        ? user.projects.map((project) => {
            const key = projectKey(user.id, project.id);
            const projectOpen = openProjects.has(key);
            return (
              <Fragment key={key}>
                <tr className={`${rowBorder} font-medium text-gray-700 dark:text-gray-300`}>
                  <th scope="row" className={rowHeadingClass(1)}>
                    <ExpandButton
                      isOpen={projectOpen}
                      name={project.name}
                      label={`${project.name} for ${user.name}`}
                      onToggle={() => onToggleProject(key)}
                    />
                  </th>
                  <HoursCells row={project} todayIndex={todayIndex} />
                  <td />
                </tr>
                {projectOpen
                  ? project.tasks.map((task) => (
                      <tr key={task.id} className={`${rowBorder} text-gray-600 dark:text-gray-400`}>
                        <th scope="row" className={`${rowHeadingClass(2)} font-normal`}>
                          {task.name}
                        </th>
                        <HoursCells row={task} todayIndex={todayIndex} />
                        <td />
                      </tr>
                    ))
                  : null}
              </Fragment>
            );
          })
        : null}
    </>
  );
});
