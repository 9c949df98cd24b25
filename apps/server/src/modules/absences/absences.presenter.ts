import type { Absence } from '@portal/contract';
import type { AbsenceRow } from './absences.repository.ts';

/** An absence as the API shows it, with the days of its period that expect hours. */
export function presentAbsence(row: AbsenceRow, days: number): Absence {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    type: row.type,
    from: row.start_date,
    to: row.end_date,
    halfDay: Number(row.half_day) === 1,
    days,
    status: row.status,
    note: row.note,
    reason: row.reason,
    requestedBy: row.requested_by_name ?? '',
    decidedBy: row.decided_by === null ? null : (row.decided_by_name ?? ''),
    decidedAt: row.decided_at,
    createdAt: row.created_at,
  };
}
