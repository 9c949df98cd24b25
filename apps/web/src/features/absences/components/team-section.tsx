import { monthLabel, type Absence, type Role } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { MonthNavigation } from '../../../components/month/month-navigation.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMonth } from '../../../lib/hooks/use-month.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { formattingLocale } from '../../../lib/i18n/locale.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { employeesQueryOptions } from '../../../lib/queries/get-employees.ts';
import { absencePeriod, formatAbsenceDays, mayCancel, type Viewer } from '../absence-rules.ts';
import { useCancelAbsence } from '../api/cancel-absence.ts';
import { useTeamAbsences } from '../api/get-absences.ts';
import { useMonthHolidays } from '../api/get-holidays.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';
import { ABSENCE_QUESTIONS } from '../messages.ts';
import { buildTeamCalendar } from '../team-calendar.ts';
import { AbsenceStatusBadge } from './absence-status-badge.tsx';
import { actionButton, cell, rowLine, sectionHeading } from './absence-styles.ts';
import { TeamCalendarView } from './team-calendar-view.tsx';
import { AbsencePeriod, AbsenceTable, absenceTypeText } from './absence-table.tsx';

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
  const label = monthLabel(month, formattingLocale(useLocale()));
  const headings = [
    t({ id: 'absences.column.person', defaultMessage: 'Person' }),
    t({ id: 'absences.column.type', defaultMessage: 'Type' }),
    t({ id: 'absences.column.period', defaultMessage: 'Period' }),
    t({ id: 'absences.column.days', defaultMessage: 'Days' }),
    t({ id: 'absences.column.status', defaultMessage: 'Status' }),
    t({ id: 'absences.column.actions', defaultMessage: 'Actions' }),
  ];

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
    else if (window.confirm(t(ABSENCE_QUESTIONS.cancelOwn))) cancel.mutate({ absence });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className={sectionHeading}>
        {t({ id: 'absences.team', defaultMessage: 'Team calendar' })}
      </h2>
      <MonthNavigation month={month} onChange={setMonth} headingLevel={3} />
      {calendar ? (
        calendar.rows.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {t({ id: 'absences.team.nobody', defaultMessage: 'Nobody to show.' })}
          </p>
        ) : (
          <TeamCalendarView
            calendar={calendar}
            label={t(
              { id: 'absences.team.calendar-of', defaultMessage: 'Team calendar of {month}' },
              { month: label },
            )}
          />
        )
      ) : team.isError || holidays.isError ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t({ id: 'absences.team.load-failed', defaultMessage: 'The team calendar could not be loaded.' })}
        </p>
      ) : (
        <Spinner
          label={t({ id: 'absences.team.loading', defaultMessage: 'Loading the team calendar' })}
          className="py-10"
        />
      )}
      <AbsenceTable
        label={t(
          { id: 'absences.team.absences-in', defaultMessage: 'Team absences in {month}' },
          { month: label },
        )}
        headings={headings}
        minWidth="min-w-[720px]"
        query={team}
        loading={t({ id: 'absences.loading', defaultMessage: 'Loading absences' })}
        empty={
          shown.length === 0
            ? t({ id: 'absences.team.none', defaultMessage: 'No absences in {month}' }, { month: label })
            : null
        }
      >
        {shown.map((absence) => (
          <tr key={absence.id} className={rowLine}>
            <th scope="row" className={`${cell} font-medium`}>
              {absence.userName}
            </th>
            <td className={cell}>{absenceTypeText(absence)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <AbsencePeriod absence={absence} />
            </td>
            <td className={`${cell} tabular-nums`}>{formatAbsenceDays(absence.days)}</td>
            <td className={cell}>
              <AbsenceStatusBadge status={absence.status} />
            </td>
            <td className={cell}>
              {mayCancel(viewer, absence, roles.get(absence.userId)) ? (
                <button
                  type="button"
                  className={actionButton}
                  aria-label={t(
                    { id: 'absences.cancel.label', defaultMessage: 'Cancel {person}, {type} {period}' },
                    {
                      person: absence.userName,
                      type: absenceTypeName(absence.type),
                      period: absencePeriod(absence),
                    },
                  )}
                  disabled={cancel.isPending}
                  onClick={() => handleCancel(absence)}
                >
                  {t({ id: 'absences.cancel', defaultMessage: 'Cancel' })}
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </AbsenceTable>
    </section>
  );
}
