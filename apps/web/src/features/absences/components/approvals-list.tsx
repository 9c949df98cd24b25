import type { Absence } from '@portal/contract';
import { useId } from 'react';
import { t } from '../../../lib/i18n/intl.ts';
import { absencePeriod, formatAbsenceDays } from '../absence-rules.ts';
import { useDecideAbsence } from '../api/decide-absence.ts';
import { useOpenRequests } from '../api/get-absences.ts';
import { actionButton, approveButton, cell, rowLine, sectionHeading } from './absence-styles.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';
import { AbsencePeriod, AbsenceTable, absenceTypeText } from './absence-table.tsx';

/** What a request's buttons name besides the word they show: whose, what and when. */
const requestParts = (absence: Absence) => ({
  person: absence.userName,
  type: absenceTypeName(absence.type),
  period: absencePeriod(absence),
});

/** Every open request the caller may decide on, with Approve and Reject (which asks why). */
export function ApprovalsList({ onReject }: { onReject: (absence: Absence) => void }) {
  const requests = useOpenRequests();
  const decide = useDecideAbsence();
  const headingId = useId();
  const open = requests.data?.data ?? [];
  const deciding = decide.isPending ? decide.variables.absence.id : null;
  const headings = [
    t({ id: 'absences.column.person', defaultMessage: 'Person' }),
    t({ id: 'absences.column.type', defaultMessage: 'Type' }),
    t({ id: 'absences.column.period', defaultMessage: 'Period' }),
    t({ id: 'absences.column.days', defaultMessage: 'Days' }),
    t({ id: 'absences.column.note', defaultMessage: 'Note' }),
    t({ id: 'absences.column.decision', defaultMessage: 'Decision' }),
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className={sectionHeading}>
        {t({ id: 'absences.approvals', defaultMessage: 'Approvals' })}
      </h2>
      <AbsenceTable
        label={t({ id: 'absences.approvals.label', defaultMessage: 'Requests waiting for approval' })}
        headings={headings}
        minWidth="min-w-[760px]"
        query={requests}
        loading={t({ id: 'absences.approvals.loading', defaultMessage: 'Loading requests' })}
        empty={
          open.length === 0
            ? t({ id: 'absences.approvals.none', defaultMessage: 'No requests waiting for approval' })
            : null
        }
      >
        {open.map((absence) => (
          <tr key={absence.id} className={rowLine}>
            <th scope="row" className={`${cell} font-medium`}>
              {absence.userName}
            </th>
            <td className={cell}>{absenceTypeText(absence)}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <AbsencePeriod absence={absence} />
            </td>
            <td className={`${cell} tabular-nums`}>{formatAbsenceDays(absence.days)}</td>
            <td className={`${cell} break-words text-gray-600 dark:text-gray-400`}>{absence.note}</td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={approveButton}
                  aria-label={t(
                    { id: 'absences.approve.label', defaultMessage: 'Approve {person}, {type} {period}' },
                    requestParts(absence),
                  )}
                  disabled={deciding === absence.id}
                  onClick={() => decide.mutate({ absence, decision: 'approve' })}
                >
                  {t({ id: 'absences.approve', defaultMessage: 'Approve' })}
                </button>
                <button
                  type="button"
                  className={actionButton}
                  aria-label={t(
                    { id: 'absences.reject.label', defaultMessage: 'Reject {person}, {type} {period}' },
                    requestParts(absence),
                  )}
                  disabled={deciding === absence.id}
                  onClick={() => onReject(absence)}
                >
                  {t({ id: 'absences.reject', defaultMessage: 'Reject' })}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AbsenceTable>
    </section>
  );
}
