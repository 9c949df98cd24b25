import type { CalendarFeed, CalendarFeedKind } from '@portal/contract';

export const presentCalendarFeed = (row: {
  kind: CalendarFeedKind;
  created_at: string;
  last_used_at: string | null;
}): CalendarFeed => ({ kind: row.kind, createdAt: row.created_at, lastUsedAt: row.last_used_at });
