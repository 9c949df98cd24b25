import { ABSENCE_TYPE_LABELS, type Absence } from '@portal/contract';
import { useId } from 'react';
import { absencePeriod, formatAbsenceDays } from '../absence-rules.ts';
import { useDecideAbsence } from '../api/decide-absence.ts';
import { useOpenRequests } from '../api/get-absences.ts';
import { actionButton, approveButton, cell, rowLine, sectionHeading } from './absence-styles.ts';
import { AbsenceTable, absenceTypeText } from './absence-table.tsx';

const HEADINGS = ['Person', 'Type', 'Period', 'Days', 'Note', 'Decision'] as const;

/** What a request's buttons name, after the word they show. */
const requestName = (absence: Absence) =>
  `${absence.userName}, ${ABSENCE_TYPE_LABELS[absence.type]} ${absencePeriod(absence)}`;

/** Every open request the caller may decide on, with Approve and Reject (which asks why). */
export function ApprovalsList({ onReject }: { onReject: (absence: Absence) => void }) {
  const requests = useOpenRequests();
  const decide = useDecideAbsence();
  const headingId = useId();
  const open = requests.data?.data ?? [];
  const deciding = decide.isPending ? decide.variables.absence.id : null;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className={sectionHeading}>
        Approvals
      </h2>
      <AbsenceTable
        label="Requests waiting for approval"
        headings={HEADINGS}
        minWidth="min-w-[760px]"
        query={requests}
        loading="Loading requests"
        empty={open.length === 0 ? 'No requests waiting for approval' : null}
      >
        {open.map((absence) => (
          <tr key={absence.id} className={rowLine}>
            <th scope="row" className={`${cell} font-medium`}>
              {absence.userName}
            </th>
            <td className={cell}>{absenceTypeText(absence)}</td>
            <td className={`${cell} whitespace-nowrap`}>{absencePeriod(absence)}</td>
            <td className={`${cell} tabular-nums`}>{formatAbsenceDays(absence.days)}</td>
            <td className={`${cell} break-words text-gray-600 dark:text-gray-400`}>{absence.note}</td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={approveButton}
                  aria-label={`Approve ${requestName(absence)}`}
                  disabled={deciding === absence.id}
                  onClick={() => decide.mutate({ absence, decision: 'approve' })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className={actionButton}
                  aria-label={`Reject ${requestName(absence)}`}
                  disabled={deciding === absence.id}
                  onClick={() => onReject(absence)}
                >
                  Reject
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AbsenceTable>
    </section>
  );
}
