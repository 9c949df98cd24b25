import { ABSENCE_TYPE_LABELS, type Absence } from '@portal/contract';
import { useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { today } from '../../../lib/dates.ts';
import { yearOf } from '../../../lib/months.ts';
import { absencePeriod, formatAbsenceDays } from '../absence-rules.ts';
import { useCancelAbsence } from '../api/cancel-absence.ts';
import { useOwnAbsences } from '../api/get-absences.ts';
import { CONFIRM_CANCEL_OWN } from '../messages.ts';
import { AbsenceStatusBadge } from './absence-status-badge.tsx';
import { actionButton, cell, rowLine, sectionHeading } from './absence-styles.ts';
import { AbsenceTable, absenceTypeText } from './absence-table.tsx';

const HEADINGS = ['Type', 'Period', 'Days', 'Status', 'Note', 'Reason', 'Actions'] as const;

const stepButton =
  'flex size-9 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-white/5';

/** The caller's own absences of a year, with 'Cancel' on those still requested. */
export function OwnAbsences() {
  const [year, setYear] = useState(() => yearOf(today()));
  const absences = useOwnAbsences(year);
  const cancel = useCancelAbsence();
  const headingId = useId();
  const own = absences.data?.data ?? [];

  const handleCancel = (absence: Absence) => {
    if (window.confirm(CONFIRM_CANCEL_OWN)) cancel.mutate({ absence });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className={sectionHeading}>
          My absences
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label="Previous year"
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
            aria-label="Next year"
            className={stepButton}
            onClick={() => setYear(year + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <AbsenceTable
        label={`My absences in ${year}`}
        headings={HEADINGS}
        minWidth="min-w-[760px]"
        query={absences}
        loading="Loading absences"
        empty={own.length === 0 ? `No absences in ${year}` : null}
      >
        {own.map((absence) => (
          <tr key={absence.id} className={rowLine}>
            <th scope="row" className={`${cell} font-medium`}>
              {absenceTypeText(absence)}
            </th>
            <td className={`${cell} whitespace-nowrap`}>{absencePeriod(absence)}</td>
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
                  aria-label={`Cancel ${ABSENCE_TYPE_LABELS[absence.type]} ${absencePeriod(absence)}`}
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
