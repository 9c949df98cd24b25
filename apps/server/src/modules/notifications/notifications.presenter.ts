import type { Selectable } from 'kysely';
import { ABSENCE_TYPE_LABELS, type AbsenceType, type Notification } from '@portal/contract';
import type { NotificationTable } from '../../db/schema.ts';

export function presentNotification(row: Selectable<NotificationTable>): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: { screen: row.link_screen, weekStart: row.link_week, userId: row.link_user_id },
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** What an absence notification says of the absence. */
export interface AbsenceSubject {
  type: AbsenceType;
  from: string;
  to: string;
  halfDay: boolean;
}

/** How a sentence names an absence type: the type's label, sick leave rather than "Sick". */
const absenceNoun = (type: AbsenceType) => (type === 'sick' ? 'Sick leave' : ABSENCE_TYPE_LABELS[type]);
const halfDayOf = (absence: AbsenceSubject) => (absence.halfDay ? ' (half day)' : '');

/**
 * The title of a request to those who may decide it, such as "Vacation requested by Jane Doe:
 * 2026-03-02 to 2026-03-06"; sick leave needs no decision and is "recorded for" the person.
 */
export function absenceRequestedTitle(absence: AbsenceSubject, personName: string): string {
  const period = absence.from === absence.to ? absence.from : `${absence.from} to ${absence.to}`;
  const verb = absence.type === 'sick' ? 'recorded for' : 'requested by';
  return `${absenceNoun(absence.type)} ${verb} ${personName}: ${period}${halfDayOf(absence)}`;
}

/**
 * The title of what someone else did with a person's absence, such as "Your vacation from
 * 2026-03-02 to 2026-03-06 was approved"; sick leave, approved as it is entered, was "recorded".
 */
export function absenceDecidedTitle(
  absence: AbsenceSubject,
  kind: 'absence-approved' | 'absence-rejected' | 'absence-cancelled',
): string {
  const period = absence.from === absence.to ? `on ${absence.from}` : `from ${absence.from} to ${absence.to}`;
  const outcome = {
    'absence-approved': absence.type === 'sick' ? 'recorded' : 'approved',
    'absence-rejected': 'rejected',
    'absence-cancelled': 'cancelled',
  }[kind];
  return `Your ${absenceNoun(absence.type).toLowerCase()} ${period}${halfDayOf(absence)} was ${outcome}`;
}
