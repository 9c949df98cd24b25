import { defineMessages } from '@portal/contract';

/** What the calendar feeds section says when its read fails; changes say the server's answer. */
export const CALENDAR_FEED_FAILURES = defineMessages({
  feeds: { id: 'calendar-feeds.fetch-failed', defaultMessage: 'Failed to fetch calendar feeds' },
});

export const CALENDAR_FEED_QUESTIONS = defineMessages({
  reset: {
    id: 'calendar-feeds.reset.confirm',
    defaultMessage:
      'Make a new address? The current one stops working at once, and calendars subscribed to it stop updating.',
  },
  revoke: {
    id: 'calendar-feeds.revoke.confirm',
    defaultMessage: 'Revoke this calendar feed? Its address stops working at once.',
  },
});
