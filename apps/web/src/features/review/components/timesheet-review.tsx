import { defineMessages, weekEndOf, type WeekStatus } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { usePhoneLayout } from '../../../components/layouts/use-phone-layout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { WeekNavigation } from '../../../components/week/week-navigation.tsx';
import { weekStatusName } from '../../../components/week/week-status-badge.tsx';
import { weekTableState } from '../../../components/week/week-table.tsx';
import { ExportButtons } from '../../../lib/export/export-buttons.tsx';
import { weekDetail, weekExportTable, type WeekLine } from '../../../lib/export/week-table.ts';
import { useWeek } from '../../../lib/hooks/use-week.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useHolidayCalendar } from '../../../lib/queries/get-holiday-calendar.ts';
import { useApproveAllSubmitted } from '../api/approve-all-submitted.ts';
import { useApproveWeek } from '../api/approve-week.ts';
import { useReview } from '../api/get-review.ts';
import { useWeekAbsences } from '../api/get-week-absences.ts';
import {
  INITIAL_VIEW,
  NO_REVIEW,
  chooseFilter,
  chooseStatus,
  expandLevel,
  filterChoices,
  reviewLines,
  reviewRows,
  toggleProject,
  toggleUser,
  type Review,
  type ReviewFilterField,
  type UserRow,
} from '../review.ts';
import { reviewDayNotes } from '../review-days.ts';
import type { Viewer } from '../week-approval.ts';
import { ReviewDayNotesView } from './review-day-notes.tsx';
import { ReviewFilters, reviewFilterDetails } from './review-filters.tsx';
import { ReviewList } from './review-list.tsx';
import { ReviewTable, type ReviewViewProps } from './review-table.tsx';
import type { ReasonedDecision } from './week-decision-modal.tsx';

// The reason form of Reject and Reopen, with its form library, is loaded the first time it opens.
const WeekDecisionModal = lazy(async () => ({
  default: (await import('./week-decision-modal.tsx')).WeekDecisionModal,
}));

const messages = defineMessages({
  waiting: {
    id: 'review.waiting',
    defaultMessage:
      '{count, plural, =0 {No weeks waiting for approval} one {# week waiting for approval} other {# weeks waiting for approval}}',
  },
  approveAll: { id: 'review.approve-all', defaultMessage: 'Approve all submitted' },
  exportTitle: { id: 'review.export.title', defaultMessage: 'Timesheet Review' },
  user: { id: 'review.column.user', defaultMessage: 'User' },
  status: { id: 'review.column.status', defaultMessage: 'Status' },
  project: { id: 'review.column.project', defaultMessage: 'Project' },
  task: { id: 'review.column.task', defaultMessage: 'Task' },
});

/**
 * The rows an export of the review holds: one per task of each user's project, with the user, their
 * week's status, the project and the task in columns of their own; a user listed without hours has
 * one row of their own, so that their status is exported as it is shown.
 */
const exportLines = (rows: readonly UserRow[]): WeekLine[] =>
  rows.flatMap((user) =>
    user.projects.length === 0
      ? [{ labels: [user.name, weekStatusName(user.status), '', ''], days: user.days, total: user.total }]
      : user.projects.flatMap((project) =>
          project.tasks.map((task) => ({
            labels: [user.name, weekStatusName(user.status), project.name, task.name],
            days: task.days,
            total: task.total,
          })),
        ),
  );

/** The week shown and how each listed user's week stands, for what the screen adds beside the table. */
export interface ShownWeek {
  sunday: string;
  users: Review['users'];
}

/**
 * Everyone's week for Managers and Admins: User > Project > Task, filtered and collapsible, with
 * each user's week status and the decisions `viewer` may take on it. Each day's header names its
 * holidays and whose absence falls on it.
 */
