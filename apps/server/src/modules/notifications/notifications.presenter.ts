import type { Selectable } from 'kysely';
import type { Notification } from '@portal/contract';
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
