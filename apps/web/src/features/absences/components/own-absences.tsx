import type { Absence } from '@portal/contract';
import { useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { today } from '../../../lib/dates.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { yearOf } from '../../../lib/months.ts';
import { absencePeriod, formatAbsenceDays } from '../absence-rules.ts';
import { useCancelAbsence } from '../api/cancel-absence.ts';
import { useOwnAbsences } from '../api/get-absences.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';
import { ABSENCE_QUESTIONS } from '../messages.ts';
import { AbsenceStatusBadge } from './absence-status-badge.tsx';
import { actionButton, cell, rowLine, sectionHeading } from './absence-styles.ts';
import { AbsencePeriod, AbsenceTable, absenceTypeText } from './absence-table.tsx';

const stepButton =
  'flex size-9 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-white/5';

/** The caller's own absences of a year, with 'Cancel' on those still requested. */
export function OwnAbsences() {
  const [year, setYear] = useState(() => yearOf(today()));
  const absences = useOwnAbsences(year);
  const cancel = useCancelAbsence();
  const headingId = useId();
  const own = absences.data?.data ?? [];
  const shownYear = String(year);
  const headings = [
    t({ id: 'absences.column.type', defaultMessage: 'Type' }),
    t({ id: 'absences.column.period', defaultMessage: 'Period' }),
    t({ id: 'absences.column.days', defaultMessage: 'Days' }),
    t({ id: 'absences.column.status', defaultMessage: 'Status' }),
    t({ id: 'absences.column.note', defaultMessage: 'Note' }),
    t({ id: 'absences.column.reason', defaultMessage: 'Reason' }),
    t({ id: 'absences.column.actions', defaultMessage: 'Actions' }),
  ];

  const handleCancel = (absence: Absence) => {
    if (window.confirm(t(ABSENCE_QUESTIONS.cancelOwn))) cancel.mutate({ absence });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className={sectionHeading}>
          {t({ id: 'absences.own', defaultMessage: 'My absences' })}
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={t({ id: 'absences.own.previous-year', defaultMessage: 'Previous year' })}
            className={stepButton}
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <span
            aria-live="polite"
            className="min-w-12 text-center text-sm font-medium text-gray-700 dark:text-gray-300"
          >
            {year}
          </span>
          <button
            type="button"
            aria-label={t({ id: 'absences.own.next-year', defaultMessage: 'Next year' })}
            className={stepButton}
            onClick={() => setYear(year + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <AbsenceTable
        label={t({ id: 'absences.own.label', defaultMessage: 'My absences in {year}' }, { year: shownYear })}
        headings={headings}
        minWidth="min-w-[760px]"
        query={absences}
        loading={t({ id: 'absences.loading', defaultMessage: 'Loading absences' })}
        empty={
          own.length === 0
            ? t({ id: 'absences.own.none', defaultMessage: 'No absences in {year}' }, { year: shownYear })
            : null
        }
      >
        {own.map((absence) => (
          <tr key={absence.id} className={rowLine}>
            <th scope="row" className={`${cell} font-medium`}>
              {absenceTypeText(absence)}
            </th>
            <td className={`${cell} whitespace-nowrap`}>
              <AbsencePeriod absence={absence} />
            </td>
            <td className={`${cell} tabular-nums`}>{formatAbsenceDays(absence.days)}</td>
            <td className={cell}>
              <AbsenceStatusBadge status={absence.status} />
            </td>
            <td className={`${cell} break-words text-gray-600 dark:text-gray-400`}>{absence.note}</td>
            <td className={`${cell} break-words text-gray-600 dark:text-gray-400`}>{absence.reason ?? ''}</td>
            <td className={cell}>
              {absence.status === 'requested' ? (
                <button
                  type="button"
                  className={actionButton}
                  aria-label={t(
                    { id: 'absences.cancel-own.label', defaultMessage: 'Cancel {type} {period}' },
                    { type: absenceTypeName(absence.type), period: absencePeriod(absence) },
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
