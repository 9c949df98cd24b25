import { ABSENCE_TYPE_LABELS, monthLabel, type Absence, type Role } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { MonthNavigation } from '../../../components/month/month-navigation.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMonth } from '../../../lib/hooks/use-month.ts';
import { employeesQueryOptions } from '../../../lib/queries/get-employees.ts';
import { absencePeriod, formatAbsenceDays, mayCancel, type Viewer } from '../absence-rules.ts';
import { useCancelAbsence } from '../api/cancel-absence.ts';
import { useTeamAbsences } from '../api/get-absences.ts';
import { useMonthHolidays } from '../api/get-holidays.ts';
import { CONFIRM_CANCEL_OWN } from '../messages.ts';
import { buildTeamCalendar } from '../team-calendar.ts';
import { AbsenceStatusBadge } from './absence-status-badge.tsx';
import { actionButton, cell, rowLine, sectionHeading } from './absence-styles.ts';
import { TeamCalendarView } from './team-calendar-view.tsx';
import { AbsenceTable, absenceTypeText } from './absence-table.tsx';

const HEADINGS = ['Person', 'Type', 'Period', 'Days', 'Status', 'Actions'] as const;

/**
 * The team's month for Managers and Admins: the calendar of people × days with its legend, and
 * the month's absences as a list, with 'Cancel' where the viewer may cancel one.
 */
export function TeamSection({
  viewer,
  onCancelOthers,
}: {
  viewer: Viewer;
  onCancelOthers: (absence: Absence) => void;
}) {
  const { month, setMonth } = useMonth();
  const team = useTeamAbsences(month);
  const holidays = useMonthHolidays(month);
  // Who decides for whom depends on roles, which the directory knows.
  const employees = useQuery(employeesQueryOptions());
  const cancel = useCancelAbsence();
  const headingId = useId();
  const label = monthLabel(month);

  const calendar = useMemo(
    () =>
      team.data && holidays.data
        ? buildTeamCalendar(month, team.data.people ?? [], team.data.data, holidays.data.holidays)
        : null,
    [month, team.data, holidays.data],
  );
  const roles = useMemo(
    () => new Map<string, Role>((employees.data ?? []).map((employee) => [employee.id, employee.role])),
    [employees.data],
  );
  const shown = (team.data?.data ?? []).filter(
    (absence) => absence.status === 'approved' || absence.status === 'requested',
  );

  const handleCancel = (absence: Absence) => {
    if (absence.userId !== viewer.userId) onCancelOthers(absence);
    else if (window.confirm(CONFIRM_CANCEL_OWN)) cancel.mutate({ absence });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={sectionHeading}>
        Team calendar
      </h2>
      <MonthNavigation month={month} onChange={setMonth} headingLevel={3} />
      {calendar ? (
        calendar.rows.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Nobody to show.</p>
        ) : (
          <TeamCalendarView calendar={calendar} label={`Team calendar of ${label}`} />
        )
      ) : team.isError || holidays.isError ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">The team calendar could not be loaded.</p>
      ) : (
        <Spinner label="Loading the team calendar" className="py-10" />
      )}
      <AbsenceTable
        label={`Team absences in ${label}`}
        headings={HEADINGS}
        minWidth="min-w-[720px]"
        query={team}
        loading="Loading absences"
        empty={shown.length === 0 ? `No absences in ${label}` : null}
      >
        {shown.map((absence) => (
          <tr key={absence.id} className={rowLine}>
            <th scope="row" className={`${cell} font-medium`}>
              {absence.userName}
            </th>
            <td className={cell}>{absenceTypeText(absence)}</td>
            <td className={`${cell} whitespace-nowrap`}>{absencePeriod(absence)}</td>
            <td className={`${cell} tabular-nums`}>{formatAbsenceDays(absence.days)}</td>
            <td className={cell}>
              <AbsenceStatusBadge status={absence.status} />
            </td>
            <td className={cell}>
              {mayCancel(viewer, absence, roles.get(absence.userId)) ? (
                <button
                  type="button"
                  className={actionButton}
                  aria-label={`Cancel ${absence.userName}, ${ABSENCE_TYPE_LABELS[absence.type]} ${absencePeriod(absence)}`}
                  disabled={cancel.isPending}
                  onClick={() => handleCancel(absence)}
                >
                  Cancel
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </AbsenceTable>
    </section>
  );
}
