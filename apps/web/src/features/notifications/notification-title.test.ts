import type { Notification, NotificationKind, NotificationParams } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/icu-formatter.ts';
import { remindOutcome } from './messages.ts';
import { notificationTitle } from './notification-title.ts';

const notification = (kind: NotificationKind, title: string, params?: NotificationParams): Notification => ({
  id: 'n1',
  kind,
  title,
  body: null,
  link: { screen: '/timesheet-overview', weekStart: '2026-10-04', userId: null },
  createdAt: '2026-10-05T08:00:00.000Z',
  readAt: null,
  ...(params ? { params } : {}),
});

const absence = (type: string, from: string, to: string, halfDay = false, name?: string) => ({
  type,
  from,
  to,
  halfDay: halfDay ? 'yes' : 'no',
  ...(name ? { name } : {}),
});

describe('a notification title in English', () => {
  it('is worded from its params exactly as the server stored it', () => {
    const stored: [NotificationKind, string, NotificationParams][] = [
      [
        'week-submitted',
        'Uma Picker submitted the week of 2026-10-04',
        { week: '2026-10-04', name: 'Uma Picker' },
      ],
      ['week-submitted', 'Someone submitted the week of 2026-10-04', { week: '2026-10-04' }],
      [
        'week-approved',
        'Your week of 2026-10-04 was approved by Ada Lovelace',
        { week: '2026-10-04', name: 'Ada Lovelace' },
      ],
      ['week-rejected', 'Your week of 2026-10-04 was rejected by someone', { week: '2026-10-04' }],
      [
        'week-reopened',
        'Your week of 2026-10-04 was reopened by Mia Member',
        { week: '2026-10-04', name: 'Mia Member' },
      ],
      ['reminder', 'Please submit your timesheet for the week of 2026-10-04', { week: '2026-10-04' }],
      [
        'absence-requested',
        'Vacation requested by Uma Member: 2026-12-07 (half day)',
        absence('vacation', '2026-12-07', '2026-12-07', true, 'Uma Member'),
      ],
      [
        'absence-requested',
        'Other paid absence requested by someone: 2026-12-07 to 2026-12-11',
        absence('other', '2026-12-07', '2026-12-11'),
      ],
      [
        'absence-requested',
        'Sick leave recorded for Otto Member: 2026-12-02',
        absence('sick', '2026-12-02', '2026-12-02', false, 'Otto Member'),
      ],
      [
        'absence-approved',
        'Your sick leave on 2026-12-02 was recorded',
        absence('sick', '2026-12-02', '2026-12-02'),
      ],
      [
        'absence-approved',
        'Your unpaid leave from 2026-12-07 to 2026-12-11 was approved',
        absence('unpaid', '2026-12-07', '2026-12-11'),
      ],
      [
        'absence-rejected',
        'Your other paid absence on 2026-12-14 was rejected',
        absence('other', '2026-12-14', '2026-12-14'),
      ],
      [
        'absence-cancelled',
        'Your overtime compensation from 2027-01-12 to 2027-01-13 was cancelled',
        absence('overtime', '2027-01-12', '2027-01-13'),
      ],
    ];
    for (const [kind, title, params] of stored) {
      expect(notificationTitle(notification(kind, title, params))).toBe(title);
    }
  });

  it('is the stored title of a notification stored without params', () => {
    expect(notificationTitle(notification('reminder', 'Please submit your timesheet'))).toBe(
      'Please submit your timesheet',
    );
  });
});

describe('the outcome of a reminder in English', () => {
  it('counts people as the Review always did', () => {
    expect(remindOutcome({ reminded: 1, skipped: 0 })).toBe('Reminded 1 person');
    expect(remindOutcome({ reminded: 0, skipped: 0 })).toBe('Reminded 0 people');
    expect(remindOutcome({ reminded: 1234, skipped: 0 })).toBe('Reminded 1234 people');
    expect(remindOutcome({ reminded: 1, skipped: 1 })).toBe(
      'Reminded 1 person; 1 skipped (reminded within the hour or already submitted)',
    );
    expect(remindOutcome({ reminded: 2, skipped: 3 })).toBe(
      'Reminded 2 people; 3 skipped (reminded within the hour or already submitted)',
    );
  });
});
