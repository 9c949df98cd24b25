import { describe, expect, it } from 'vitest';
import { dueReminderWeek } from './notifications.reminders.ts';

const monday9 = { weekday: 1, hour: 9, timeZone: 'Europe/Berlin' };

describe('dueReminderWeek', () => {
  it('is last week from the chosen hour on, for a day', () => {
    expect(dueReminderWeek(monday9, new Date('2026-11-23T07:59:00Z'))).toBeUndefined();
    expect(dueReminderWeek(monday9, new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-15');
    expect(dueReminderWeek(monday9, new Date('2026-11-24T07:59:00Z'))).toBe('2026-11-15');
    expect(dueReminderWeek(monday9, new Date('2026-11-24T08:00:00Z'))).toBeUndefined();
  });

  it('follows the tenant’s zone, not the server’s', () => {
    const tokyo = { ...monday9, timeZone: 'Asia/Tokyo' };
    // Monday 09:00 in Tokyo is Sunday 00:00 UTC.
    expect(dueReminderWeek(tokyo, new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-15');
    expect(dueReminderWeek(tokyo, new Date('2026-11-22T23:59:00Z'))).toBeUndefined();
  });

  it('on a Saturday reminds of the week before the one ending that day, also on the Sunday after', () => {
    const saturday = { weekday: 6, hour: 18, timeZone: 'UTC' };
    expect(dueReminderWeek(saturday, new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-15');
    expect(dueReminderWeek(saturday, new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-15');
  });
});
