import type { Selectable } from 'kysely';
import {
  type AbsenceType,
  type Notification,
  type NotificationParams,
  NotificationParamsSchema,
} from '@portal/contract';
import type { NotificationTable } from '../../db/schema.ts';

/** The stored params, when they are there and readable; the English title serves without them. */
function paramsOf(stored: string | null): NotificationParams | undefined {
  if (stored === null) return undefined;
  try {
    return NotificationParamsSchema.safeParse(JSON.parse(stored)).data;
  } catch {
    return undefined;
  }
}

export function presentNotification(row: Selectable<NotificationTable>): Notification {
  const params = paramsOf(row.params);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: { screen: row.link_screen, weekStart: row.link_week, userId: row.link_user_id },
    createdAt: row.created_at,
    readAt: row.read_at,
    ...(params ? { params } : {}),
  };
}

/** What an absence notification says of the absence. */
export interface AbsenceSubject {
  type: AbsenceType;
  from: string;
  to: string;
  halfDay: boolean;
}

/**
 * The title params of an absence notification (see notificationTitleMessage): "Vacation requested
 * by Jane Doe: 2026-03-02 to 2026-03-06", "Your vacation on 2026-03-02 (half day) was approved".
 * `personName` is that of whoever it is about, when the title names them.
 */
export const absenceParams = (absence: AbsenceSubject, personName?: string): NotificationParams => ({
  type: absence.type,
  from: absence.from,
  to: absence.to,
  halfDay: absence.halfDay ? 'yes' : 'no',
  ...(personName === undefined ? {} : { name: personName }),
});