export function TimesheetReview({
  viewer,
  aside,
}: {
  viewer: Viewer;
  /** Shown above the table, such as who has not submitted the week. */
  aside?: (week: ShownWeek) => ReactNode;
}) {
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
        aside={aside}
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
  aside,
}: {
  review: UseQueryResult<Review>;
  sunday: string;
  days: readonly string[];
  todayIndex: number;
  viewer: Viewer;
  aside: ((week: ShownWeek) => ReactNode) | undefined;
}) {
  const answer = review.data ?? NO_REVIEW;
  const [view, setView] = useState(INITIAL_VIEW);
  const [decision, setDecision] = useState<ReasonedDecision | null>(null);
  // Once loaded the modal stays mounted, so that closing it returns the focus as the dialog does.
  const [hasDecided, setHasDecided] = useState(false);
  if (decision && !hasDecided) setHasDecided(true);
  const isPhone = usePhoneLayout();
  const approve = useApproveWeek();
  const approveAll = useApproveAllSubmitted();
  const choices = useMemo(() => filterChoices(answer), [answer]);
  // Totals are made once per answer and filter; opening and closing rows only lists them anew.
  const rows = useMemo(() => reviewRows(answer, days, view.filter), [answer, days, view.filter]);
  const { expandedUsers, expandedProjects } = view;
  const lines = useMemo(
    () => reviewLines(rows, { expandedUsers, expandedProjects }),
    [rows, expandedUsers, expandedProjects],
  );
  const submittedCount = answer.users.filter((user) => user.status === 'Submitted').length;
  const holidays = useHolidayCalendar(sunday, weekEndOf(sunday)).data?.holidays;
  const absences = useWeekAbsences(sunday).data;
  const dayNotes = useMemo(
    () =>
      reviewDayNotes(days, holidays ?? [], absences ?? []).map((day, index) => (
        <ReviewDayNotesView key={days[index]} day={day} />
      )),
    [days, holidays, absences],
  );

  const handleChoose = useCallback(
    (field: ReviewFilterField, value: string) =>
      setView((current) => chooseFilter(answer, current, field, value)),
    [answer],
  );
  const handleChooseStatus = useCallback(
    (status: WeekStatus | '') => setView((current) => chooseStatus(current, status)),
    [],
  );
  const handleToggleUser = useCallback(
    (userId: string) => setView((current) => toggleUser(current, userId)),
    [],
  );
  const handleToggleProject = useCallback(
    (key: string) => setView((current) => toggleProject(current, key)),
    [],
  );
  const handleExpandLevel = useCallback(
    (level: 'user' | 'project') => setView((current) => expandLevel(current, rows, level)),
    [rows],
  );
  const { mutate: approveWeek } = approve;
  const handleApprove = useCallback(
    (userId: string) => approveWeek({ userId, weekStart: sunday }),
    [approveWeek, sunday],
  );

  const viewProps: ReviewViewProps = {
    state: weekTableState(review, rows.length),
    days,
    todayIndex,
    viewer,
    approvingUserId: approve.isPending ? approve.variables.userId : null,
    onToggleUser: handleToggleUser,
    onApprove: handleApprove,
    onDecide: setDecision,
    dayNotes,
  };

  return (
    <>
      <ReviewFilters
        filter={view.filter}
        choices={choices}
        disabled={review.isPending}
        onChoose={handleChoose}
        onChooseStatus={handleChooseStatus}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(messages.waiting, { count: submittedCount })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {/* Exports the rows the filters let through, opened or not. */}
          <ExportButtons
            stem={`timesheet-review-${sunday}`}
            disabled={rows.length === 0}
            makeTable={() =>
              weekExportTable({
                title: t(messages.exportTitle),
                details: [weekDetail(days), ...reviewFilterDetails(view.filter, choices)],
                labelHeaders: [t(messages.user), t(messages.status), t(messages.project), t(messages.task)],
                days,
                lines: exportLines(rows),
              })
            }
          />
          <Button
            disabled={submittedCount === 0 || approveAll.isPending}
            onClick={() => approveAll.mutate(sunday)}
          >
            {t(messages.approveAll)}
          </Button>
        </div>
      </div>
      {aside?.({ sunday, users: answer.users })}
      {/* A phone lists the people instead of the table, whose eleven columns would scroll sideways. */}
      {isPhone ? (
        <ReviewList rows={rows} expandedUsers={expandedUsers} {...viewProps} />
      ) : (
        <ReviewTable
          lines={lines}
          onToggleProject={handleToggleProject}
          onExpandLevel={handleExpandLevel}
          {...viewProps}
        />
      )}
      {hasDecided ? (
        <Suspense fallback={null}>
          <WeekDecisionModal decision={decision} weekStart={sunday} onClose={() => setDecision(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
